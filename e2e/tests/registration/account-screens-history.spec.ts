import { expect, test } from '../../support/fixtures';
import { continueFromAccountInfo, CUSTOMERS, fillInfo, verifyRegistrationOtp } from '../../support/registration-flow';

// The screen's ย้อนกลับ and the phone's back must agree: leaving a form by either never leaves it
// waiting behind the list, and the list is not stacked twice.
test.beforeEach(async ({ page, request }) => {
  const customer = CUSTOMERS.withoutKma;
  await page.goto('/info');
  await fillInfo(page, customer);
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');
});

for (const [screen, opener, at] of [
  ['the add-account form', 'เพิ่มบัญชี', /\/add-account$/],
  ['an account detail', 'รายละเอียด บัญชีออมทรัพย์ 100-0-00002-1', /\/add-account\/1000000021\?accountStatus=Active$/],
] as const) {
  test(`back from ${screen}, then the phone back, leaves the account list for the account information`, async ({ page }) => {
    await page.getByRole('button', { name: opener }).click();
    await expect(page).toHaveURL(at);
    await page.getByRole('button', { name: 'ย้อนกลับ' }).click();
    await expect(page).toHaveURL(/\/confirm-account$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/account-info$/);
  });
}

test('after an account is added, the phone back leaves the account list at once', async ({ page }) => {
  await page.getByRole('button', { name: 'เพิ่มบัญชี' }).click();
  await page.getByLabel('เลขที่บัญชี').fill('1000000023');
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-account$/);
  await expect(page.getByRole('list', { name: 'รายการบัญชี' }).getByRole('listitem')).toHaveCount(3);
  await page.goBack();
  await expect(page).toHaveURL(/\/account-info$/);
});
