import { test as base, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { sandboxControls } from './sandbox';
import { watchScreens } from './screen-audit';

export const REGISTERED_LINE_USER = 'U-registered-1';

interface Fixtures {
  /** The LINE user this test plays; a fresh, unregistered one unless a test overrides it. */
  lineUser: string;
  sandbox: ReturnType<typeof sandboxControls>;
}

export const test = base.extend<Fixtures>({
  lineUser: async ({}, use) => use(`U-e2e-${randomUUID()}`),
  sandbox: async ({ request }, use) => {
    const sandbox = sandboxControls(request);
    await sandbox.reset();
    await use(sandbox);
  },
  page: async ({ page, lineUser, sandbox }, use, testInfo) => {
    void sandbox;
    // The mock LIFF asks the sandbox for an ID token for this user (shared-kernel start-liff).
    await page.addInitScript((user) => window.localStorage.setItem('sandboxLineUserId', user), lineUser);
    // axe-core on every screen and popup this journey meets (support/screen-audit.ts).
    const screens = await watchScreens(page, testInfo);
    await use(page);
    const findings = await screens.finish();
    expect(findings, 'serious or critical accessibility findings (axe-core)').toEqual([]);
  },
});

export { expect };
