import type { APIRequestContext, Page } from '@playwright/test';
import { keepVerification, sandboxStateOf, verifyTokenByOtp } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

test.use({ lineUser: REGISTERED_LINE_USER });

const QUESTION = 'ต้องการยกเลิกบริการหรือไม่';

/** From the settings menu, verified for cancelling (as the host's screens would leave it), to the question. */
async function verifiedAtTheQuestion(page: Page, request: APIRequestContext) {
  await page.goto('/setting');
  await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'DEREGISTRATION'), 'unbinding');
  await page.goto('/unbinding');
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
}

test('cancel service after OTP: the link is removed, and /setting then sends the customer to register', async ({ page, request }) => {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'ยกเลิกบริการ' }).click();
  await expect(page).toHaveURL(/\/request-setting$/);
  await keepVerification(page, await verifyTokenByOtp(page, request, 'DEREGISTRATION'), 'unbinding');
  const scenarioBefore = await page.evaluate(() => localStorage.getItem('scenarioId'));
  expect(scenarioBefore).toBeTruthy();

  await page.goto('/unbinding');
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
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
  await verifiedAtTheQuestion(page, request);
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
  await verifiedAtTheQuestion(page, request);

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

test('a pull to reload while the bank is cancelling, then confirm again: the service-cancelled page, as the bank cancelled it', async ({
  page,
  request,
  sandbox,
}) => {
  await verifiedAtTheQuestion(page, request);
  await sandbox.holdNext({ path: '/un-registers', ms: 5000 });
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  // The call has reached the bank (its hold rule is taken) when the customer pulls to reload; the
  // bank cancels the service, and its answer goes to a page that is no longer there.
  await expect.poll(async () => (await sandbox.heldRules()).length).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
  await expect.poll(async () => (await sandboxStateOf(request, REGISTERED_LINE_USER)).registered, { timeout: 10_000 }).toBe(false);

  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/success-unbinding$/);
  await expect(page.getByRole('heading', { name: 'ยกเลิกบริการเรียบร้อยแล้ว' })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('verifyToken'), localStorage.getItem('scenarioId')])).toEqual([null, null]);
  const state = await sandboxStateOf(request, REGISTERED_LINE_USER);
  expect(state.linkEvents.filter((event) => event.event === 'unlinked')).toHaveLength(1);
});
