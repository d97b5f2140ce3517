import { lastSmsTo } from '../support/sandbox';
import { CUSTOMERS, sandboxState } from '../support/registration-flow';
import { expect, test, type Phone } from './webkit-fixtures';

const customer = CUSTOMERS.withoutKma;

/** Landing → terms (read to the end, accepted) → /info. */
async function acceptTerms(phone: Phone): Promise<void> {
  await phone.open('/register');
  await phone.click('ถัดไป');
  const checkbox = await phone.field('ข้าพเจ้าได้อ่านและยอมรับข้อกำหนดและเงื่อนไข');
  expect(await checkbox.isEnabled()).toBe(false);
  await phone.evaluate(
    'const box = document.querySelector(\'[aria-label="ข้อความข้อกำหนดและเงื่อนไข"]\'); box.scrollTo({ top: box.scrollHeight });',
  );
  await phone.driver.wait(() => checkbox.isEnabled(), 10_000, 'the terms checkbox stays disabled after reading to the end');
  await checkbox.click();
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/info$/);
}

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
