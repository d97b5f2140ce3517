import { keepVerification, sandboxStateOf, verifyTokenByOtp } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

test.use({ lineUser: REGISTERED_LINE_USER });

test('cancel service after OTP: the link is removed, and /setting then sends the customer to register', async ({ page, request }) => {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'ยกเลิกบริการ' }).click();
  await expect(page).toHaveURL(/\/request-setting$/);
  await keepVerification(page, await verifyTokenByOtp(page, request, 'DEREGISTRATION'), 'unbinding');
  const scenarioBefore = await page.evaluate(() => localStorage.getItem('scenarioId'));
  expect(scenarioBefore).toBeTruthy();

  await page.goto('/unbinding');
  await expect(page.getByRole('heading', { name: 'ต้องการยกเลิกบริการหรือไม่' })).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยัน' }).click();

  await expect(page).toHaveURL(/\/success-unbinding$/);
  await expect(page.getByRole('heading', { name: 'ยกเลิกบริการเรียบร้อยแล้ว' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('scenarioId'))).not.toBe(scenarioBefore);

  const state = await sandboxStateOf(request, REGISTERED_LINE_USER);
  expect(state.registered).toBe(false);
  expect(state.linkEvents.map((event) => event.event)).toContain('unlinked');

  await page.goto('/setting');
  await expect(page).toHaveURL(/\/register$/);
});

test('cancelling the question keeps the service and returns to the menu', async ({ page, request }) => {
  await page.goto('/setting');
  await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'DEREGISTRATION'), 'unbinding');
  await page.goto('/unbinding');
  await page.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
  expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).registered).toBe(true);
});

test('/unbinding opened without verification asks to verify first and cancels nothing', async ({ page, request }) => {
  await page.goto('/unbinding');
  await expect(page).toHaveURL(/\/request-setting$/);
  expect(await page.evaluate(() => sessionStorage.getItem('flow'))).toBe('unbinding');
  expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).registered).toBe(true);
});

test('a verification that expired before the confirm asks the customer to verify again and cancels nothing', async ({
  page,
  request,
  sandbox,
}) => {
  await page.goto('/setting');
  await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'DEREGISTRATION'), 'unbinding');
  await page.goto('/unbinding');
  await expect(page.getByRole('heading', { name: 'ต้องการยกเลิกบริการหรือไม่' })).toBeVisible();

  // The sandbox applies a new lifetime to tokens already issued: on its clock a minute on, the
  // verify token is stale.
  await sandbox.setTokenLifetime(60);
  await sandbox.advanceClock(61);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();

  await expect(page.getByRole('alertdialog', { name: 'การยืนยันตัวตนหมดเวลา' })).toBeVisible();
  await page.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/request-setting$/);
  expect(await page.evaluate(() => sessionStorage.getItem('verifyToken'))).toBeNull();
  expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).registered).toBe(true);
});
