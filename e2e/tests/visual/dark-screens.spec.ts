import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

/**
 * Key screens in the dark scheme (LINE follows the phone's dark mode) against committed
 * pictures, beside the light ones of e2e/tests/visual/key-screens.spec.ts.
 */
test.use({ colorScheme: 'dark' });

test('registration landing in the dark', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  await expect(page).toHaveScreenshot('register-dark.png');
});

test('system unavailable in the dark', async ({ page }) => {
  await page.goto('/general-error');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveScreenshot('general-error-dark.png');
});

test.describe('a registered customer in the dark', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('settings menu in the dark', async ({ page }) => {
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
    await expect(page).toHaveScreenshot('setting-dark.png');
  });

  test('an alert popup over the settings menu in the dark', async ({ page, sandbox }) => {
    await sandbox.failNext({ path: '/settings/check-pre-setting', code: 'LKS0402' });
    await page.goto('/setting');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(page).toHaveScreenshot('alert-popup-dark.png');
  });
});
