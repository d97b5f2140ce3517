import type { APIRequestContext, Page } from '@playwright/test';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { keepVerification, verifyTokenByOtp } from '../../support/settings-verification';
import { CUSTOMERS, goInApp, verificationBank } from '../../support/verification-bank';

test.use({ lineUser: REGISTERED_LINE_USER });

const MANAGE_ACCOUNTS = 'จัดการผลิตภัณฑ์และบัญชี';

/** The host's screens: chooser → phone entry → /otp with the code the sandbox sent. */
async function verifyByOtpOnScreen(page: Page, bank: ReturnType<typeof verificationBank>) {
  await expect(page).toHaveURL(/\/request-setting$/);
  await page.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }).click();
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(CUSTOMERS.registered.mobile);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  const sms = await bank.lastCodeTo(CUSTOMERS.registered.mobile);
  await expect(page.getByText(`รหัสอ้างอิง: ${sms.otpRef}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'รหัส OTP 6 หลัก' }).fill(sms.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/confirm-account$/);
}

test('after a fresh verification /confirm-account shows the bank’s accounts, not an unsaved list from before', async ({
  page,
  request,
  sandbox,
}) => {
  const bank = verificationBank(request);
  await sandbox.setFeatureFlags({ enableSettingKma: false });
  await page.goto('/setting');
  await page.getByRole('button', { name: MANAGE_ACCOUNTS }).click();
  await verifyByOtpOnScreen(page, bank);

  // A change made on the screen but never saved.
  const current = page.getByRole('switch', { name: /200-0-00001-2/ });
  await expect(current).not.toBeChecked();
  await current.click();
  await expect(current).toBeChecked();

  // Back to the menu inside the app (memory kept), and through verification again.
  await goInApp(page, '/setting');
  await page.getByRole('button', { name: MANAGE_ACCOUNTS }).click();
  await verifyByOtpOnScreen(page, bank);
  await expect(page.getByRole('switch', { name: /200-0-00001-2/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /200-0-00001-1/ })).toBeChecked();
});

/** A verified customer opens the accounts from the menu, and the bank cannot fetch them (LKS0303). */
async function accountsRefusedWithLks0303(page: Page, request: APIRequestContext): Promise<void> {
  const bank = verificationBank(request);
  await page.goto('/setting');
  // The menu ends any earlier journey when it mounts: verify only once it works.
  await expect(page.getByRole('button', { name: MANAGE_ACCOUNTS })).toBeEnabled();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'ACCOUNT_MANAGEMENT'), 'confirm-account');
  await bank.failNext({ path: '/bank-accounts', code: 'LKS0303' });
  await goInApp(page, '/confirm-account');
}

test('LKS0303 (the bank cannot fetch the accounts) in settings asks for the OTP again, not the method chooser', async ({
  page,
  request,
}) => {
  await accountsRefusedWithLks0303(page, request);

  const popup = page.getByRole('alertdialog', { name: 'ไม่สามารถดึงข้อมูลบัญชีได้' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/receive-otp$/);
  await expect(page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' })).toBeVisible();
});

test('the phone back while the LKS0303 popup is up closes it: the customer stays on the menu, not sent to the OTP', async ({
  page,
  request,
}) => {
  await accountsRefusedWithLks0303(page, request);
  await expect(page.getByRole('alertdialog', { name: 'ไม่สามารถดึงข้อมูลบัญชีได้' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: MANAGE_ACCOUNTS })).toBeEnabled();
});
