import type { Browser, Page } from '@playwright/test';
import { inflateSync } from 'node:zlib';
import { contrastRatio } from '../../support/contrast';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import {
  continueFromAccountInfo,
  CUSTOMERS,
  fillInfo,
  finishSurvey,
  registerAndPassSuccessPopup,
  verifyRegistrationOtp,
} from '../../support/registration-flow';
import { screenAudited, seriousFindingsNow, wasAudited } from '../../support/screen-audit';
import { bankToday, openStatementForm, thaiFullDate, waitForPrefilledEmail } from '../../support/statement-journey';

/**
 * LINE follows the phone's dark mode (`prefers-color-scheme`): every screen and popup is drawn
 * from the design tokens' dark values, which axe holds to WCAG AA, and the page is dark from its
 * first paint, before any script runs.
 */
test.use({ colorScheme: 'dark' });

// The tokens' dark --surface, which is also the browser's own dark page colour.
const DARK_SURFACE = [18, 18, 18];
// The tokens' dark --focus, the keyboard's focus ring.
const DARK_FOCUS = [138, 180, 248];

/** The colour of one CSS pixel of the page at (x, y), read from a screenshot of it. */
async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, scale: 'css', animations: 'disabled' });
  // A 1×1 PNG: its image data is one filter byte then the pixel, which every PNG filter leaves
  // as it is for the first pixel of the first row.
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return [...inflateSync(Buffer.concat(chunks)).subarray(1, 4)];
}

/**
 * Waits until the journey's own axe audit (support/screen-audit.ts, run by the fixture on every
 * screen met; a serious or critical finding fails the test) has checked `screen` in the dark, so
 * the test moves on only once it has.
 */
async function audited(screen: string): Promise<void> {
  await screenAudited(screen, 'dark');
}

/** The page as the server sends it, with no script run at all. */
async function firstPaintOf(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await pixelAt(page, 0, 0);
  } finally {
    await context.close();
  }
}

test('the page is dark at its first paint, before any script: a prerendered first screen and an empty page alike', async ({ browser }) => {
  // Landing and settings menu: drawn in the HTML with the kernel's stylesheet.
  expect(await firstPaintOf(browser, '/register')).toEqual(DARK_SURFACE);
  expect(await firstPaintOf(browser, '/setting')).toEqual(DARK_SURFACE);
  // No drawing in the HTML: the page's own colour until main.js draws the screen.
  expect(await firstPaintOf(browser, '/general-error')).toEqual(DARK_SURFACE);
});

test('a new customer registers by OTP in the dark: landing, terms, details, OTP, success popup and page pass axe', async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  // The page's clock, running as a phone's until the success popup (below).
  await page.clock.install();
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  expect(await pixelAt(page, 0, 0)).toEqual(DARK_SURFACE);
  await audited('/register');

  await page.getByRole('button', { name: 'ถัดไป' }).click();
  const terms = page.getByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' });
  await expect(terms).toContainText('ข้อกำหนดและเงื่อนไข');
  await audited('/terms-and-conditions');
  await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await page.getByRole('checkbox', { name: 'ข้าพเจ้าได้อ่านและยอมรับข้อกำหนดและเงื่อนไข' }).check();
  await page.getByRole('button', { name: 'ถัดไป' }).click();

  await expect(page).toHaveURL(/\/info$/);
  await audited('/info');
  await fillInfo(page, CUSTOMERS.withoutKma);
  await expect(page.getByLabel('รหัส OTP 6 หลัก')).toBeVisible();
  await audited('/otp');
  await verifyRegistrationOtp(page, request, CUSTOMERS.withoutKma);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');
  // The success popup leaves after 2 s of the page's clock, and its audit can take longer on a
  // loaded machine: the clock is held from Register and moved on in small steps until the popup
  // has been audited, short of its 2 s, then runs on (held half a second ahead: the clock runs
  // on while its time is read).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await registerAndPassSuccessPopup(page);
  for (let held = 0; held < 1500 && !wasAudited('/confirm-account|k-success-title', 'dark'); held += 50) await page.clock.runFor(50);
  await audited('/confirm-account|k-success-title');
  await page.clock.resume();
  await finishSurvey(page, ['สินเชื่อบ้าน']);
  await audited('/success');
});

test('the unavailable page passes axe in the dark', async ({ page }) => {
  await page.goto('/general-error');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audited('/general-error');
});

test.describe('a registered customer in the dark', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('the settings menu and an alert popup over it pass axe', async ({ page, sandbox }) => {
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
    await audited('/setting');

    await sandbox.failNext({ path: '/settings/check-pre-setting', code: 'LKS0402' });
    await page.reload();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audited('/setting|k-alert-title');
  });

  test('a keyboard user sees the focus ring on every side of a settings menu item', async ({ page }) => {
    await page.goto('/setting');
    const first = page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' });
    await expect(first).toBeEnabled();
    for (let presses = 0; presses < 10 && !(await first.evaluate((item) => item === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(first).toBeFocused();
    const box = await first.boundingBox();
    if (!box) throw new Error('the menu item is not drawn');
    const middle = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    // The tokens' dark --focus; the ring is 3 px wide, so one of these pixels is wholly inside it.
    const ringSeen = async (points: Array<[number, number]>) => {
      for (const [x, y] of points) if ((await pixelAt(page, x, y)).join() === DARK_FOCUS.join()) return true;
      return false;
    };
    const across = (from: number) => Array.from({ length: 13 }, (_, step) => from - 6 + step);
    expect(await ringSeen(across(Math.round(box.x)).map((x) => [x, middle.y])), 'the ring at its left').toBe(true);
    expect(await ringSeen(across(Math.round(box.x + box.width)).map((x) => [x, middle.y])), 'the ring at its right').toBe(true);
    expect(await ringSeen(across(Math.round(box.y)).map((y) => [middle.x, y])), 'the ring at its top').toBe(true);
  });

  test('the statement form and its calendar pass axe, a chosen day included', async ({ page }) => {
    await openStatementForm(page);
    await waitForPrefilledEmail(page);
    await audited('/select-statement');

    await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
    await page.getByLabel('ถึงวันที่').click();
    const calendar = page.getByRole('dialog', { name: 'ถึงวันที่' });
    await expect(calendar).toBeVisible();
    await audited('/select-statement|ถึงวันที่');
    const today = calendar.getByRole('button', { name: thaiFullDate(await bankToday(page)) });
    await today.click();
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    // The audit saw the calendar as it opened; a chosen day (dark ink on yellow) is checked here.
    expect(await seriousFindingsNow(page, '/select-statement|ถึงวันที่'), 'a chosen day in the dark').toEqual([]);
  });

  test('an empty date field of the statement form shows its hint at 4.5:1 or more', async ({ page }) => {
    await openStatementForm(page);
    await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
    const from = page.getByLabel('ตั้งแต่วันที่');
    await expect(from).toHaveValue('');
    await expect(from).toHaveAttribute('placeholder', 'เลือกวันที่');
    // axe leaves placeholders out of its contrast check: the hint's colour and the field's, as drawn.
    const [hint, field] = await from.evaluate((input) => [
      getComputedStyle(input, '::placeholder').color,
      getComputedStyle(input).backgroundColor,
    ]);
    expect(contrastRatio(hint ?? '', field ?? ''), `hint ${hint} on field ${field}`).toBeGreaterThanOrEqual(4.5);
  });
});
