import { expect, test } from '../../support/fixtures';
import {
  approveRegistrationKma,
  CUSTOMERS,
  fillInfo,
  finishSurvey,
  registerAndPassSuccessPopup,
  sandboxState,
} from '../../support/registration-flow';

test('a customer with the bank app registers by KMA and lands on /confirm-account with notifications on', async ({
  page,
  request,
  lineUser,
  sandbox,
}) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  const customer = CUSTOMERS.withKma;
  await page.goto('/info');
  await fillInfo(page, customer);
  await approveRegistrationKma(page);

  for (const label of ['บัญชีออมทรัพย์ 100-0-00001-1', 'บัญชีกระแสรายวัน 100-0-00001-2', 'บัญชีฝากประจำ 100-0-00001-3']) {
    await expect(page.getByRole('switch', { name: `แจ้งเตือน ${label}` })).toBeChecked();
  }
  await registerAndPassSuccessPopup(page);
  await finishSurvey(page, ['ประกันสุขภาพ']);

  const state = await sandboxState(request, lineUser);
  expect(state.registrations[0]).toMatchObject({ channel: 'KMA', verifiedBy: 'KMA' });
  expect(state.kmaRequests).toHaveLength(1);
  expect(state.link?.accounts.map((account) => [account.accountNumber, account.isNotificationEnabled])).toEqual([
    ['1000000011', true],
    ['1000000012', true],
    ['1000000013', true],
  ]);
});
