import type { APIRequestContext, Page } from '@playwright/test';
import { secondWindow } from '../../support/second-window';
import { keepVerification, sandboxStateOf, verifyTokenByOtp } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

// The mini-app open twice (docs/behaviour.md#unbinding-journey): the service cancelled in one
// window while the other still asks 'cancel the service?'.
test.use({ lineUser: REGISTERED_LINE_USER });

/** Verified for cancelling, on the question. */
async function atTheQuestion(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/setting');
  await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'DEREGISTRATION'), 'unbinding');
  await page.goto('/unbinding');
  await expect(page.getByRole('heading', { name: 'ต้องการยกเลิกบริการหรือไม่' })).toBeVisible();
}

test('cancelled in the other window: confirming here too ends on the service-cancelled page, not the registration landing', async ({
  page,
  request,
  context,
}) => {
  const other = await secondWindow(context, REGISTERED_LINE_USER);
  await atTheQuestion(page, request);
  await atTheQuestion(other, request);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/success-unbinding$/);

  await other.getByRole('button', { name: 'ยืนยัน' }).click();

  await expect(other).toHaveURL(/\/success-unbinding$/);
  await expect(other.getByRole('heading', { name: 'ยกเลิกบริการเรียบร้อยแล้ว' })).toBeVisible();
  expect(await other.evaluate(() => sessionStorage.getItem('verifyToken'))).toBeNull();
  const state = await sandboxStateOf(request, REGISTERED_LINE_USER);
  expect(state.registered).toBe(false);
  expect(state.linkEvents.filter((event) => event.event === 'unlinked')).toHaveLength(1);
});
