import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

test.use({ lineUser: REGISTERED_LINE_USER });
// The chooser offers the OTP alone.
test.beforeEach(({ sandbox }) => sandbox.setFeatureFlags({ enableSettingKma: false }));

test('a host screen whose code failed to load once (a dropped connection) comes on the next try, not the error page for the rest of the visit', async ({
  page,
}) => {
  // The OTP screens' code: not there while the customer's connection is down.
  let connected = false;
  await page.route(/\/page-otp\.[0-9a-f]{8}\.js$/, (route) => (connected ? route.continue() : route.abort('internetdisconnected')));
  await page.goto('/setting');
  await page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' }).click();
  await page.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }).click();

  await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
  connected = true;
  await page.getByRole('button', { name: 'ย้อนกลับ' }).click();
  await page.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }).click();

  await expect(page).toHaveURL(/\/receive-otp$/);
  await expect(page.getByLabel('เบอร์โทรศัพท์มือถือ')).toBeVisible();
});
