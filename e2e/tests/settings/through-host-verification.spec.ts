import { sandboxStateOf, verifyThroughHostOtp } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

// The whole journey through the host's verification screens, as the customer goes.
test.use({ lineUser: REGISTERED_LINE_USER });

test('cancel service: /setting → /request-setting → OTP → /unbinding → /success-unbinding', async ({ page, request }) => {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'ยกเลิกบริการ' }).click();
  await verifyThroughHostOtp(page, request, '0891234501');

  await expect(page).toHaveURL(/\/unbinding$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/success-unbinding$/);
  await expect(page.getByRole('heading', { name: 'ยกเลิกบริการเรียบร้อยแล้ว' })).toBeVisible();
  expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).registered).toBe(false);
});

test('manage personal data: /setting → /request-setting → bank app (KMA) → /consent-maintenance → back to /setting', async ({
  page,
  request,
}) => {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'จัดการข้อมูลส่วนบุคคล' }).click();
  await expect(page).toHaveURL(/\/request-setting$/);
  await page.getByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' }).click();

  // The deep link opens the sandbox's simulated bank app; approving returns to the host.
  await page.getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(page).toHaveURL(/\/consent-maintenance$/, { timeout: 20_000 });

  const frame = page.frameLocator('iframe[title="แบบฟอร์มการให้ความยินยอม"]');
  await frame.getByRole('link', { name: 'ยินยอม', exact: true }).click();
  await expect(page).toHaveURL(/\/setting$/, { timeout: 12_000 });

  const state = await sandboxStateOf(request, REGISTERED_LINE_USER);
  expect(state.customer?.consent).toMatchObject({ status: 'ACCEPTED', via: 'maintenance' });
});

test('manage accounts: /setting → /request-setting → OTP → /confirm-account (Save) → /success-account', async ({ page, request }) => {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' }).click();
  await verifyThroughHostOtp(page, request, '0891234501');

  await expect(page).toHaveURL(/\/confirm-account$/, { timeout: 15_000 });
  const fixedDeposit = page.getByRole('switch', { name: /200-0-00001-3/ });
  await expect(fixedDeposit).toBeChecked();
  await fixedDeposit.click();
  await page.getByRole('button', { name: 'บันทึก' }).click();

  await expect(page).toHaveURL(/\/success-account$/);
  await expect(page.getByRole('heading', { name: 'บันทึกข้อมูลสำเร็จ' })).toBeVisible();
  const linked = (await sandboxStateOf(request, REGISTERED_LINE_USER)).link?.accounts ?? [];
  expect(linked.find((account) => account.accountNumber === '2000000013')?.isNotificationEnabled).toBe(false);
});
