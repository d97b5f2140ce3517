import { holdRequests } from '../../support/held-requests';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

const MENU = ['จัดการผลิตภัณฑ์และบัญชี', 'จัดการข้อมูลส่วนบุคคล', 'จัดการความสนใจ', 'ยกเลิกบริการ'];

test.describe('the settings menu of a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('lists the four items once the pre-setting check has answered', async ({ page }) => {
    await page.goto('/setting');
    const menu = page.getByRole('navigation', { name: 'ตั้งค่า' });
    await expect(menu.getByRole('button')).toHaveText(MENU);
  });

  test('hides personal data when enableSettingConsentManagement is off', async ({ page, sandbox }) => {
    await sandbox.setFeatureFlags({ enableSettingConsentManagement: false });
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
    await expect(page.getByRole('navigation', { name: 'ตั้งค่า' }).getByRole('button')).toHaveText([
      'จัดการผลิตภัณฑ์และบัญชี',
      'จัดการความสนใจ',
      'ยกเลิกบริการ',
    ]);
  });

  // On a slow connection the verification screen's code may still be coming after the tap, and
  // the menu stays on show meanwhile: a second tap, there or on another item, opens nothing more.
  test("a second tap while the verification screen's code is coming opens nothing more, and back returns to the menu", async ({ page }) => {
    const release = await holdRequests(page, /\/page-request-setting\.[0-9a-f]{8}\.js$/);
    await page.goto('/setting');
    const menu = page.getByRole('navigation', { name: 'ตั้งค่า' });
    await menu.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' }).click();
    await expect(page).toHaveURL(/\/request-setting$/);
    await expect(menu).toHaveAttribute('aria-busy', 'true');
    await menu.getByRole('button', { name: 'ยกเลิกบริการ' }).click({ force: true });
    release();
    await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('flow'))).toBe('confirm-account');
    await page.goBack();
    await expect(page).toHaveURL(/\/setting$/);
    await expect(menu).toBeVisible();
  });

  test('a protected item sets its flow and asks how to verify (/request-setting)', async ({ page }) => {
    await page.goto('/setting');
    await page.getByRole('button', { name: 'ยกเลิกบริการ' }).click();
    await expect(page).toHaveURL(/\/request-setting$/);
    expect(await page.evaluate(() => sessionStorage.getItem('flow'))).toBe('unbinding');
  });
});

test('a LINE user who is not registered is sent from /setting to registration', async ({ page }) => {
  await page.goto('/setting');
  await expect(page).toHaveURL(/\/register$/);
});
