import { BANK_PREFIX } from '../../support/sandbox';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

test('the chat ID token is exchanged for an access token kept in sessionStorage only', async ({ page }) => {
  await page.goto('/register');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  expect(page.url()).not.toContain(token ?? '-');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test.describe('as a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('an expired access token (LKS0106) is re-verified with the chat ID token and the call retried', async ({ page, sandbox }) => {
    const exchanges: number[] = [];
    const checks: number[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().method() === 'OPTIONS') return;
      if (path === `${BANK_PREFIX}/verify-token`) exchanges.push(response.status());
      if (path === `${BANK_PREFIX}/settings/check-pre-setting`) checks.push(response.status());
    });
    await page.goto('/register');
    await expect.poll(() => exchanges.length).toBe(1);

    // The sandbox applies a lifetime to tokens already issued: on its clock a minute on, this one
    // is stale, and the one the exchange then issues has a minute to be used.
    await sandbox.setTokenLifetime(60);
    await sandbox.advanceClock(61);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/setting');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' })).toBeEnabled();
    await expect.poll(() => checks).toEqual([401, 200]);
    expect(exchanges).toEqual([200, 200]);
  });
});

test('when the token exchange keeps failing, five tries 1 s apart end on /general-error', async ({ page, sandbox }) => {
  await sandbox.failNext({ path: '/verify-token', code: 'LKS0107', status: 401, times: 5 });
  // When the browser started each try, by its own clock: the test process receives the events
  // later, by a varying delay on a busy machine, which made the gaps look shorter than they were.
  const tries: number[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/verify-token')) tries.push(request.timing().startTime);
  });
  await page.goto('/register');
  await expect(page).toHaveURL(/\/general-error$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
  await expect.poll(() => tries.length).toBe(5);
  tries.sort((a, b) => a - b);
  // Four waits of 1 s; a few milliseconds of timer granularity allowed, nothing like a missing wait.
  expect(tries[4]! - tries[0]!).toBeGreaterThanOrEqual(3990);
});
