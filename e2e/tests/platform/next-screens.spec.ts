import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { CUSTOMERS, fillInfo } from '../../support/registration-flow';

/** The file name of every script the page has asked for, in order. */
function scriptsAskedFor(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    // Web Vitals comes a few seconds after every page's load event, whatever the screen.
    if (request.resourceType() === 'script' && !name.startsWith('web-vitals.')) names.push(name);
  });
  return names;
}

const chunk = (name: string) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`);

test('once a screen is idle, the next screen comes without fetching a script, across into the host too', async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto('/register');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  const terms = page.getByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' });
  await expect(terms).toContainText('ข้อกำหนดและเงื่อนไข');

  // While the customer reads the terms, the info screen's code and the host's OTP screen's arrive.
  await expect.poll(() => asked.some((name) => chunk('page-info').test(name))).toBe(true);
  await expect.poll(() => asked.some((name) => chunk('page-otp').test(name))).toBe(true);
  await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await page.getByRole('checkbox', { name: 'ข้าพเจ้าได้อ่านและยอมรับข้อกำหนดและเงื่อนไข' }).check();
  const before = asked.length;
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByLabel('เลขบัตรประชาชน')).toBeVisible();
  expect(asked.slice(before)).toEqual([]);

  // /info hands over to the host's /otp: that screen's code is already here too.
  const beforeOtp = asked.length;
  await fillInfo(page, CUSTOMERS.withoutKma);
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByLabel('รหัส OTP 6 หลัก')).toBeVisible();
  expect(asked.slice(beforeOtp)).toEqual([]);
});

test("a tap on the landing's Next as soon as it is live fetches no script: the terms screen came with the landing", async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto('/register');
  // The server's drawing of Next is disabled: it comes alive with the app.
  const next = page.getByRole('button', { name: 'ถัดไป' });
  await expect(next).toBeEnabled();
  const before = asked.length;
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
  expect(asked.slice(before)).toEqual([]);
});
