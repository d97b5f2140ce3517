import { expect, test } from '../../support/fixtures';

test('back from the terms returns to the landing without leaving the terms behind it for the phone back', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await page.getByRole('button', { name: 'ย้อนกลับ' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeVisible();
  // The landing was the first screen: the phone's back now leaves the app, it does not reopen the terms.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/terms-and-conditions$/);
});
