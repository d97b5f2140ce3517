import type { Locator, Page, Route } from '@playwright/test';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { acceptTermsFromLanding, CUSTOMERS } from '../../support/registration-flow';
import { BANK_PREFIX } from '../../support/sandbox';
import { keepVerification, openPhoneEntry, verifyTokenByOtp } from '../../support/settings-verification';
import { openStatementForm, REGISTERED_CUSTOMER, requestStatementUrl, waitForPrefilledEmail } from '../../support/statement-journey';
import { SCREEN_TEXTS, type ScreenLanguage } from '../../support/texts';
import { GENERIC_ERROR } from '../../../shared-kernel/src/core/errors/catalogue';

// docs/behaviour.md#normalised-error: however a bank call fails in the browser, the customer gets
// the catalogue's popup in the screen's language, an OK that closes it, no spinner left behind,
// and the screen they were on with what they typed. The sandbox's fail-next answers the bank's
// own codes; the ways a connection or a proxy fails are the browser's, so they are played here.

type Failure = 'dropped' | 'http-500-no-body' | 'not-json' | 'unexpected-shape';
const FAILURES: Failure[] = ['dropped', 'http-500-no-body', 'not-json', 'unexpected-shape'];

// The answers are the test's, not the bank's: support/bank-calls.ts checks only their requests.
const FORCED = { 'x-sandbox-forced': 'browser' };

async function answerWith(route: Route, failure: Failure): Promise<void> {
  switch (failure) {
    case 'dropped':
      return route.abort('connectionreset');
    case 'http-500-no-body':
      return route.fulfill({ status: 500, headers: FORCED, body: '' });
    case 'not-json':
      return route.fulfill({ status: 200, headers: { ...FORCED, 'content-type': 'text/html' }, body: '<html>gateway</html>' });
    case 'unexpected-shape':
      return route.fulfill({
        status: 200,
        headers: FORCED,
        contentType: 'application/json',
        body: '{"success":true,"code":"0000","data":[]}',
      });
  }
}

/** Each failure in turn for the calls to `path` (and `method`), then the bank's own answers. */
async function failInTurn(
  page: Page,
  path: string,
  method = 'POST',
  failures: readonly Failure[] = FAILURES,
): Promise<{ sent: () => number }> {
  const queue = [...failures];
  let sent = 0;
  await page.route(
    (url) => url.pathname === `${BANK_PREFIX}${path}`,
    async (route) => {
      if (route.request().method() !== method) return route.continue();
      sent += 1;
      const failure = queue.shift();
      return failure ? answerWith(route, failure) : route.continue();
    },
  );
  return { sent: () => sent };
}

// A dropped connection is NETWORK_ERROR; every other failure is UNKNOWN, the generic popup.
const popupTitle = (language: ScreenLanguage, failure: Failure): string => {
  if (failure === 'dropped') return SCREEN_TEXTS[language].POPUP_TEXTS.networkError;
  return language === 'en' ? SCREEN_TEXTS.en.errors.GENERIC.title : GENERIC_ERROR.title;
};

/** The popup for this failure, in this language, closed by its OK; then no spinner and focus on something. */
async function closeThePopup(page: Page, language: ScreenLanguage, failure: Failure): Promise<void> {
  const popup = page.getByRole('alertdialog', { name: popupTitle(language, failure) });
  await expect(popup, `${failure}: the popup in ${language}`).toBeVisible();
  await popup.getByRole('button', { name: SCREEN_TEXTS[language].BUTTONS.ok }).click();
  await expect(popup).toBeHidden();
  await expect(page.locator('.k-spinner'), `${failure}: no spinner left`).toHaveCount(0);
  expect(
    await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
    `${failure}: focus kept`,
  ).toBe(true);
}

test.describe('[family:faults] a bank call failing in the browser', () => {
  test.describe('as the registered customer', () => {
    test.use({ lineUser: REGISTERED_LINE_USER });

    test('the settings menu’s check, in English: each failure its English popup, then ลองใหม่ until the menu comes', async ({ page }) => {
      const en = SCREEN_TEXTS.en;
      const check = await failInTurn(page, '/settings/check-pre-setting');
      await page.goto('/setting?sandboxLanguage=en');
      for (const failure of FAILURES) {
        await closeThePopup(page, 'en', failure);
        await expect(page.getByRole('heading', { name: en.settings.menu.title })).toBeVisible();
        await page.getByRole('button', { name: en.BUTTONS.retry }).click();
      }
      await expect(page.getByRole('button', { name: en.settings.menu.cancelService })).toBeEnabled();
      expect(check.sent()).toBe(FAILURES.length + 1);
    });

    test('the linked accounts in settings, in English: never an empty list to save over the linked set, ลองใหม่ until it comes', async ({
      page,
      request,
    }) => {
      const en = SCREEN_TEXTS.en;
      await page.goto('/setting?sandboxLanguage=en');
      await keepVerification(page, await verifyTokenByOtp(page, request, 'ACCOUNT_MANAGEMENT'), 'confirm-account');
      const list = await failInTurn(page, '/bank-accounts', 'GET');
      await page.goto('/confirm-account');
      for (const failure of FAILURES) {
        await closeThePopup(page, 'en', failure);
        await expect(page.getByRole('heading', { name: en.registration.accounts.confirmTitle })).toBeVisible();
        await expect(page.getByText(en.registration.accounts.empty)).toHaveCount(0);
        await expect(page.getByRole('button', { name: en.BUTTONS.save })).toHaveCount(0);
        await page.getByRole('button', { name: en.BUTTONS.retry }).click();
      }
      await expect(page.getByRole('switch', { name: /200-0-00001-2/ })).toBeVisible();
      await expect(page.getByRole('button', { name: en.BUTTONS.save })).toBeEnabled();
      expect(list.sent()).toBe(FAILURES.length + 1);
    });

    test('the mobile check on the host’s /receive-otp, in English: the number typed stays, and one SMS goes once it passes', async ({
      page,
      sandbox,
    }) => {
      const { BUTTONS, settings } = SCREEN_TEXTS.en;
      await page.goto('/setting?sandboxLanguage=en');
      await page.getByRole('button', { name: settings.menu.cancelService }).click();
      const mobile = await openPhoneEntry(page, 'en');
      await mobile.fill(REGISTERED_CUSTOMER.mobile);
      const typed = await mobile.inputValue();
      await failInTurn(page, '/verification/verify-customer');
      for (const failure of FAILURES) {
        await page.getByRole('button', { name: BUTTONS.next }).click();
        await closeThePopup(page, 'en', failure);
        await expect(mobile).toHaveValue(typed);
      }
      await page.getByRole('button', { name: BUTTONS.next }).click();
      await expect(page).toHaveURL(/\/otp$/);
      expect((await sandbox.outbox()).sms).toHaveLength(1);
    });

    test('the verification chooser’s read, begun early by the statement entry: ลองใหม่ asks the bank again until the ways show', async ({
      page,
    }) => {
      const { BUTTONS, host } = SCREEN_TEXTS.th;
      const read = await failInTurn(page, '/verification/check-pre-verify-customer');
      await page.goto(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
      for (const failure of FAILURES) {
        await closeThePopup(page, 'th', failure);
        await expect(page.getByRole('heading', { name: host.requestSetting.title })).toBeVisible();
        await page.getByRole('button', { name: BUTTONS.retry }).click();
      }
      await expect(page.getByRole('button', { name: host.requestSetting.byBankApp })).toBeVisible();
      expect(read.sent()).toBe(FAILURES.length + 1);
    });

    test('the statement entry’s early check: each failure ends on the general-error page, never on a spinner', async ({ page }) => {
      const check = await failInTurn(page, '/statements/pre-generate-validate', 'GET');
      for (const failure of FAILURES) {
        await page.goto(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
        await expect(page, failure).toHaveURL(/\/general-error$/);
        await expect(page.getByRole('heading', { name: GENERIC_ERROR.title })).toBeVisible();
        await expect(page.locator('.k-spinner')).toHaveCount(0);
      }
      expect(check.sent()).toBe(FAILURES.length);
    });

    test('the statement request: the e-mail and the dates typed stay for the next try, which sends one statement', async ({
      page,
      sandbox,
    }) => {
      await openStatementForm(page);
      await waitForPrefilledEmail(page);
      await page.getByRole('radio', { name: 'ย้อนหลัง 3 เดือน' }).check();
      const email = page.getByLabel('อีเมลสำหรับรับรายการเดินบัญชี');
      await email.fill('somsak.new@example.com');
      const from = page.getByLabel('ตั้งแต่วันที่');
      const to = page.getByLabel('ถึงวันที่');
      const dates = [await from.inputValue(), await to.inputValue()];
      const request = await failInTurn(page, '/statements');
      for (const failure of FAILURES) {
        await page.getByRole('button', { name: 'ส่งคำขอ' }).click();
        await closeThePopup(page, 'th', failure);
        await expect(email).toHaveValue('somsak.new@example.com');
        await expect(page.getByRole('radio', { name: 'ย้อนหลัง 3 เดือน' })).toBeChecked();
        expect([await from.inputValue(), await to.inputValue()]).toEqual(dates);
      }
      await page.getByRole('button', { name: 'ส่งคำขอ' }).click();
      await expect(page).toHaveURL(/\/success-statement$/);
      expect(request.sent()).toBe(FAILURES.length + 1);
      expect((await sandbox.outbox()).emails.map((sent) => sent.to)).toEqual(['somsak.new@example.com']);
    });
  });

  test('the customer check and the pre-registration on /info keep the ID card and mobile typed, in Thai; one SMS once they pass', async ({
    page,
    sandbox,
  }) => {
    const th = SCREEN_TEXTS.th;
    await acceptTermsFromLanding(page);
    const id = page.getByLabel(th.registration.info.idCard);
    const mobile = page.getByLabel(th.registration.info.mobile);
    await id.fill(CUSTOMERS.withoutKma.id);
    await mobile.fill(CUSTOMERS.withoutKma.mobile);
    const kept: [Locator, string][] = [
      [id, await id.inputValue()],
      [mobile, await mobile.inputValue()],
    ];
    // The check fails each way first; once it passes, the pre-registration fails twice (each retry
    // checks the customer again, and the bank asks for a captcha from the fourth check on).
    await failInTurn(page, '/registers/check-customer');
    await failInTurn(page, '/registers/otp/pre-register', 'POST', ['dropped', 'http-500-no-body']);
    for (const failure of [...FAILURES, 'dropped', 'http-500-no-body'] as const) {
      await page.getByRole('button', { name: th.BUTTONS.next }).click();
      await closeThePopup(page, 'th', failure);
      for (const [field, value] of kept) await expect(field).toHaveValue(value);
    }
    await page.getByRole('button', { name: th.BUTTONS.next }).click();
    await expect(page).toHaveURL(/\/otp$/);
    expect((await sandbox.outbox()).sms).toHaveLength(1);
  });
});
