import { expect, test } from '../../support/fixtures';
import {
  acceptTerms,
  acceptTermsFromLanding,
  approveRegistrationKma,
  CUSTOMERS,
  fillInfo,
  finishSurvey,
  registerAndPassSuccessPopup,
  sandboxState,
} from '../../support/registration-flow';
import { screenAudited } from '../../support/screen-audit';
import { SCREEN_TEXTS } from '../../support/texts';

const TH = SCREEN_TEXTS.th;
const EN = SCREEN_TEXTS.en;
const customer = CUSTOMERS.withKma;
/** One digit off the customer's own number: the bank finds nobody with this pair. */
const mistypedMobile = `${customer.mobile.slice(0, -1)}9`;

const audited = (screen: string) => screenAudited(screen, 'light', 'en');

test('a customer whose LINE runs in Thai switches to English mid-registration, keeps what they typed, and registers by KMA in English', async ({
  page,
  request,
  lineUser,
  sandbox,
}) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  await acceptTermsFromLanding(page);
  await fillInfo(page, { id: customer.id, mobile: mistypedMobile });
  const notFound = page.getByRole('alertdialog', { name: TH.errors.LKS0402.title });
  await notFound.getByRole('button', { name: TH.BUTTONS.ok }).click();

  // Back to the landing (the phone's back button), where the switch is.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: TH.registration.landing.title })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: EN.registration.landing.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await audited('/register');
  await acceptTerms(page, 'en', () => audited('/terms-and-conditions'));

  await expect(page.getByRole('heading', { level: 1, name: EN.registration.info.title })).toBeVisible();
  await expect(page.getByLabel(EN.registration.info.idCard)).toHaveValue('1-1017-00001-01-6');
  await expect(page.getByLabel(EN.registration.info.mobile)).toHaveValue('081-234-5609');
  await audited('/info');
  await fillInfo(page, customer, '', 'en');

  await approveRegistrationKma(page);
  await expect(page.getByRole('heading', { level: 1, name: EN.registration.accounts.confirmTitle })).toBeVisible();
  for (const [type, number] of [
    ['SVNG', '100-0-00001-1'],
    ['CURR', '100-0-00001-2'],
    ['TIME', '100-0-00001-3'],
  ] as const) {
    const account = EN.registration.accounts.accountLabel(EN.accountTypes[type], number);
    await expect(page.getByRole('switch', { name: `${EN.registration.accounts.notification} ${account}` })).toBeChecked();
  }
  await audited('/confirm-account');
  await registerAndPassSuccessPopup(page, 'en');
  await finishSurvey(page, ['ประกันสุขภาพ'], 'en');
  await audited('/success');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const state = await sandboxState(request, lineUser);
  expect(state.registrations.at(-1)).toMatchObject({ channel: 'KMA', verifiedBy: 'KMA' });
  expect(state.link?.accounts.map((account) => [account.accountNumber, account.isNotificationEnabled])).toEqual([
    ['1000000011', true],
    ['1000000012', true],
    ['1000000013', true],
  ]);
});
