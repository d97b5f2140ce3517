import { secondWindow } from '../../support/second-window';
import { CUSTOMERS, fillInfo } from '../../support/registration-flow';
import { lastSmsTo, readOutbox } from '../../support/sandbox';
import { expect, test } from '../../support/fixtures';

// The mini-app open twice (docs/behaviour.md#storage-keys): the two windows share localStorage,
// where the device's copy of the registration's reference is kept, each its own sessionStorage.
const customer = CUSTOMERS.withoutKma;

test('a registration started in the other window meanwhile: a pull to reload on /otp stays on this window’s registration and code, and sends no SMS', async ({
  page,
  request,
  context,
  lineUser,
}) => {
  await page.goto('/info');
  await fillInfo(page, customer);
  await expect(page).toHaveURL(/\/otp$/);
  const ownCode = await lastSmsTo(request, customer.mobile);

  const other = await secondWindow(context, lineUser);
  await other.goto('/info');
  await fillInfo(other, customer);
  await expect(other).toHaveURL(/\/otp$/);
  expect((await readOutbox(request, customer.mobile)).sms).toHaveLength(2);

  await page.reload();
  await expect(page.getByText(`รหัสอ้างอิง: ${ownCode.otpRef}`)).toBeVisible();
  expect((await readOutbox(request, customer.mobile)).sms).toHaveLength(2);

  // The bank takes only the customer's newest code: this one is told as expired, and OK sends a
  // new code for this window's registration, which verifies it.
  await page.getByLabel('รหัส OTP 6 หลัก').fill(ownCode.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByRole('alertdialog', { name: 'รหัส OTP หมดอายุ' }).getByRole('button', { name: 'ตกลง' }).click();
  await expect.poll(async () => (await readOutbox(request, customer.mobile)).sms.length).toBe(3);
  const newCode = await lastSmsTo(request, customer.mobile);
  await expect(page.getByText(`รหัสอ้างอิง: ${newCode.otpRef}`)).toBeVisible();
  // The 'code sent' notice is modal for its 2 s: the boxes take typing once it has gone.
  await expect(page.getByText('ส่งรหัส OTP ไปยังเบอร์มือถือของคุณแล้ว')).toBeHidden();
  await page.getByLabel('รหัส OTP 6 หลัก').fill(newCode.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/account-info$/);
});
