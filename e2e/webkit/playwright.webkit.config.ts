import { defineConfig } from '@playwright/test';
import path from 'node:path';

// The journeys in WebKit (LINE on iPhone's engine): Playwright Test runs them and talks to the
// sandbox; the browser is Debian's WebKitGTK MiniBrowser through WebDriver (e2e/webkit/webkit-driver.ts),
// since Playwright's own WebKit build cannot be installed here (docs/browsers.md).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(__dirname, '..', '..', 'test-results', 'e2e-webkit.json') }],
  ],
  use: { baseURL: `http://localhost:${process.env.HOST_PORT ?? 3000}`, trace: 'off' },
});
