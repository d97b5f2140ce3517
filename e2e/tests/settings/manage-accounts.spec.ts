import { keepVerification, sandboxStateOf, verifyTokenByOtp } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

test.use({ lineUser: REGISTERED_LINE_USER });

test('manage accounts after OTP: a changed notification is saved and ends on บันทึกข้อมูลสำเร็จ', async ({ page, request }) => {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' }).click();
  await expect(page).toHaveURL(/\/request-setting$/);
  expect(await page.evaluate(() => sessionStorage.getItem('flow'))).toBe('confirm-account');
  await keepVerification(page, await verifyTokenByOtp(page, request, 'ACCOUNT_MANAGEMENT'), 'confirm-account');

  // Where the host's OTP screen sends the flow 'confirm-account' (remote-registration's page, Save mode).
  await page.goto('/confirm-account');
  const current = page.getByRole('switch', { name: /200-0-00001-2/ });
  await expect(current).not.toBeChecked();
  await current.click();
  await expect(current).toBeChecked();
  await page.getByRole('button', { name: 'บันทึก' }).click();

  await expect(page).toHaveURL(/\/success-account$/);
  await expect(page.getByRole('heading', { name: 'บันทึกข้อมูลสำเร็จ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();

  const linked = (await sandboxStateOf(request, REGISTERED_LINE_USER)).link?.accounts ?? [];
  expect(linked.map(({ accountNumber, isNotificationEnabled }) => [accountNumber, isNotificationEnabled])).toEqual([
    ['2000000011', true],
    ['2000000012', true],
    ['2000000013', true],
  ]);
});
