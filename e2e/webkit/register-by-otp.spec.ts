import { lastSmsTo } from '../support/sandbox';
import { CUSTOMERS, sandboxState } from '../support/registration-flow';
import { acceptTerms } from './accept-terms';
import { expect, test } from './webkit-fixtures';

const customer = CUSTOMERS.withoutKma;

test('WebKit: a new customer registers by OTP from the landing page to the survey', async ({ phone, request, lineUser }) => {
  await acceptTerms(phone);
  await phone.fill('เลขบัตรประชาชน', customer.id);
  await phone.fill('เบอร์โทรศัพท์มือถือ', customer.mobile);
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/otp$/);
  await phone.text(`XXX-XXX-${customer.mobile.slice(-4)}`);
  const sms = await lastSmsTo(request, customer.mobile);
  await phone.text(sms.otpRef);
  await phone.fill('รหัส OTP 6 หลัก', sms.code);
  await phone.click('ยืนยัน');
  await phone.waitForPath(/\/account-info$/);
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/confirm-account$/);
  await phone.click('ลงทะเบียน');
  await phone.heading('ลงทะเบียนสำเร็จ');
  await phone.waitForPath(/\/(consent-collection|survey)$/);

  const state = await sandboxState(request, lineUser);
  expect(state.registered).toBe(true);
  expect(state.registrations[0]).toMatchObject({ channel: 'OTP', verifiedBy: 'OTP' });
});
