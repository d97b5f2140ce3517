import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';
import { holdRequests } from '../../support/held-requests';
import { startOwnApp } from '../../support/own-app';
import { APP_PORTS } from '../../support/app-ports';
import { REGISTERED_CUSTOMER, requestStatementUrl } from '../../support/statement-journey';

// Its own ports beside the suite's (HOST_PORT + 50 …), so parallel runs on other ports never collide.
const OWN_BASE_PORT = Number(APP_PORTS.host) + 50;
const ownPort = (offset: number) => `:${OWN_BASE_PORT + offset}/`;
let app: Awaited<ReturnType<typeof startOwnApp>>;

/** Holds back the entry of the remote on own port + `offset` (any version of it) until the returned function is called. */
const holdRemoteEntry = (page: Page, offset: number) => holdRequests(page, `**${ownPort(offset)}**/remoteEntry.js`);

test.beforeAll(async () => {
  app = await startOwnApp(OWN_BASE_PORT);
});
test.afterAll(async () => {
  await app.close();
});

test('a stopped remote shows the unavailable page on its routes only, and ลองใหม่ recovers it without reload', async ({ page }) => {
  await app.stopRemote('registration');
  await page.goto(app.url('/register'));
  await expect(page.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
  await expect(page.getByText('กรุณาลองใหม่อีกครั้ง')).toBeVisible();

  // Other routes keep working in the same page.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/success-statement');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'ส่งคำขอรายการเดินบัญชีเรียบร้อยแล้ว' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/general-error');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();

  await page.evaluate(() => {
    window.history.pushState({}, '', '/register');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();

  await app.startRemote('registration');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.getByRole('button', { name: 'ลองใหม่' }).click();
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
  expect(navigations).toEqual([]);
});

test('a remote that answers with a broken entry script is contained the same way', async ({ page }) => {
  await page.route('**/remoteEntry.js', (route) =>
    route.request().url().includes(ownPort(3))
      ? route.fulfill({ body: 'throw new Error("broken")', contentType: 'text/javascript' })
      : route.continue(),
  );
  await page.goto(app.url('/success-statement'));
  await expect(page.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
  await page.goto(app.url('/register'));
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
});

test('a slow remote shows a spinner, never a blank page, until its page arrives', async ({ page }) => {
  const releaseRemote = await holdRemoteEntry(page, 1);
  // The remote entry is requested before the page's load event (the config is inlined), so
  // waiting for `load` would also wait out the slow remote.
  await page.goto(app.url('/terms-and-conditions'), { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'กำลังโหลด' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'ข้อกำหนดและเงื่อนไข' })).toHaveCount(0);
  releaseRemote();
  await expect(page.getByRole('heading', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
});

test('the landing is drawn from the HTML while its remote is slow, then works once it arrives', async ({ page }) => {
  const releaseRemote = await holdRemoteEntry(page, 1);
  await page.goto(app.url('/register'), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'กำลังโหลด' })).toHaveCount(0);
  // The drawing's button cannot be pressed before the app has started.
  const next = page.getByRole('button', { name: 'ถัดไป' });
  await expect(next).toBeDisabled();
  releaseRemote();
  // The real page replaces the drawing: its button now leads on.
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
});

test.describe('a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('the settings menu is drawn from the HTML while its remote is slow, inert until the bank has answered', async ({ page }) => {
    const releaseRemote = await holdRemoteEntry(page, 2);
    await page.goto(app.url('/setting'), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'ตั้งค่า' })).toBeVisible();
    const cancelService = page.getByRole('navigation', { name: 'ตั้งค่า' }).getByRole('button', { name: 'ยกเลิกบริการ' });
    await expect(cancelService).toBeVisible();
    await expect(cancelService).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'กำลังโหลด' })).toHaveCount(0);
    releaseRemote();
    await expect(cancelService).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'ตั้งค่า' })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'ตั้งค่า' })).toHaveCount(1);
  });

  test('the statement entry says it is checking the account from the HTML while its remote is slow, then goes on', async ({ page }) => {
    const releaseRemote = await holdRemoteEntry(page, 3);
    await page.goto(app.url(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef)), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'ขอรายการเดินบัญชี' })).toBeVisible();
    await expect(page.getByText('กำลังตรวจสอบข้อมูลบัญชีของคุณ')).toBeVisible();
    releaseRemote();
    await expect(page).toHaveURL(/\/request-setting$/);
    await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
  });
});

test('after ลองใหม่ brings a remote back, focus is on its page’s heading, where a screen reader is told where it is', async ({ page }) => {
  await page.clock.install();
  await app.stopRemote('registration');
  await page.goto(app.url('/register'));
  const unavailable = page.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' });
  await expect(unavailable).toBeFocused();
  await app.startRemote('registration');
  // The customer reads the page a while before trying again.
  await page.clock.fastForward(10_000);
  await page.getByRole('button', { name: 'ลองใหม่' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeFocused();
});
