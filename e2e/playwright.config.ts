import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { shareAccountRefKey } from './support/suite-config';

shareAccountRefKey();

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../scripts/chromium.js') as { CHROMIUM_ARGS: string[]; CHROMIUM_PATH: string };

export default defineConfig({
  testDir: './tests',
  // The gallery spec only drives to screens for pictures; `npm run gallery` sets GALLERY_DIR.
  testIgnore: process.env.GALLERY_DIR ? [] : ['**/gallery/**'],
  globalSetup: './support/global-setup.ts',
  // The sandbox's controls (flags, forced errors) are global: one test at a time keeps them honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Key screens against committed pictures: fonts are self-hosted and animations off, so a
    // small tolerance absorbs anti-aliasing only (update: npm run test:e2e:update-visuals).
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Where a failed test's trace, screenshot and page errors are kept (printed by scripts/test-summary.js).
  outputDir: path.join(__dirname, '..', 'test-results', 'e2e-artifacts'),
  snapshotPathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
  reporter: [
    ['list'],
    // scripts/test-summary.js reads this to print the one closing count of every test stage.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(__dirname, '..', 'test-results', 'e2e.json') }],
  ],
  use: {
    ...devices['Pixel 7'],
    // Gallery pictures at the phone's CSS size (412 px wide), not its 2.6x device pixels.
    ...(process.env.GALLERY_DIR ? { deviceScaleFactor: 1 } : {}),
    baseURL: `http://localhost:${process.env.HOST_PORT ?? 3000}`,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    // A failed test keeps its trace (open with `npx playwright show-trace <dir>/trace.zip`); a passing one keeps nothing.
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
