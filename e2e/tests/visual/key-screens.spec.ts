import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

/**
 * The key screens against committed pictures (e2e/visual-baselines/): an unintended change of
 * look fails here. Fonts are self-hosted and animations are off, so the pictures only move when
 * the screens do. After an intended change: `npm run test:e2e:update-visuals`.
 */

test('registration landing', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  await expect(page).toHaveScreenshot('register.png');
});

test('system unavailable', async ({ page }) => {
  await page.goto('/general-error');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveScreenshot('general-error.png');
});

test('locked, with its countdown hidden from the comparison', async ({ page }) => {
  await page.goto('/locked-register');
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  await expect(page).toHaveScreenshot('locked-register.png', { mask: [timer] });
});

test.describe('a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('settings menu', async ({ page }) => {
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
    await expect(page).toHaveScreenshot('setting.png');
  });

  test('an alert popup over the settings menu', async ({ page, sandbox }) => {
    await sandbox.failNext({ path: '/settings/check-pre-setting', code: 'LKS0402' });
    await page.goto('/setting');
    const popup = page.getByRole('alertdialog');
    await expect(popup).toBeVisible();
    await expect(page).toHaveScreenshot('alert-popup.png');
  });
});
