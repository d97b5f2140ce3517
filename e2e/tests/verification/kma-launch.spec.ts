import type { Page } from '@playwright/test';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { SANDBOX_URL } from '../../support/sandbox';
import { screenAudited } from '../../support/screen-audit';
import { goInApp, startFlow, verificationBank } from '../../support/verification-bank';

test.use({ lineUser: REGISTERED_LINE_USER });

/** The bank answers for real; only the deep link in its answer is swapped, as a different bank app would send it. */
async function bankSendsDeepLink(page: Page, uri: string) {
  await page.route('**/verification/kma/request', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, string> };
    body.data.authenticationApplicationUri = uri;
    await route.fulfill({ response, json: body });
  });
}

test('no app opens the deep link: after 5 s the not-registered popup offers OTP', async ({ page, request }) => {
  const bank = verificationBank(request);
  // A link on a trusted origin that answers 204 leaves the page where it is, as a phone without
  // the app does with the app's link. (Headless Chromium swallows the next tap after an
  // unregistered custom scheme, which a phone does not; the scheme rules are unit-tested.)
  const appLink = `${SANDBOX_URL}/__sandbox/no-app-installed`;
  await page.route(appLink, (route) => route.fulfill({ status: 204 }));
  await bankSendsDeepLink(page, appLink);
  await page.clock.install();
  await startFlow(page, 'unbinding');
  await goInApp(page, '/request-setting');
  await page.getByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' }).click();
  await expect(page).toHaveURL(/\/redirect-kma$/);
  await expect(page.getByRole('button', { name: 'เปิดแอปพลิเคชันของธนาคาร' })).toBeVisible();
  const popup = page.getByRole('alertdialog', { name: 'คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร' });
  await expect(popup).toBeHidden();
  // The waiting screen settles on the page's held clock, short of the 5 s, for its audit (and the gallery's picture).
  await page.clock.runFor(1000);
  await screenAudited('/redirect-kma');
  await expect(popup).toBeHidden();
  // The page's clock jumps the rest of the 5 s (the exact edge is the unit test's): no app took the link.
  await page.clock.fastForward(4000);
  await expect(popup).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ไม่พบแอปพลิเคชันของธนาคารในเครื่องนี้' })).toBeVisible();
  await popup.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }).click();
  await expect(page).toHaveURL(/\/receive-otp$/);
  expect(await page.evaluate(() => sessionStorage.getItem('authRef'))).toBeNull();
  expect((await bank.state(REGISTERED_LINE_USER)).kmaRequests).toHaveLength(1);
});

test('a deep link to an untrusted web origin is not followed', async ({ page }) => {
  const visited: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith('https://phish.example')) visited.push(sent.url());
  });
  await bankSendsDeepLink(page, 'https://phish.example/kma');
  await startFlow(page, 'unbinding');
  await goInApp(page, '/request-setting');
  await page.getByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' }).click();
  await expect(page).toHaveURL(/\/auth-common-verification-error$/);
  expect(visited).toEqual([]);
});
