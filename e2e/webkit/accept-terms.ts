import { expect } from '@playwright/test';
import type { Phone } from './webkit-fixtures';

/**
 * Landing → terms (read to the end, accepted) → /info. `unread` runs while the terms are on
 * screen and not yet scrolled (the gallery pictures them there).
 */
export async function acceptTerms(phone: Phone, unread: () => Promise<void> = async () => undefined): Promise<void> {
  await phone.open('/register');
  await phone.click('ถัดไป');
  const checkbox = await phone.field('ข้าพเจ้าได้อ่านและยอมรับข้อกำหนดและเงื่อนไข');
  expect(await checkbox.isEnabled()).toBe(false);
  await unread();
  await phone.evaluate(
    'const box = document.querySelector(\'[aria-label="ข้อความข้อกำหนดและเงื่อนไข"]\'); box.scrollTo({ top: box.scrollHeight });',
  );
  await phone.driver.wait(() => checkbox.isEnabled(), 10_000, 'the terms checkbox stays disabled after reading to the end');
  await checkbox.click();
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/info$/);
}
