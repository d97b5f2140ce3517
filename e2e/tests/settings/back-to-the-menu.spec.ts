import { sandboxStateOf, verifyThroughHostOtp } from '../../support/settings-verification';
import { readOutbox } from '../../support/sandbox';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

// Opening the settings menu ends the journey that asked for verification (docs/behaviour.md#verification-journey);
// a verification screen the phone's history brings back after that has nothing to verify for.
test.use({ lineUser: REGISTERED_LINE_USER });

test('the phone back to the menu, then forward to the chooser: the customer is on the menu, not verifying for the journey the menu ended', async ({
  page,
  request,
}) => {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'ยกเลิกบริการ' }).click();
  await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
  await page.goForward();

  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
  // Asked again from the menu, the journey is the one the customer chose.
  await page.getByRole('button', { name: 'ยกเลิกบริการ' }).click();
  await verifyThroughHostOtp(page, request, '0891234501');
  await expect(page.getByRole('heading', { name: 'ต้องการยกเลิกบริการหรือไม่' })).toBeVisible();
  expect((await readOutbox(request, '0891234501')).sms).toHaveLength(1);
});

test('the phone back from service cancelled leaves the cancelled journey: registration, not its phone entry', async ({ page, request }) => {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'ยกเลิกบริการ' }).click();
  await verifyThroughHostOtp(page, request, '0891234501');
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('heading', { name: 'ยกเลิกบริการเรียบร้อยแล้ว' })).toBeVisible();
  const smsSent = (await readOutbox(request, '0891234501')).sms.length;

  await page.goBack();

  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
  expect((await readOutbox(request, '0891234501')).sms).toHaveLength(smsSent);
  expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).registered).toBe(false);
});

test('LINE reopened on the bank-app launch with no journey under way: the menu, and no prompt sent to the bank app', async ({
  page,
  request,
}) => {
  await page.goto(`/?liff.state=${encodeURIComponent('/redirect-kma')}`);

  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
  expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).kmaRequests).toEqual([]);
});
