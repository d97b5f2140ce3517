import type { BrowserContext, Page } from '@playwright/test';

/**
 * A second window of the mini-app for the same LINE user in the same browser (LINE's two windows
 * of one app): localStorage shared with the test's page, sessionStorage its own.
 */
export async function secondWindow(context: BrowserContext, lineUser: string): Promise<Page> {
  // The mock LIFF asks the sandbox for this user's ID token (as support/fixtures.ts sets it for the first).
  await context.addInitScript((user) => window.localStorage.setItem('sandboxLineUserId', user), lineUser);
  return context.newPage();
}
