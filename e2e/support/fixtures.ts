import { test as base, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { sandboxControls } from './sandbox';

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
  page: async ({ page, lineUser, sandbox }, use) => {
    void sandbox;
    // The mock LIFF asks the sandbox for an ID token for this user (shared-kernel start-liff).
    await page.addInitScript((user) => window.localStorage.setItem('sandboxLineUserId', user), lineUser);
    await use(page);
  },
});

export { expect };
