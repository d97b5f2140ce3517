import type { APIRequestContext, Page } from '@playwright/test';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { acceptTermsFromLanding, CUSTOMERS, sandboxState } from '../../support/registration-flow';
import { BANK_PREFIX, lastSmsTo, SANDBOX_URL } from '../../support/sandbox';
import { keepVerification, openPhoneEntry, sandboxStateOf, verifyTokenByOtp } from '../../support/settings-verification';
import { openStatementForm, REGISTERED_CUSTOMER, waitForPrefilledEmail } from '../../support/statement-journey';
import { SCREEN_TEXTS, type ScreenLanguage } from '../../support/texts';

// docs/behaviour.md#error-handling: a phone on a train loses its signal for a few seconds, as the
// customer taps or while a screen waits, and then finds it again. failing-calls.spec.ts plays one
// call dropped by the network; here the browser itself goes offline (navigator.onLine, its
// offline event and every request refused), as Chromium does for a phone out of coverage. The
// customer is told in the screen's language, keeps what was typed, and the same tap works once
// the signal is back, without a reload; the bank acts once.

const signal = (page: Page, on: boolean): Promise<void> => page.context().setOffline(!on);

const connectionPopup = (page: Page, language: ScreenLanguage) =>
  page.getByRole('alertdialog', { name: SCREEN_TEXTS[language].POPUP_TEXTS.networkError });

/** The connection popup, in the screen's language, closed by its OK: no spinner left over the page. */
async function toldNoConnection(page: Page, language: ScreenLanguage): Promise<void> {
  const popup = connectionPopup(page, language);
  await expect(popup, `the connection popup in ${language}`).toBeVisible();
  await popup.getByRole('button', { name: SCREEN_TEXTS[language].BUTTONS.ok }).click();
  await expect(popup).toBeHidden();
  // The overlay's spinner: the bank-app screen's own stays, as it says the customer is waiting.
  await expect(page.locator('.k-overlay'), 'no spinner left').toHaveCount(0);
}

/** The signal drops with the screen on show: the phone says so at once, before any tap. */
async function loseSignal(page: Page, language: ScreenLanguage): Promise<void> {
  await signal(page, false);
  await toldNoConnection(page, language);
}

/**
 * The error reports as the page sends them (the collector scrubs what it keeps, so only what left
 * the phone shows what the page let out), then as the collector has them.
 */
function watchReports(page: Page, request: APIRequestContext): () => Promise<string> {
  const sent: string[] = [];
  page.on('request', (report) => {
    if (new URL(report.url()).pathname.endsWith('/client-reports')) sent.push(report.postData() ?? '');
  });
  return async () => {
    const kept = await request.get(`${SANDBOX_URL}/__sandbox/client-reports`);
    return sent.join('\n') + JSON.stringify(await kept.json());
  };
}

/** The analytics the page queued or pushed, as text. */
const analytics = (page: Page): Promise<string> =>
  page.evaluate(() =>
    JSON.stringify([(window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [], localStorage.getItem('offlineEvents')]),
  );

test.describe('[family:faults] the signal lost mid-journey', () => {
  test('registration by OTP, in Thai: what was typed stays through each lost signal, and one SMS, one registration', async ({
    page,
    request,
    lineUser,
    sandbox,
  }) => {
    const { BUTTONS, POPUP_TEXTS, host, registration } = SCREEN_TEXTS.th;
    const customer = CUSTOMERS.withoutKma;
    const reports = watchReports(page, request);
    await acceptTermsFromLanding(page);
    const id = page.getByLabel(registration.info.idCard);
    const mobile = page.getByLabel(registration.info.mobile);
    await id.fill(customer.id);
    await mobile.fill(customer.mobile);
    const typed = [await id.inputValue(), await mobile.inputValue()];

    // Lost as the customer taps Next: told, and the details stay for the same tap.
    await loseSignal(page, 'th');
    await page.getByRole('button', { name: BUTTONS.next }).click();
    await toldNoConnection(page, 'th');
    expect([await id.inputValue(), await mobile.inputValue()]).toEqual(typed);
    await signal(page, true);
    await page.getByRole('button', { name: BUTTONS.next }).click();
    await expect(page).toHaveURL(/\/otp$/);

    // Lost while the OTP screen waits for the SMS, and while the code is confirmed.
    const sms = await lastSmsTo(request, customer.mobile);
    await loseSignal(page, 'th');
    const code = page.getByLabel(host.otp.inputLabel);
    await code.fill(sms.code);
    await page.getByRole('button', { name: BUTTONS.confirm }).click();
    await toldNoConnection(page, 'th');
    await expect(code).toHaveValue(sms.code);
    await signal(page, true);
    await page.getByRole('button', { name: BUTTONS.confirm }).click();
    await expect(page).toHaveURL(/\/account-info$/);
    await page.getByRole('button', { name: BUTTONS.next }).click();
    await expect(page).toHaveURL(/\/confirm-account$/);

    // Lost as Register is tapped: nothing goes to the bank until the signal is back.
    await expect(page.getByRole('button', { name: BUTTONS.register })).toBeEnabled();
    await loseSignal(page, 'th');
    await page.getByRole('button', { name: BUTTONS.register }).click();
    await toldNoConnection(page, 'th');
    await signal(page, true);
    await page.getByRole('button', { name: BUTTONS.register }).click();
    await expect(page.getByRole('heading', { name: POPUP_TEXTS.registered })).toBeVisible();

    expect((await sandbox.outbox()).sms.filter((message) => message.to === customer.mobile)).toHaveLength(1);
    expect((await sandboxState(request, lineUser)).registrations).toHaveLength(1);
    const events = await analytics(page);
    // A batch of reports leaves when the page is hidden.
    await page.goto('about:blank');
    const sent = events + (await reports());
    for (const personal of [customer.id, customer.mobile, ...typed, sms.code]) expect(sent).not.toContain(personal);
  });

  test('registration by the bank app: the waiting screen rides out a lost signal and goes on once the customer approves', async ({
    page,
    request,
    lineUser,
  }) => {
    const { BUTTONS, registration } = SCREEN_TEXTS.th;
    await acceptTermsFromLanding(page);
    await page.getByLabel(registration.info.idCard).fill(CUSTOMERS.withKma.id);
    await page.getByLabel(registration.info.mobile).fill(CUSTOMERS.withKma.mobile);
    await page.getByRole('button', { name: BUTTONS.next }).click();
    // The sandbox's page stands in for the bank app; back in LINE, the customer waits.
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/__sandbox/kma\\?authRef=`));
    await page.goBack();
    await expect(page).toHaveURL(/\/auth-kma-verification$/);

    const checks = countChecks(page);
    await loseSignal(page, 'th');
    // Two checks (every 5 s) go unanswered while the signal is gone.
    await expect.poll(checks.failed, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(/\/auth-kma-verification$/);
    await signal(page, true);
    const { kmaRequests } = await sandboxState(request, lineUser);
    expect(kmaRequests).toHaveLength(1);
    const decided = await request.post(`${SANDBOX_URL}/__sandbox/kma/decide`, {
      data: { authRef: kmaRequests[0]?.authRef, decision: 'approve' },
    });
    expect(decided.status()).toBe(200);
    await expect(page).toHaveURL(/\/confirm-account$/, { timeout: 15_000 });
    await expect(page.getByRole('switch').first()).toBeChecked();
  });

  test.describe('as the registered customer', () => {
    test.use({ lineUser: REGISTERED_LINE_USER });

    test('the call fails before the phone notices the signal is gone: once it is back, the same Next sends one SMS', async ({
      page,
      sandbox,
    }) => {
      const { BUTTONS, settings } = SCREEN_TEXTS.th;
      await page.goto('/setting');
      await page.getByRole('button', { name: settings.menu.cancelService }).click();
      const mobile = await openPhoneEntry(page, 'th');
      await mobile.fill(REGISTERED_CUSTOMER.mobile);
      const typed = await mobile.inputValue();
      // The check leaves as the train enters the tunnel: the request fails, and only then does the
      // browser say it is offline, its own popup over the page's.
      const check = (url: URL) => url.pathname === `${BANK_PREFIX}/verification/verify-customer`;
      await page.route(check, (route) => route.abort('internetdisconnected'), { times: 1 });
      await page.getByRole('button', { name: BUTTONS.next }).click();
      await expect(connectionPopup(page, 'th')).toBeVisible();
      await loseSignal(page, 'th');
      await expect(mobile).toHaveValue(typed);
      await signal(page, true);
      await page.getByRole('button', { name: BUTTONS.next }).click();
      await expect(page).toHaveURL(/\/otp$/);
      expect((await sandbox.outbox()).sms).toHaveLength(1);
    });

    test('the bank app for a service: a request lost with the signal is asked again by ลองใหม่, one prompt in the bank app', async ({
      page,
      request,
    }) => {
      const { BUTTONS, host, settings } = SCREEN_TEXTS.th;
      await page.goto('/setting');
      await page.getByRole('button', { name: settings.menu.manageAccounts }).click();
      // The signal drops just as the page asks the bank for the app's link.
      await page.route(
        (url) => url.pathname === `${BANK_PREFIX}/verification/kma/request`,
        async (route) => {
          await signal(page, false);
          await route.abort('internetdisconnected');
        },
        { times: 1 },
      );
      await page.getByRole('button', { name: host.requestSetting.byBankApp }).click();
      await toldNoConnection(page, 'th');
      await expect(page).toHaveURL(/\/redirect-kma$/);
      await signal(page, true);
      await page.getByRole('button', { name: BUTTONS.retry }).click();
      await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/__sandbox/kma\\?authRef=`));
      expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).kmaRequests).toHaveLength(1);
    });

    test('accounts in settings: a notification switched off stays off through a lost signal, and Save saves it once back', async ({
      page,
      request,
    }) => {
      const { BUTTONS, settings } = SCREEN_TEXTS.th;
      await page.goto('/setting');
      await expect(page.getByRole('button', { name: settings.menu.manageAccounts })).toBeEnabled();
      await keepVerification(page, await verifyTokenByOtp(page, request, 'ACCOUNT_MANAGEMENT'), 'confirm-account');
      await page.goto('/confirm-account');
      const current = page.getByRole('switch', { name: /200-0-00001-2/ });
      await expect(current).toBeVisible();
      const wasOn = await current.isChecked();
      await current.click();
      await loseSignal(page, 'th');
      await page.getByRole('button', { name: BUTTONS.save }).click();
      await toldNoConnection(page, 'th');
      await expect(current).toBeChecked({ checked: !wasOn });
      await signal(page, true);
      await page.getByRole('button', { name: BUTTONS.save }).click();
      await expect(page).toHaveURL(/\/success-account$/);
      const { link } = await sandboxStateOf(request, REGISTERED_LINE_USER);
      expect(link?.accounts.find((account) => account.accountNumber === '2000000012')?.isNotificationEnabled).toBe(!wasOn);
    });

    test('interests: a screen whose code could not come says so and comes on ลองใหม่ once the signal is back; the picks stay through a failed save', async ({
      page,
      request,
    }) => {
      const { BUTTONS, PAGE_TEXTS, settings } = SCREEN_TEXTS.th;
      await page.goto('/setting');
      const interests = page.getByRole('button', { name: settings.menu.manageInterests });
      await expect(interests).toBeEnabled();
      await loseSignal(page, 'th');
      await interests.click();
      // The settings remote's page for it is fetched only now (docs/behaviour.md#remote-failures).
      await expect(page.getByRole('heading', { name: PAGE_TEXTS.remoteDown.title })).toBeVisible();
      await signal(page, true);
      await page.getByRole('button', { name: BUTTONS.retry }).click();
      await expect(page).toHaveURL(/\/setting-survey$/);
      await expect(page.getByRole('checkbox')).toHaveCount(16);

      const creditCard = page.getByRole('checkbox', { name: 'บัตรเครดิต' });
      await creditCard.check();
      await loseSignal(page, 'th');
      await page.getByRole('button', { name: BUTTONS.finish }).click();
      await toldNoConnection(page, 'th');
      await expect(creditCard).toBeChecked();
      await signal(page, true);
      await page.getByRole('button', { name: BUTTONS.finish }).click();
      await expect(page).toHaveURL(/\/success-survey$/);
      expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).survey?.answers).toContain('3');
    });

    test('consent: the answer given in the bank’s form reaches the bank once, by ลองใหม่, when the signal drops as it is sent', async ({
      page,
      request,
    }) => {
      const { BUTTONS, settings } = SCREEN_TEXTS.th;
      await page.goto('/setting');
      await expect(page.getByRole('button', { name: settings.menu.manageConsent })).toBeEnabled();
      await keepVerification(page, await verifyTokenByOtp(page, request, 'CONSENT_MANAGEMENT'), 'manage-consent');
      await page.goto('/consent-maintenance');
      // The signal drops just as the page sends the bank the answer the form gave.
      await page.route(
        (url) => url.pathname === `${BANK_PREFIX}/consents/forms/results`,
        async (route) => {
          await signal(page, false);
          await route.abort('internetdisconnected');
        },
        { times: 1 },
      );
      await page.frameLocator(`iframe[title="${settings.consentMaintenance.frameTitle}"]`).getByRole('link', { name: 'ไม่ยินยอม' }).click();
      await toldNoConnection(page, 'th');
      const retry = page.getByRole('button', { name: BUTTONS.retry });
      await expect(retry).toBeVisible();
      await signal(page, true);
      await retry.click();
      await expect(page).toHaveURL(/\/setting$/);
      const { consentTransactions } = await sandboxStateOf(request, REGISTERED_LINE_USER);
      expect(consentTransactions.filter((transaction) => transaction.kind === 'maintenance')).toEqual([
        expect.objectContaining({ providerStatus: 'REJECTED', resultStatus: 'REJECTED' }),
      ]);
    });

    test('the statement form: lost while it waits and as Send is tapped, the form stays and one statement goes', async ({
      page,
      sandbox,
    }) => {
      const { BUTTONS } = SCREEN_TEXTS.th;
      await openStatementForm(page);
      await waitForPrefilledEmail(page);
      await page.getByRole('radio', { name: 'ย้อนหลัง 3 เดือน' }).check();
      const email = page.getByLabel('อีเมลสำหรับรับรายการเดินบัญชี');
      await email.fill('somsak.train@example.com');
      await loseSignal(page, 'th');
      await page.getByRole('button', { name: BUTTONS.sendRequest }).click();
      await toldNoConnection(page, 'th');
      await expect(email).toHaveValue('somsak.train@example.com');
      await expect(page.getByRole('radio', { name: 'ย้อนหลัง 3 เดือน' })).toBeChecked();
      await signal(page, true);
      await page.getByRole('button', { name: BUTTONS.sendRequest }).click();
      await expect(page).toHaveURL(/\/success-statement$/);
      expect((await sandbox.outbox()).emails.map((sent) => sent.to)).toEqual(['somsak.train@example.com']);
    });

    test('the statement sent as the signal drops, its answer lost: Send again once back says it was sent, and one e-mail goes', async ({
      page,
      sandbox,
    }) => {
      const { BUTTONS, PAGE_TEXTS } = SCREEN_TEXTS.th;
      await openStatementForm(page);
      await waitForPrefilledEmail(page);
      // The bank takes the request; its answer is lost with the signal.
      await page.route(
        (url) => url.pathname === `${BANK_PREFIX}/statements`,
        async (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          await route.fetch();
          await signal(page, false);
          return route.abort('internetdisconnected');
        },
        { times: 1 },
      );
      await page.getByRole('button', { name: BUTTONS.sendRequest }).click();
      await toldNoConnection(page, 'th');
      await expect(page).toHaveURL(/\/select-statement\?/);
      await signal(page, true);
      await page.getByRole('button', { name: BUTTONS.sendRequest }).click();
      await expect(page).toHaveURL(/\/success-statement$/);
      await expect(page.getByRole('heading', { name: PAGE_TEXTS.successStatement.title })).toBeVisible();
      expect((await sandbox.outbox()).emails.map((sent) => sent.to)).toEqual([REGISTERED_CUSTOMER.email]);
    });

    test('cancel service, in English: the English popup, and one cancel at the bank once the signal is back', async ({ page, request }) => {
      const { settings } = SCREEN_TEXTS.en;
      await page.goto('/setting?sandboxLanguage=en');
      await expect(page.getByRole('button', { name: settings.menu.cancelService })).toBeEnabled();
      await keepVerification(page, await verifyTokenByOtp(page, request, 'DEREGISTRATION'), 'unbinding');
      await page.goto('/unbinding');
      const confirm = page.getByRole('button', { name: settings.unbinding.confirm });
      await expect(confirm).toBeEnabled();
      await loseSignal(page, 'en');
      await confirm.click();
      await toldNoConnection(page, 'en');
      expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).registered).toBe(true);
      await signal(page, true);
      await confirm.click();
      await expect(page).toHaveURL(/\/success-unbinding$/);
      const state = await sandboxStateOf(request, REGISTERED_LINE_USER);
      expect(state.registered).toBe(false);
      expect(state.linkEvents.filter((event) => event.event === 'unlinked')).toHaveLength(1);
    });
  });
});

/** The registration's bank-app checks of the waiting screen, counted as they fail in the browser. */
function countChecks(page: Page): { failed: () => number } {
  let failed = 0;
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === `${BANK_PREFIX}/registers/kma/deep-link/verify`) failed++;
  });
  return { failed: () => failed };
}
