import { LOCAL_KEYS } from '../../../shared-kernel/src/core/storage/keys';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { holdRequests } from '../../support/held-requests';
import { pictureSettledScreen, screenAudited } from '../../support/screen-audit';
import { keepVerification, verifyThroughHostOtp, verifyTokenByOtp } from '../../support/settings-verification';
import { REGISTERED_CUSTOMER, requestStatementUrl } from '../../support/statement-journey';
import { SCREEN_TEXTS } from '../../support/texts';
import { goInApp, startFlow } from '../../support/verification-bank';

/**
 * Every route in English passes the screen audit (axe-core, and no Thai unmarked on an English
 * screen), so a text missing from an English catalogue shows up wherever it is: the journeys in
 * English (`*-in-english.spec.ts`) wait for the audit of the routes they cross, and these open
 * every other route. With GALLERY_DIR set the audit also pictures each one into the gallery's
 * en/ folder (docs/gallery.md).
 */
const { BUTTONS, PAGE_TEXTS, host, registration, settings, statement } = SCREEN_TEXTS.en;
const audited = (screen: string) => screenAudited(screen, 'light', 'en');

test.use({ lineUser: REGISTERED_LINE_USER, locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  // The customer picked English on this device with the switch.
  await page.addInitScript((key) => localStorage.setItem(key, 'en'), LOCAL_KEYS.language);
});

test('the routes a customer can open straight away, beyond the English journeys, read in English and pass the audit', async ({ page }) => {
  const routes: ReadonlyArray<readonly [string, string]> = [
    ['/verify', registration.landing.title],
    ['/survey', registration.survey.title],
    ['/request-setting', host.requestSetting.title],
    ['/receive-otp', host.receiveOtp.title],
    ['/suspend-register', host.suspended.header],
    ['/general-error', PAGE_TEXTS.generalError.title],
    ['/auth-register-verification-error', PAGE_TEXTS.authRegisterVerificationError.title],
    ['/auth-common-verification-error', PAGE_TEXTS.authCommonVerificationError.title],
    ['/consent-maintenance-error', PAGE_TEXTS.consentMaintenanceError.title],
    ['/setting', settings.menu.title],
    ['/setting-survey', settings.survey.title],
    ['/success-account', PAGE_TEXTS.successAccount.title],
    ['/success-survey', PAGE_TEXTS.successSurvey.title],
    ['/success-unbinding', PAGE_TEXTS.successUnbinding.title],
    ['/success-statement', PAGE_TEXTS.successStatement.title],
  ];
  // The chooser and phone entry verify for a journey the customer started: with none, they open the menu.
  await startFlow(page, 'confirm-account');
  for (const [route, title] of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await audited(route);
  }
});

test('managing accounts in English: the accounts, one account, and adding one', async ({ page, request }) => {
  await page.goto('/setting');
  // The menu ends any earlier journey when it mounts: verify only once it works.
  await expect(page.getByRole('button', { name: settings.menu.manageAccounts })).toBeEnabled();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'ACCOUNT_MANAGEMENT'), 'confirm-account');
  await page.goto('/confirm-account');
  await expect(page.getByRole('heading', { level: 1, name: registration.accounts.confirmTitle })).toBeVisible();
  await audited('/confirm-account');
  await page
    .getByRole('button', { name: new RegExp(`^${registration.accounts.details} `) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: registration.accountDetail.title })).toBeVisible();
  await audited('/add-account/:accountNo');
  await page.goBack();
  await page.getByRole('button', { name: BUTTONS.addAccount }).click();
  await expect(page.getByRole('heading', { level: 1, name: registration.addAccount.title })).toBeVisible();
  await audited('/add-account');
});

test("managing consent in English: the bank's form in its frame", async ({ page, request }) => {
  await page.goto('/setting');
  // The menu ends any earlier journey when it mounts: verify only once it works.
  await expect(page.getByRole('button', { name: settings.menu.manageConsent })).toBeEnabled();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'CONSENT_MANAGEMENT'), 'manage-consent');
  await page.goto('/consent-maintenance');
  await expect(page.getByRole('heading', { level: 1, name: settings.consentMaintenance.title })).toBeVisible();
  await expect(page.frameLocator(`iframe[title="${settings.consentMaintenance.frameTitle}"]`).getByRole('link').first()).toBeVisible();
  await audited('/consent-maintenance');
});

test('a statement from the chat link in English: the account check, an OTP through the host, the form and its calendar', async ({
  page,
  request,
}) => {
  // The bank's answer is held while the check is audited: the page forwards as soon as it comes.
  const release = await holdRequests(page, '**/statements/pre-generate-validate**');
  await page.goto(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
  await expect(page.getByText(statement.requestStatement.checking)).toBeVisible();
  await audited('/request-statement');
  release();
  await verifyThroughHostOtp(page, request, REGISTERED_CUSTOMER.mobile, 'en');
  await expect(page).toHaveURL(/\/select-statement/);
  await expect(page.getByRole('heading', { level: 1, name: statement.selectStatement.title })).toBeVisible();
  await audited('/select-statement');
  // The calendar, its month, weekdays and buttons in English.
  await page.getByRole('radio', { name: statement.selectStatement.periods[-1] }).check();
  await page.getByLabel(statement.selectStatement.fromLabel, { exact: true }).click();
  const calendar = page.getByRole('dialog', { name: statement.selectStatement.fromLabel });
  await expect(calendar.getByRole('button', { name: statement.calendar.previousMonth })).toBeVisible();
  await expect(calendar).toContainText(statement.calendar.weekdaysShort.join(''));
  await audited(`/select-statement|${statement.selectStatement.fromLabel}`);
  // Named as the Thai gallery's calendar, so the gallery sets the two side by side.
  await pictureSettledScreen(page, 'select-statement--calendar');
});

test("verifying with the bank's app in English: opening it, then waiting for it", async ({ page }) => {
  await startFlow(page, 'unbinding');
  await goInApp(page, '/request-setting');
  // The bank's answer is held while the page that opens the bank's app is audited.
  const release = await holdRequests(page, '**/verification/kma/request**');
  await page.getByRole('button', { name: host.requestSetting.byBankApp }).click();
  await expect(page.getByRole('heading', { level: 1, name: host.redirectKma.title })).toBeVisible();
  await audited('/redirect-kma');
  release();
  await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();
  await page.goto('/auth-kma-verification');
  await expect(page.getByRole('heading', { level: 1, name: host.authKma.title })).toBeVisible();
  await audited('/auth-kma-verification');
});
