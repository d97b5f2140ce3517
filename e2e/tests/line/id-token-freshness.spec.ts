import type { Page } from '@playwright/test';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { BANK_PREFIX } from '../../support/sandbox';
import { goInApp, verificationBank } from '../../support/verification-bank';

const SETTINGS_MENU_ITEM = 'จัดการผลิตภัณฑ์และบัญชี';

/** Records what the LIFF mock was handed and what the bank was sent. */
function watch(page: Page) {
  const seen = { idTokens: [] as string[], exchanges: [] as number[], documents: [] as string[] };
  page.on('request', (request) => {
    if (request.url().includes('/__sandbox/line/id-token')) seen.idTokens.push(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.documents.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.request().method() !== 'OPTIONS' && new URL(response.url()).pathname === `${BANK_PREFIX}/verify-token`) {
      seen.exchanges.push(response.status());
    }
  });
  return seen;
}

test.describe('a chat ID token that LINE cached too long', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('at start-up: the expired token is never sent; LINE Login again lands on the same screen', async ({ page }) => {
    const seen = watch(page);
    // The first token the mock is given is already expired, as LIFF's cached one is after an hour.
    let first = true;
    await page.route('**/__sandbox/line/id-token*', (route) => {
      const url = new URL(route.request().url());
      if (first) url.searchParams.set('variant', 'expired');
      first = false;
      return route.continue({ url: url.href });
    });

    await page.goto('/setting');

    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/setting');
    expect(seen.idTokens).toHaveLength(2);
    expect(seen.documents).toEqual(['/setting', '/setting']);
    expect(seen.exchanges).toEqual([200]);
    expect(await page.evaluate(() => localStorage.getItem('wantToGoTo'))).toBeNull();
  });

  test('on LKS0106 an hour later: re-login instead of /general-error, back on the same screen', async ({ page, request }) => {
    const bank = verificationBank(request);
    const seen = watch(page);
    await page.clock.install({ time: new Date() });
    await page.goto('/register');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();

    // The customer comes back to the open mini-app an hour later: the phone's clock and the bank's moved on.
    await bank.advanceClock(3600);
    await page.clock.fastForward('01:00:00');
    await goInApp(page, '/setting');

    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/setting');
    expect(seen.idTokens).toHaveLength(2);
    expect(seen.documents).toEqual(['/register', '/setting']);
    // The expired access token was refused once; only fresh chat ID tokens were exchanged.
    expect(seen.exchanges).toEqual([200, 200]);
  });
});
