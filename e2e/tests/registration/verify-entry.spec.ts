import { expect, test } from '../../support/fixtures';

test('/verify is the registration landing too: blurbs, then ถัดไป to the terms', async ({ page }) => {
  await page.goto('/verify');
  await expect(page).toHaveTitle('ลงทะเบียนบริการธนาคารบน LINE');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
});
