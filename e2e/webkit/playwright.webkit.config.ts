import { defineConfig } from '@playwright/test';
import { sandboxSuite, shareAccountRefKey } from '../support/suite-config';

shareAccountRefKey();

// The journeys in WebKit (LINE on iPhone's engine): Playwright Test runs them and talks to the
// sandbox; the browser is Debian's WebKitGTK MiniBrowser through WebDriver (e2e/webkit/webkit-driver.ts),
// since Playwright's own WebKit build cannot be installed here (docs/browsers.md).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The gallery spec only drives to screens for pictures; `npm run gallery` sets GALLERY_DIR.
  testIgnore: process.env.GALLERY_DIR ? [] : ['**/gallery/**'],
  globalSetup: './global-setup.ts',
  ...sandboxSuite('e2e-webkit.json'),
  timeout: 90_000,
  use: { baseURL: `http://localhost:${process.env.HOST_PORT ?? 3000}`, trace: 'off' },
});
