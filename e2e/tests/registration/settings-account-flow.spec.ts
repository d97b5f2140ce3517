import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { sandboxState } from '../../support/registration-flow';
import { verifyThroughHostOtp } from '../../support/settings-verification';

test.use({ lineUser: REGISTERED_LINE_USER });

const MOBILE = '0891234501';

test('a registered customer manages accounts from settings: the same screen saves instead of registering', async ({
  page,
  request,
  lineUser,
}) => {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' }).click();
  await verifyThroughHostOtp(page, request, MOBILE);
  await expect(page).toHaveURL(/\/confirm-account$/);

  // The saved choices, not registration's all-on default.
  await expect(page.getByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 200-0-00001-1' })).toBeChecked();
  const current = page.getByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 200-0-00001-2' });
  await expect(current).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'ลงทะเบียน' })).toHaveCount(0);
  await current.check();

  await page.getByRole('button', { name: 'ลบบัญชี บัญชีฝากประจำ 200-0-00001-3' }).click();
  await page.getByRole('alertdialog', { name: 'ต้องการลบบัญชีนี้หรือไม่' }).getByRole('button', { name: 'ลบบัญชี' }).click();
  await expect(page.getByRole('list', { name: 'รายการบัญชี' }).getByRole('listitem')).toHaveCount(2);
  expect((await sandboxState(request, lineUser)).accountDraft).toMatchObject({ deletedAccountIds: [expect.any(String)] });

  await page.getByRole('button', { name: 'เพิ่มบัญชี' }).click();
  await page.getByLabel('เลขที่บัญชี').fill('2000000014');
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-account$/);

  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(/\/success-account$/);

  const state = await sandboxState(request, lineUser);
  expect(state.accountDraft).toBeNull();
  expect(state.link?.accounts.map((account) => [account.accountNumber, account.isNotificationEnabled])).toEqual([
    ['2000000011', true],
    ['2000000012', true],
    ['2000000014', true],
  ]);
});
