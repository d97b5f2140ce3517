import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { CUSTOMERS } from '../../support/registration-flow';
import { lastSmsTo } from '../../support/sandbox';

const REFERENCE_WITH_DIGITS = 'K7P2QX';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** What the customer copied elsewhere, pasted with the keyboard into the field that has focus. */
async function pasteInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).focus();
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test('a customer who pastes their details as other apps copy them registers with them: spaced ID, +66 mobile, the whole SMS', async ({
  page,
  request,
}) => {
  const customer = CUSTOMERS.withoutKma;
  await page.goto('/info');
  // The browser cuts a paste at the field's display length; the spaces must not cost digits.
  await pasteInto(page, 'เลขบัตรประชาชน', ' 1 1017 00001 02 4 ');
  await expect(page.getByLabel('เลขบัตรประชาชน')).toHaveValue('1-1017-00001-02-4');
  // As a phone's contacts copy it.
  await pasteInto(page, 'เบอร์โทรศัพท์มือถือ', '+66 81 234 5602');
  await expect(page.getByLabel('เบอร์โทรศัพท์มือถือ')).toHaveValue(`081-234-5602`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'ถัดไป' }).click();

  await expect(page).toHaveURL(/\/otp$/);
  const sms = await lastSmsTo(request, customer.mobile);
  // A reference carrying digits before the code, as some banks' SMS put it. Not the bank's own
  // reference: that one has no digit in about one send in five, and only digits in one in 4,096.
  await pasteInto(page, 'รหัส OTP 6 หลัก', `Ref.${REFERENCE_WITH_DIGITS} รหัส OTP ${sms.code} ใช้ได้ภายใน 5 นาที`);
  await expect(page.getByLabel('รหัส OTP 6 หลัก')).toHaveValue(sms.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนด้วย OTP สำเร็จ' })).toBeVisible();
  await expect(page).toHaveURL(/\/account-info$/);
});

test('an ID and mobile typed in Thai digits are the same digits', async ({ page }) => {
  await page.goto('/info');
  await page.getByLabel('เลขบัตรประชาชน').pressSequentially('๑๑๐๑๗๐๐๐๐๑๐๒๔');
  await expect(page.getByLabel('เลขบัตรประชาชน')).toHaveValue('1-1017-00001-02-4');
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').pressSequentially('๐๘๑๒๓๔๕๖๐๒');
  await expect(page.getByLabel('เบอร์โทรศัพท์มือถือ')).toHaveValue('081-234-5602');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
});

test('digits composed by an input method (a Thai or East Asian keyboard) arrive as typed, in the details and the OTP', async ({
  page,
  request,
}) => {
  const customer = CUSTOMERS.withoutKma;
  // The digits an East Asian input method gives (０-９).
  const fullWidth = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
  const keyboard = await page.context().newCDPSession(page);
  // The input method underlines the digits as it composes them, then commits them.
  const compose = async (label: string, digits: string) => {
    await page.getByLabel(label).focus();
    let composing = '';
    for (const digit of digits) {
      composing += digit;
      await keyboard.send('Input.imeSetComposition', { text: composing, selectionStart: composing.length, selectionEnd: composing.length });
    }
    await keyboard.send('Input.insertText', { text: composing });
  };
  await page.goto('/info');
  await compose('เลขบัตรประชาชน', fullWidth(customer.id));
  await expect(page.getByLabel('เลขบัตรประชาชน')).toHaveValue('1-1017-00001-02-4');
  await compose('เบอร์โทรศัพท์มือถือ', customer.mobile);
  await expect(page.getByLabel('เบอร์โทรศัพท์มือถือ')).toHaveValue('081-234-5602');
  await page.getByRole('button', { name: 'ถัดไป' }).click();

  await expect(page).toHaveURL(/\/otp$/);
  const { code } = await lastSmsTo(request, customer.mobile);
  await compose('รหัส OTP 6 หลัก', fullWidth(code));
  await expect(page.getByLabel('รหัส OTP 6 หลัก')).toHaveValue(code);
  await expect(page.getByRole('button', { name: 'ยืนยัน' })).toBeEnabled();
});

test('a wrong digit in the middle of the mobile number is put right where it is, not at the end', async ({ page }) => {
  await page.goto('/info');
  const mobile = page.getByLabel('เบอร์โทรศัพท์มือถือ');
  await mobile.pressSequentially('0812345602');
  // The caret after '081-2', the fourth digit deleted and typed again.
  await mobile.evaluate((field: HTMLInputElement) => field.setSelectionRange(5, 5));
  await page.keyboard.press('Backspace');
  await page.keyboard.type('9');
  await expect(mobile).toHaveValue('081-934-5602');
});

test('a Backspace just after a dash of the mobile number keeps the caret there, so the next one deletes the digit before it', async ({
  page,
}) => {
  await page.goto('/info');
  const mobile = page.getByLabel('เบอร์โทรศัพท์มือถือ');
  await mobile.pressSequentially('0812345602');
  // The caret after '081-': the first Backspace takes the dash, which the field puts back.
  await mobile.evaluate((field: HTMLInputElement) => field.setSelectionRange(4, 4));
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('9');
  await expect(mobile).toHaveValue('089-234-5602');
});
