import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { recordBankCalls } from './bank-calls';
import { freshSandbox, type SandboxControls } from './sandbox';
import { watchScreens } from './screen-audit';

export const REGISTERED_LINE_USER = 'U-registered-1';

interface Fixtures {
  /** The LINE user this test plays; a fresh, unregistered one unless a test overrides it. */
  lineUser: string;
  sandbox: SandboxControls;
}

const CSP_MARKER = 'CSP violation:';

/**
 * Collects every Content-Security-Policy violation of the page and its frames: the browser fires
 * `securitypolicyviolation` for each thing the policy blocked, and the init script reports it
 * on the console, where this side reads it.
 */
async function watchContentSecurityPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${marker} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  }, CSP_MARKER);
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_MARKER) || text.includes('violates the following Content Security Policy')) violations.push(text);
  });
  return violations;
}

export const test = base.extend<Fixtures>({
  lineUser: async ({}, use) => use(`U-e2e-${randomUUID()}`),
  sandbox: freshSandbox,
  page: async ({ page, lineUser, sandbox, colorScheme }, use, testInfo) => {
    void sandbox;
    // The mock LIFF asks the sandbox for an ID token for this user (shared-kernel start-liff).
    await page.addInitScript((user) => window.localStorage.setItem('sandboxLineUserId', user), lineUser);
    const violations = await watchContentSecurityPolicy(page);
    // axe-core on every screen and popup this journey meets, in each language (support/screen-audit.ts).
    const screens = await watchScreens(page, testInfo, colorScheme === 'dark' ? 'dark' : 'light');
    // Every bank call against the contract (support/bank-calls.ts).
    const bankCalls = recordBankCalls(page);
    await use(page);
    const findings = await screens.finish();
    const { problems: contractProblems } = await bankCalls.finish();
    expect(contractProblems, 'bank calls that differ from docs/api/openapi.yaml').toEqual([]);
    // Every journey runs under the served policy: anything it blocked fails the test.
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(findings, 'serious or critical accessibility findings (axe-core, and Thai not marked as Thai on an English screen)').toEqual([]);
  },
});

export { expect };
