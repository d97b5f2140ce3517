import { expect, test } from '../../support/fixtures';
import {
  continueFromAccountInfo,
  CUSTOMERS,
  fillInfo,
  finishSurvey,
  registerAndPassSuccessPopup,
  sandboxState,
  verifyRegistrationOtp,
} from '../../support/registration-flow';
import { countRequests, holdRequests } from '../../support/held-requests';
import { lastSmsTo, readOutbox } from '../../support/sandbox';
import { screenAudited } from '../../support/screen-audit';

const REPLACE_QUESTION = 'ยืนยันการลงทะเบียนด้วยบัญชี LINE นี้';

test('a customer linked to another chat account confirms the replacement and the link moves here', async ({ page, request, lineUser }) => {
  const customer = CUSTOMERS.linkedElsewhere;
  await page.goto('/info');
  await fillInfo(page, customer);

  // Cancel first: nothing is sent and the form keeps what was typed.
  await expect(page.getByRole('alertdialog', { name: REPLACE_QUESTION })).toBeVisible();
  await page.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByLabel('เลขบัตรประชาชน')).toHaveValue('1-1017-00001-04-1');
  expect((await sandboxState(request, lineUser)).registrations.map((r) => r.isSkipReplace)).toEqual([false]);

  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await page.getByRole('alertdialog', { name: REPLACE_QUESTION }).getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00004-1');
  await registerAndPassSuccessPopup(page);
  // Already consented at the bank: no consent step.
  await finishSurvey(page, ['ทองคำและการลงทุนทางเลือก']);

  const state = await sandboxState(request, lineUser);
  expect(state.registrations.map((r) => r.isSkipReplace)).toEqual([false, false, true]);
  const submitted = state.registrations.find((r) => r.submittedAt !== '');
  expect(submitted).toMatchObject({ isSkipReplace: true, replacedSub: 'U-previous-owner' });
  expect(state.linkEvents.map((e) => e.event)).toContain('replaced');
  expect((await sandboxState(request, 'U-previous-owner')).registered).toBe(false);
});

test('a customer the bank wants checked solves the captcha overlay and carries on to /otp', async ({ page, request, lineUser }) => {
  const customer = CUSTOMERS.captcha;
  await page.clock.install();
  await page.goto('/register');
  await page.goto('/info');
  await fillInfo(page, customer);

  const overlay = page.getByRole('dialog', { name: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL(/\/info\?isValidateCaptcha=true$/);
  // Solved at once on the page's clock, the overlay would never stay still long enough for the
  // journey's audit (and the gallery's picture) of it.
  await screenAudited('/info|reg-captcha-title');
  await page.frameLocator('iframe[title="ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ"]').getByRole('button', { name: 'ฉันไม่ใช่โปรแกรมอัตโนมัติ' }).click();
  await expect(overlay.getByText('ยืนยันเรียบร้อยแล้ว')).toBeVisible();
  // Its 2 s (docs/behaviour.md#limits-and-timings) pass on the page's clock, not the machine's.
  await page.clock.fastForward(2000);
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(/\/otp$/);

  // The bank pre-registers this customer only with a captcha token it issued.
  const state = await sandboxState(request, lineUser);
  expect(state.registrations).toHaveLength(1);
  expect(state.customer?.nationalId).toBe(customer.id);
  const sms = await lastSmsTo(request, customer.mobile);
  await expect(page.getByText(sms.otpRef)).toBeVisible();

  // The overlay left no entry of its own: back is /info without it, and the next back the screen before.
  await page.goBack();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByLabel('เลขบัตรประชาชน')).toBeVisible();
  await expect(overlay).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/register$/);
});

test('Enter again while the registration the captcha resumed is out sends one registration and one SMS', async ({
  page,
  request,
  lineUser,
}) => {
  const customer = CUSTOMERS.captcha;
  await page.clock.install();
  await page.goto('/register');
  await page.goto('/info');
  const mobile = page.getByLabel('เบอร์โทรศัพท์มือถือ');
  await page.getByLabel('เลขบัตรประชาชน').fill(customer.id);
  await mobile.fill(customer.mobile);
  // The keyboard's Go, as a phone sends it.
  await mobile.press('Enter');

  const overlay = page.getByRole('dialog', { name: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
  await page.frameLocator('iframe[title="ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ"]').getByRole('button', { name: 'ฉันไม่ใช่โปรแกรมอัตโนมัติ' }).click();
  await expect(overlay.getByText('ยืนยันเรียบร้อยแล้ว')).toBeVisible();
  const preRegisters = countRequests(page, '/pre-register');
  const release = await holdRequests(page, '**/pre-register');
  await page.clock.fastForward(2000);
  await expect(overlay).toBeHidden();
  await expect.poll(preRegisters).toBe(1);

  // The overlay has gone and the bank has not answered: the field is back, and Go is pressed again.
  await mobile.press('Enter');
  release();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText((await lastSmsTo(request, customer.mobile)).otpRef)).toBeVisible();

  expect(preRegisters()).toBe(1);
  expect((await sandboxState(request, lineUser)).registrations).toHaveLength(1);
  expect((await readOutbox(request, customer.mobile)).sms).toHaveLength(1);
});
