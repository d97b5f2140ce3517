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
