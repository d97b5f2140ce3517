import { Key, type WebElement } from 'selenium-webdriver';
import { CUSTOMERS } from '../support/registration-flow';
import { lastSmsTo } from '../support/sandbox';
import { test, type Phone } from './webkit-fixtures';

const REFERENCE_WITH_DIGITS = 'K7P2QX';

/** A paste as Safari delivers it: one paste event carrying the copied text (WebDriver has no clipboard of its own). */
async function paste(phone: Phone, field: WebElement, text: string): Promise<void> {
  await phone.driver.executeScript(
    `const field = arguments[0];
     field.focus();
     const copied = new DataTransfer();
     copied.setData('text/plain', arguments[1]);
     field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: copied, bubbles: true, cancelable: true }));`,
    field,
    text,
  );
}

test('WebKit: a spaced ID card, a +66 mobile number and the whole OTP SMS, pasted, are taken', async ({ phone, request }) => {
  const customer = CUSTOMERS.withoutKma;
  await phone.open('/info');
  const id = await phone.field('เลขบัตรประชาชน');
  await paste(phone, id, ' 1 1017 00001 02 4 ');
  await phone.driver.wait(async () => (await id.getAttribute('value')) === '1-1017-00001-02-4', 10_000, 'the ID was not taken whole');
  const mobile = await phone.field('เบอร์โทรศัพท์มือถือ');
  await paste(phone, mobile, '+66 81 234 5602');
  await phone.driver.wait(async () => (await mobile.getAttribute('value')) === '081-234-5602', 10_000, 'the +66 number was not taken');
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/otp$/);

  const sms = await lastSmsTo(request, customer.mobile);
  const otp = await phone.field('รหัส OTP 6 หลัก');
  await paste(phone, otp, `Ref.${REFERENCE_WITH_DIGITS} รหัส OTP ${sms.code} ใช้ได้ภายใน 5 นาที`);
  await phone.driver.wait(async () => (await otp.getAttribute('value')) === sms.code, 10_000, 'the code was not taken from the SMS');
  await phone.click('ยืนยัน');
  await phone.waitForPath(/\/account-info$/);
});

test('WebKit: a digit put right in the middle of the mobile number, or a Backspace after a dash, leaves the caret where it was', async ({
  phone,
}) => {
  await phone.open('/info');
  const mobile = await phone.field('เบอร์โทรศัพท์มือถือ');
  await mobile.sendKeys('0812345602');
  const caretAt = (position: number) =>
    phone.driver.executeScript('arguments[0].setSelectionRange(arguments[1], arguments[1]);', mobile, position);
  // The fourth digit deleted and typed again, after '081-2'.
  await caretAt(5);
  await mobile.sendKeys(Key.BACK_SPACE, '9');
  await phone.driver.wait(async () => (await mobile.getAttribute('value')) === '081-934-5602', 10_000, 'the digit went elsewhere');
  // After '081-': the first Backspace takes the dash, which comes back; the second takes the 1.
  await caretAt(4);
  await mobile.sendKeys(Key.BACK_SPACE, Key.BACK_SPACE, '7');
  await phone.driver.wait(async () => (await mobile.getAttribute('value')) === '087-934-5602', 10_000, 'the caret left the dash');
});
