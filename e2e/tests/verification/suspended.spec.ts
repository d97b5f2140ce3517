import { expect, test } from '../../support/fixtures';
import { CUSTOMERS, goInApp, startFlow, verificationBank } from '../../support/verification-bank';

test.describe('a registered customer the bank suspended', () => {
  test.use({ lineUser: CUSTOMERS.registeredSuspended.sub });

  test('verification is refused (LKS0604): the popup, then the cannot-continue page', async ({ page }) => {
    await startFlow(page, 'unbinding');
    await goInApp(page, '/request-setting');
    await expect(page.getByRole('alertdialog', { name: 'ยืนยันตัวตนไม่สำเร็จ' })).toContainText('โทร 1572');
    await page.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page).toHaveURL(/\/auth-common-verification-error$/);
  });
});

test('a registration the bank suspends (LKS0407) goes straight to /suspend-register', async ({ page, request, lineUser }) => {
  const bank = verificationBank(request);
  const registerRef = await bank.preRegister(lineUser, CUSTOMERS.newWithoutKma);
  await bank.failNext({ path: '/registers/otp/request', code: 'LKS0407' });
  await startFlow(page, 'register', registerRef);
  await goInApp(page, '/otp');
  await expect(page).toHaveURL(/\/suspend-register$/);
  await expect(page.getByRole('heading', { name: 'ระงับการใช้บริการ' })).toBeVisible();
  await expect(page.getByText('บริการของคุณถูกระงับ กรุณาติดต่อธนาคาร โทร 1572')).toBeVisible();
  await expect(page.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
  expect(await bank.smsTo(CUSTOMERS.newWithoutKma.mobile)).toEqual([]);
});
