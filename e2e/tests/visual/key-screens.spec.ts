import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

/**
 * The key screens against committed pictures (e2e/visual-baselines/), in the light scheme and in
 * the dark one (LINE follows the phone's dark mode): an unintended change of look fails here.
 * Fonts are self-hosted and animations are off, so the pictures only move when the screens do.
 * After an intended change: `npm run test:e2e:update-visuals`.
 */
const SCHEMES = [
  { colorScheme: 'light', suffix: '' },
  { colorScheme: 'dark', suffix: '-dark' },
] as const;

for (const { colorScheme, suffix } of SCHEMES) {
  test.describe(`in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('registration landing', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
      await expect(page).toHaveScreenshot(`register${suffix}.png`);
    });

    test('system unavailable', async ({ page }) => {
      await page.goto('/general-error');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveScreenshot(`general-error${suffix}.png`);
    });

    test('locked, with its countdown hidden from the comparison', async ({ page }) => {
      await page.goto('/locked-register');
      const timer = page.getByRole('timer');
      await expect(timer).toBeVisible();
      await expect(page).toHaveScreenshot(`locked-register${suffix}.png`, { mask: [timer] });
    });

    test.describe('a registered customer', () => {
      test.use({ lineUser: REGISTERED_LINE_USER });

      test('settings menu', async ({ page }) => {
        await page.goto('/setting');
        await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
        await expect(page).toHaveScreenshot(`setting${suffix}.png`);
      });

      test('an alert popup over the settings menu', async ({ page, sandbox }) => {
        await sandbox.failNext({ path: '/settings/check-pre-setting', code: 'LKS0402' });
        await page.goto('/setting');
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expect(page).toHaveScreenshot(`alert-popup${suffix}.png`);
      });
    });
  });
}
