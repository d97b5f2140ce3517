import { defineConfig, devices } from '@playwright/test';
import { sandboxSuite, shareAccountRefKey } from '../support/suite-config';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../../scripts/chromium.js') as { CHROMIUM_ARGS: string[]; CHROMIUM_PATH: string };

shareAccountRefKey();

// The real @line/liff SDK (liffMock: false) in an external browser, against the sandbox's
// simulated LINE platform (docs/running-in-line.md).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  ...sandboxSuite('e2e-real-liff.json'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://localhost:${process.env.HOST_PORT ?? 3000}`,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
