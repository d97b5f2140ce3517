import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { secondWindow } from '../../support/second-window';
import { keepVerification, sandboxStateOf, verifyTokenByOtp } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

// The mini-app open twice (two LINE windows share the bank and localStorage, each its own
// sessionStorage): a list one window still shows may have changed at the bank from the other.
test.use({ lineUser: REGISTERED_LINE_USER });

const TIME_DEPOSIT = 'บัญชีฝากประจำ 200-0-00001-3';

/** Verified for managing accounts, on the list. */
async function onTheAccountList(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/setting');
  await expect(page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' })).toBeEnabled();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'ACCOUNT_MANAGEMENT'), 'confirm-account');
  await page.goto('/confirm-account');
  await expect(page.getByRole('switch', { name: `แจ้งเตือน ${TIME_DEPOSIT}` })).toBeVisible();
}

async function deleteTimeDeposit(page: Page): Promise<void> {
  await page.getByRole('button', { name: `ลบบัญชี ${TIME_DEPOSIT}` }).click();
  await page.getByRole('alertdialog', { name: 'ต้องการลบบัญชีนี้หรือไม่' }).getByRole('button', { name: 'ลบบัญชี' }).click();
}

/** Both windows on the list; then the first deletes the fixed deposit and saves. Returns the second. */
async function deletedInTheFirstWindow(page: Page, request: APIRequestContext, context: BrowserContext): Promise<Page> {
  const other = await secondWindow(context, REGISTERED_LINE_USER);
  await onTheAccountList(page, request);
  await onTheAccountList(other, request);
  await deleteTimeDeposit(page);
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(/\/success-account$/);
  return other;
}

async function answerAccountNotFound(page: Page): Promise<void> {
  const popup = page.getByRole('alertdialog', { name: 'ไม่พบเลขที่บัญชีนี้' });
  await popup.getByRole('button', { name: 'ตกลง' }).click();
  await expect(popup).toBeHidden();
}

test('an account deleted in the other window: Save here says so, then shows the bank’s list, and saving it goes through', async ({
  page,
  request,
  context,
}) => {
  const other = await deletedInTheFirstWindow(page, request, context);

  await other.getByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 200-0-00001-2' }).click();
  await other.getByRole('button', { name: 'บันทึก' }).click();
  await answerAccountNotFound(other);

  // The account the bank no longer links is gone from the list; the others are as the bank has them.
  await expect(other.getByRole('switch', { name: `แจ้งเตือน ${TIME_DEPOSIT}` })).toHaveCount(0);
  await expect(other.getByRole('switch')).toHaveCount(2);
  await other.getByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 200-0-00001-2' }).click();
  await other.getByRole('button', { name: 'บันทึก' }).click();
  await expect(other).toHaveURL(/\/success-account$/);
  const linked = (await sandboxStateOf(request, REGISTERED_LINE_USER)).link?.accounts ?? [];
  expect(linked.map(({ accountNumber, isNotificationEnabled }) => [accountNumber, isNotificationEnabled])).toEqual([
    ['2000000011', true],
    ['2000000012', true],
  ]);
});

test('an account deleted in the other window: deleting it here too says so and leaves it off the list', async ({
  page,
  request,
  context,
}) => {
  const other = await deletedInTheFirstWindow(page, request, context);

  await deleteTimeDeposit(other);
  await answerAccountNotFound(other);

  await expect(other.getByRole('switch', { name: `แจ้งเตือน ${TIME_DEPOSIT}` })).toHaveCount(0);
  await expect(other.getByRole('switch')).toHaveCount(2);
});
