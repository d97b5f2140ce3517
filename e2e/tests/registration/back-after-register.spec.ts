import { expect, test } from '../../support/fixtures';
import { readOutbox } from '../../support/sandbox';
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

// Once the bank has accepted the registration, the phone's back never offers Register again (the
// bank would refuse it as already submitted) nor starts a second registration: the account screens
// and /info send the customer on to where the journey stands, a finished one to the settings menu (docs/behaviour.md#registration-journey).
const customer = CUSTOMERS.withoutKma;
const consentForm = 'iframe[title="แบบฟอร์มการให้ความยินยอม"]';

test('the phone back from consent collection returns to consent collection, and the journey still ends on /success', async ({
  page,
  request,
  lineUser,
}) => {
  await registerByOtpFromInfo(page, request, customer);
  await expect(page).toHaveURL(/\/consent-collection$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/consent-collection$/);
  await expect(page.getByRole('button', { name: 'ลงทะเบียน' })).toHaveCount(0);
  await page.frameLocator(consentForm).getByRole('link', { name: 'ยินยอม', exact: true }).click();
  await finishSurvey(page, ['บัตรเครดิต']);
  const state = await sandboxState(request, lineUser);
  expect(state.registrations).toHaveLength(1);
  expect(state.customer?.consent?.status).toBe('ACCEPTED');
});

// Without consent collection: the consent frame's own pages would be what the phone's back goes through first.
test('the phone back from the survey returns to the survey, and so does back once more', async ({ page, request, lineUser, sandbox }) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  await registerByOtpFromInfo(page, request, customer);
  await expect(page).toHaveURL(/\/survey$/, { timeout: 15_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/survey$/);
  await expect(page.getByRole('button', { name: 'ลงทะเบียน' })).toHaveCount(0);
  // Back once more reaches /info, which sends the customer on to the survey too, not into a second registration.
  await page.goBack();
  await expect(page).toHaveURL(/\/survey$/);
  await expect(page.getByLabel('เลขบัตรประชาชน')).toHaveCount(0);
  await finishSurvey(page, ['กองทุนรวม']);
  const state = await sandboxState(request, lineUser);
  expect(state.registrations).toHaveLength(1);
  expect(state.survey?.answers).toEqual(['7']);
});

test('the phone back from /success stays on /success; back once more opens the settings menu, not /info, and no second SMS is sent', async ({
  page,
  request,
  lineUser,
  sandbox,
}) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  await acceptTermsFromLanding(page);
  await fillInfo(page, customer);
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');
  await registerAndPassSuccessPopup(page);
  await finishSurvey(page, ['บัตรเครดิต']);
  await page.goBack();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();

  // The registration is finished: /info, whose Next would start a second one, opens the settings menu in its place.
  const menu = page.getByRole('navigation', { name: 'ตั้งค่า' });
  await page.goBack();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(menu.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' })).toBeEnabled();
  // So does its address typed in this window.
  await page.goto('/info');
  await expect(page).toHaveURL(/\/setting$/);
  await expect(menu.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' })).toBeEnabled();

  const state = await sandboxState(request, lineUser);
  expect(state.registrations).toHaveLength(1);
  expect(state.survey?.answers).toEqual(['3']);
  expect((await readOutbox(request, customer.mobile)).sms).toHaveLength(1);
});

test('a pull to reload while the bank is registering, then Register again: the journey goes on to the survey, not a refusal it cannot pass', async ({
  page,
  request,
  lineUser,
  sandbox,
}) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  await page.goto('/info');
  await fillInfo(page, customer);
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');
  await sandbox.holdNext({ path: '/registers/submit', ms: 5000 });
  await page.getByRole('button', { name: 'ลงทะเบียน' }).click();
  // The call has reached the bank (its hold rule is taken) when the customer pulls to reload; the
  // bank accepts it, and its answer goes to a page that is no longer there.
  await expect.poll(async () => (await sandbox.heldRules()).length).toBe(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'ลงทะเบียน' })).toBeEnabled();
  await expect.poll(async () => (await sandboxState(request, lineUser)).registrations[0]?.submittedAt, { timeout: 10_000 }).toBeTruthy();

  await registerAndPassSuccessPopup(page);
  await finishSurvey(page, ['บัตรเครดิต']);
  const state = await sandboxState(request, lineUser);
  expect(state.registrations).toHaveLength(1);
  expect(state.registered).toBe(true);
  expect(state.survey?.answers).toEqual(['3']);
});
