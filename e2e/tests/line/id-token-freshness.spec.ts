import type { Page } from '@playwright/test';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { BANK_PREFIX } from '../../support/sandbox';
import { verifyThroughHostOtp } from '../../support/settings-verification';
import { onSelectStatement, REGISTERED_CUSTOMER, requestStatementUrl, waitForPrefilledEmail } from '../../support/statement-journey';
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

/** The first token the mock is given is already expired, as LIFF's cached one is after an hour. */
async function firstTokenExpired(page: Page): Promise<void> {
  let first = true;
  await page.route('**/__sandbox/line/id-token*', (route) => {
    const url = new URL(route.request().url());
    if (first) url.searchParams.set('variant', 'expired');
    first = false;
    return route.continue({ url: url.href });
  });
}

test.describe('a chat ID token that LINE cached too long', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('at start-up: the expired token is never sent; LINE Login again lands on the same screen', async ({ page }) => {
    const seen = watch(page);
    await firstTokenExpired(page);

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

  test('an hour on the statement form: the idle popup is read before the page leaves for LINE Login', async ({ page, request }) => {
    const bank = verificationBank(request);
    const seen = watch(page);
    const accountRef = REGISTERED_CUSTOMER.savings.accountRef;
    await page.clock.install();
    await page.goto(requestStatementUrl(accountRef));
    await verifyThroughHostOtp(page, request, REGISTERED_CUSTOMER.mobile);
    await expect(page).toHaveURL(onSelectStatement(accountRef));
    await waitForPrefilledEmail(page);

    // The phone is put down for an hour: past the idle limit, the access token's life and the ID token's.
    await bank.advanceClock(3600);
    await page.clock.fastForward('01:00:00');

    // The statement's entry, under the popup, needs a new access token and so a new ID token: the
    // page waits for the customer to read why before it goes.
    const message = page.getByRole('alertdialog', { name: 'หมดเวลาทำรายการ' });
    await expect(message).toContainText('คุณไม่ได้ใช้งานเป็นเวลา 10 นาที');
    await expect.poll(() => seen.idTokens.length).toBe(1);
    await page.waitForLoadState('networkidle');
    await expect(message).toBeVisible();
    expect(seen.documents).toEqual([requestStatementUrl(accountRef).split('?')[0]]);

    await message.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
    expect(seen.documents).toEqual(['/request-statement', '/request-statement']);
    expect(seen.idTokens).toHaveLength(2);
  });
});

test.describe("a phone whose clock is not LINE's", () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('two hours fast: after one LINE Login the phone knows, and a token LINE gave later is used, not renewed again', async ({ page }) => {
    const seen = watch(page);
    await page.clock.install({ time: Date.now() + 2 * 3600_000 });

    // The first token looks two hours old on this phone: only LINE Login can tell the phone apart from a stale token.
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(seen.documents).toEqual(['/setting', '/setting']);

    // Minutes later the app starts again in the same window with a token LINE has just given.
    await page.clock.fastForward('05:00');
    await page.reload();

    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(seen.documents).toEqual(['/setting', '/setting', '/setting']);
    expect(seen.exchanges).toEqual([200, 200]);
  });

  test('two hours behind, with a token LINE kept too long: the bank refuses it, LINE Login gives a new one, and the customer is in', async ({
    page,
  }) => {
    const seen = watch(page);
    await firstTokenExpired(page);
    // On this phone the expired token still has well over an hour: only the bank can say it is old.
    await page.clock.install({ time: Date.now() - 2 * 3600_000 });

    await page.goto('/setting');

    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(seen.documents).toEqual(['/setting', '/setting']);
    expect(seen.exchanges).toEqual([401, 200]);
  });
});

test.describe('a bank that refuses every LINE ID token as expired (its clock ahead of LINE’s)', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('the customer goes through LINE Login once and lands on the error page, not LINE Login again and again', async ({ page }) => {
    const seen = watch(page);
    await page.route(
      (url) => url.pathname === `${BANK_PREFIX}/verify-token`,
      (route) =>
        route.fulfill({
          status: 401,
          headers: { 'x-sandbox-forced': 'browser' },
          contentType: 'application/json',
          body: JSON.stringify({ success: false, code: 'LINE_ID_TOKEN_EXPIRED', message: 'LINE ID token has expired' }),
        }),
    );

    await page.goto('/setting');

    // Two page loads (the start, the return from LINE Login), then the start-up's five tries a
    // second apart (the runtime config's retry): more than the default 10 s on a loaded machine.
    await expect(page).toHaveURL(/\/general-error$/, { timeout: 30_000 });
    // The first start, then the one return from LINE Login; then the error page, in the page.
    expect(seen.documents).toEqual(['/setting', '/setting']);
    // One refusal before LINE Login, then the start-up's five tries with the token it brought.
    expect(seen.exchanges).toEqual([401, 401, 401, 401, 401, 401]);
  });
});
