import { keepVerification, sandboxStateOf, verifyTokenByOtp } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { screenAudited } from '../../support/screen-audit';

test.use({ lineUser: REGISTERED_LINE_USER });

test('a customer switches the settings menu to English and cancels the service in English', async ({ page, request }) => {
  await page.goto('/setting');
  await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the service' }).click();
  await expect(page).toHaveURL(/\/request-setting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How do you want to verify your identity?' })).toBeVisible();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'DEREGISTRATION'), 'unbinding');

  await page.goto('/unbinding');
  await expect(page.getByRole('heading', { name: 'Do you want to cancel the service?' })).toBeVisible();
  await screenAudited('/unbinding', 'light', 'en');
  await page.getByRole('button', { name: 'Yes, cancel the service' }).click();

  await expect(page).toHaveURL(/\/success-unbinding$/);
  await expect(page.getByRole('heading', { name: 'The service has been cancelled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to chat' })).toBeVisible();
  expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).registered).toBe(false);
});
