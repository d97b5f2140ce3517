import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { verifyThroughHostOtp } from '../../support/settings-verification';

// A phone or a browser shared by two LINE accounts (docs/security.md, "One device, two LINE
// accounts"): nothing one LINE user left in the browser may act or show for the other.
test.use({ lineUser: REGISTERED_LINE_USER });

/** A second registered customer (sandbox-api/SEED.md). */
const OTHER_LINE_USER = 'U-no-consent-1';

test('[family:token-misuse] another LINE account logging in, in the same browser tab, never gets the verified account screen of the one before', async ({
  page,
  request,
}) => {
  await page.goto('/setting?sandboxClient=browser');
  await page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' }).click();
  await verifyThroughHostOtp(page, request, '0891234501');
  await expect(page).toHaveURL(/\/confirm-account$/);
  await expect(page.getByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 200-0-00001-1' })).toBeVisible();

  // LINE Login in the same tab brings back the same address, now as another LINE account.
  await page.goto(`/confirm-account?sandboxUser=${OTHER_LINE_USER}`);

  // Nothing verified is left to continue: the new customer starts from their own settings menu.
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' })).toBeVisible();
  await expect(page.getByText('200-0-00001-1')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('verifyToken'))).toBeNull();
});
