import type { Page } from '@playwright/test';
import { countRequests, holdRequests } from '../../support/held-requests';
import { keepVerification, verifyTokenByOtp } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

test.use({ lineUser: REGISTERED_LINE_USER });

async function openAccountsToManage(page: Page, request: Parameters<typeof verifyTokenByOtp>[1]) {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' }).click();
  await expect(page).toHaveURL(/\/request-setting$/);
  await keepVerification(page, await verifyTokenByOtp(page, request, 'ACCOUNT_MANAGEMENT'), 'confirm-account');
  await page.goto('/confirm-account');
  await expect(page.getByRole('switch', { name: /200-0-00001-2/ })).toBeVisible();
}

// A slow bank, held by the browser until the test lets it answer: the spinner is up, announced,
// and a key press on the button that keeps focus (LINE on a PC, a keyboard) sends nothing more.
test.describe('a slow bank on /confirm-account', () => {
  test('a second Enter on Save while the bank saves sends the list once', async ({ page, request }) => {
    await openAccountsToManage(page, request);
    const saves = countRequests(page, '/bank-accounts/submit');
    const release = await holdRequests(page, '**/bank-accounts/submit');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expect.poll(saves).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'กำลังโหลด' })).toBeAttached();
    await page.keyboard.press('Enter');
    release();
    await expect(page).toHaveURL(/\/success-account$/);
    expect(saves()).toBe(1);
  });

  test('a second Enter on a delete while the bank deletes asks nothing more and deletes once', async ({ page, request }) => {
    await openAccountsToManage(page, request);
    const deletes = countRequests(page, '/bank-accounts/soft-delete');
    const release = await holdRequests(page, '**/bank-accounts/soft-delete');
    await page.getByRole('button', { name: /ลบบัญชี .*200-0-00001-1/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'ลบบัญชี' }).click();
    await expect.poll(deletes).toBe(1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('list', { name: 'รายการบัญชี' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(deletes()).toBe(1);
  });
});
