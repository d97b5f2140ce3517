import type { APIRequestContext } from '@playwright/test';
import { lastSmsTo } from '../support/sandbox';
import type { Phone } from './webkit-fixtures';

/** On /request-setting: the customer verifies with an OTP to the registered mobile, on screen. */
export async function verifyByOtpOnScreen(phone: Phone, request: APIRequestContext, mobile: string): Promise<void> {
  await phone.waitForPath(/\/request-setting$/);
  await phone.click('ยืนยันตัวตนด้วยรหัส OTP');
  await phone.waitForPath(/\/receive-otp$/);
  await phone.fill('เบอร์โทรศัพท์มือถือ', mobile);
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/otp$/);
  const sms = await lastSmsTo(request, mobile);
  await phone.fill('รหัส OTP 6 หลัก', sms.code);
  await phone.click('ยืนยัน');
}
