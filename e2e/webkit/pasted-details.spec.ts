import { Key, type WebElement } from 'selenium-webdriver';
import { CUSTOMERS } from '../support/registration-flow';
import { lastSmsTo } from '../support/sandbox';
import { paste } from './clipboard';
import { expect, test, type Phone } from './webkit-fixtures';

const REFERENCE_WITH_DIGITS = 'K7P2QX';

/**
 * One character through GTK's own input method (Ctrl+Shift+U, its code, space): WebKit composes
 * it as an iPhone's Japanese or Chinese keyboard composes digits, and commits it the WebKit way
 * (the composition deleted, then inserted again as `insertFromComposition`).
 */
const composed = (text: string) =>
  [...text].flatMap((char) => [Key.chord(Key.CONTROL, Key.SHIFT, 'u'), ...char.codePointAt(0)!.toString(16), ' ']);

/** The digits an East Asian input method gives (０-９). */
const fullWidth = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));

async function valueBecomes(phone: Phone, field: WebElement, value: string, what: string): Promise<void> {
  await phone.driver.wait(async () => (await field.getAttribute('value')) === value, 10_000, what);
}

test('WebKit: a spaced ID card, a +66 mobile number and the whole OTP SMS, pasted, are taken', async ({ phone, request }) => {
  const customer = CUSTOMERS.withoutKma;
  await phone.open('/info');
  const id = await phone.field('เลขบัตรประชาชน');
  await paste(phone, id, ' 1 1017 00001 02 4 ');
  await valueBecomes(phone, id, '1-1017-00001-02-4', 'the ID was not taken whole');
  const mobile = await phone.field('เบอร์โทรศัพท์มือถือ');
  await paste(phone, mobile, '+66 81 234 5602');
  await valueBecomes(phone, mobile, '081-234-5602', 'the +66 number was not taken');
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/otp$/);

  const sms = await lastSmsTo(request, customer.mobile);
  const otp = await phone.field('รหัส OTP 6 หลัก');
  await paste(phone, otp, `Ref.${REFERENCE_WITH_DIGITS} รหัส OTP ${sms.code} ใช้ได้ภายใน 5 นาที`);
  await valueBecomes(phone, otp, sms.code, 'the code was not taken from the SMS');
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
  await valueBecomes(phone, mobile, '081-934-5602', 'the digit went elsewhere');
  // After '081-': the first Backspace takes the dash, which comes back; the second takes the 1.
  await caretAt(4);
  await mobile.sendKeys(Key.BACK_SPACE, Key.BACK_SPACE, '7');
  await valueBecomes(phone, mobile, '087-934-5602', 'the caret left the dash');
});

test('WebKit: digits from a Thai keyboard, and digits an input method composes, arrive as typed, in the details, mid-number and in the OTP', async ({
  phone,
  request,
}) => {
  const customer = CUSTOMERS.withoutKma;
  await phone.open('/info');
  // A Thai keyboard types Thai digits straight in.
  const id = await phone.field('เลขบัตรประชาชน');
  await id.sendKeys('๑๑๐๑๗๐๐๐๐๑๐๒๔');
  await valueBecomes(phone, id, '1-1017-00001-02-4', 'the Thai digits were not taken');
  // Each composition is a key press of its own, as a customer's are: WebDriver sends a batch
  // faster than any finger, and WebKit ends a composition the page is still answering.
  const mobile = await phone.field('เบอร์โทรศัพท์มือถือ');
  for (const digit of fullWidth('0812345602')) await mobile.sendKeys(...composed(digit));
  await valueBecomes(phone, mobile, '081-234-5602', 'the composed digits were not taken');
  // A digit composed where the caret is: after '081-2', the 2 deleted and a 9 composed in its
  // place (another digit, so a Backspace and a composition both lost would not pass for one).
  await phone.driver.executeScript('arguments[0].setSelectionRange(5, 5);', mobile);
  await mobile.sendKeys(Key.BACK_SPACE);
  await mobile.sendKeys(...composed('๙'));
  await valueBecomes(phone, mobile, '081-934-5602', 'the composed digit went elsewhere');
  expect(await phone.driver.executeScript('return arguments[0].selectionStart', mobile)).toBe(5);
  // And the customer's 2 back, the same way.
  await mobile.sendKeys(Key.BACK_SPACE);
  await mobile.sendKeys(...composed('๒'));
  await valueBecomes(phone, mobile, '081-234-5602', 'the composed 2 went elsewhere');
  expect(await phone.driver.executeScript('return arguments[0].selectionStart', mobile)).toBe(5);
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/otp$/);

  const { code } = await lastSmsTo(request, customer.mobile);
  const otp = await phone.field('รหัส OTP 6 หลัก');
  for (const digit of fullWidth(code)) await otp.sendKeys(...composed(digit));
  await valueBecomes(phone, otp, code, 'the composed code was not taken');
  await phone.click('ยืนยัน');
  await phone.waitForPath(/\/account-info$/);
});
