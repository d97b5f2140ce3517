import { expect, test } from '../../support/fixtures';
import {
  acceptTermsFromLanding,
  continueFromAccountInfo,
  CUSTOMERS,
  fillInfo,
  finishSurvey,
  registerAndPassSuccessPopup,
  registerByOtpFromInfo,
  sandboxState,
  verifyRegistrationOtp,
} from '../../support/registration-flow';

const customer = CUSTOMERS.withoutKma;

test('a new customer registers by OTP from the landing page to /success, giving consent on the way', async ({
  page,
  request,
  lineUser,
}) => {
  await acceptTermsFromLanding(page);
  await fillInfo(page, customer, 'FRIEND-01');
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');

  // Notifications start on; the customer turns one off before registering.
  await expect(page.getByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00002-1' })).toBeChecked();
  const timeDeposit = page.getByRole('switch', { name: 'แจ้งเตือน บัญชีฝากประจำ 100-0-00002-2' });
  await expect(timeDeposit).toBeChecked();
  await timeDeposit.uncheck();
  await registerAndPassSuccessPopup(page);

  await expect(page).toHaveURL(/\/consent-collection$/);
  const consentForm = page.frameLocator('iframe[title="แบบฟอร์มการให้ความยินยอม"]');
  await consentForm.getByRole('link', { name: 'ยินยอม', exact: true }).click();
  await finishSurvey(page, ['บัตรเครดิต', 'กองทุนรวม']);

  const state = await sandboxState(request, lineUser);
  expect(state.termsAccepted?.acceptedId).toBeTruthy();
  expect(state.registered).toBe(true);
  expect(state.customer?.nationalId).toBe(customer.id);
  expect(state.registrations).toHaveLength(1);
  expect(state.registrations[0]).toMatchObject({ channel: 'OTP', verifiedBy: 'OTP', referral: 'FRIEND-01', isSkipReplace: false });
  expect(state.link?.accounts.map(({ accountNumber, isNotificationEnabled }) => ({ accountNumber, isNotificationEnabled }))).toEqual([
    { accountNumber: '1000000021', isNotificationEnabled: true },
    { accountNumber: '1000000022', isNotificationEnabled: false },
  ]);
  expect(state.consentTransactions).toHaveLength(1);
  expect(state.consentTransactions[0]).toMatchObject({ providerStatus: 'ACCEPTED', resultStatus: 'ACCEPTED' });
  expect(state.customer?.consent?.status).toBe('ACCEPTED');
  expect(state.survey?.answers).toEqual(['3', '7']);
});

test('with registration consent switched off the customer goes from Register straight to the survey', async ({
  page,
  request,
  lineUser,
  sandbox,
}) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  await registerByOtpFromInfo(page, request, customer);
  await finishSurvey(page, ['สินเชื่อบ้าน']);

  const state = await sandboxState(request, lineUser);
  expect(state.registered).toBe(true);
  expect(state.link?.accounts.every((account) => account.isNotificationEnabled)).toBe(true);
  expect(state.consentTransactions).toEqual([]);
  expect(state.customer?.consent).toBeNull();
  expect(state.survey?.answers).toEqual(['4']);
});
