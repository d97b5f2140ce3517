import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { goInApp, startFlow, verificationBank } from '../../support/verification-bank';

test.use({ lineUser: REGISTERED_LINE_USER });

test('LKS0302 on the KMA waiting screen, cancelled: back to the method chooser, not a dead screen', async ({ page, request }) => {
  const bank = verificationBank(request);
  await startFlow(page, 'unbinding');
  await goInApp(page, '/request-setting');
  await page.getByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' }).click();
  await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();

  // The bank answers the waiting screen's poll: this customer's bank app is not registered.
  await bank.failNext({ path: '/verification/kma/verify', code: 'LKS0302' });
  await page.getByRole('button', { name: 'อนุมัติ' }).click();
  const popup = page.getByRole('alertdialog', { name: 'คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'ยกเลิก' }).click();

  await expect(page).toHaveURL(/\/request-setting$/);
  await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('authRef'))).toBeNull();
});
