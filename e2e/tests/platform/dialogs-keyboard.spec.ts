import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { bankToday, openStatementForm, shiftDays, thaiFullDate } from '../../support/statement-journey';

/** Popups are modal dialogs for keyboard and screen-reader users too, in the real browser. */

test.use({ lineUser: REGISTERED_LINE_USER });

const focusIsInside = (selector: string) => (page: import('@playwright/test').Page) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test('an alert takes focus, keeps Tab inside, makes the page behind inert and closes on Esc', async ({ page, sandbox }) => {
  await sandbox.failNext({ path: '/settings/check-pre-setting', code: 'LKS0402' });
  await page.goto('/setting');
  const popup = page.getByRole('alertdialog', { name: 'ไม่พบข้อมูลลูกค้า' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'ตกลง' })).toBeFocused();
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside('dialog[open]')(page)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusIsInside('dialog[open]')(page)).toBe(true);
  // The page behind cannot take focus (inert) while the popup is up.
  const behindTookFocus = await page.evaluate(() => {
    const behind = document.querySelector<HTMLElement>('main h1');
    behind?.focus();
    return document.activeElement === behind;
  });
  expect(behindTookFocus).toBe(false);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

test('the calendar: arrow keys move by day and week, Tab stays inside, Esc closes and focus returns to the field', async ({ page }) => {
  await openStatementForm(page);
  const today = await bankToday(page);
  await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
  const field = page.getByLabel('ถึงวันที่');
  await field.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'ถึงวันที่' });
  await expect(calendar).toBeVisible();
  // Focus starts on today, named in full.
  await expect(calendar.getByRole('button', { name: thaiFullDate(today) })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(calendar.getByRole('button', { name: thaiFullDate(shiftDays(today, -7)) })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(calendar.getByRole('button', { name: thaiFullDate(shiftDays(today, -8)) })).toBeFocused();
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside('dialog[open]')(page)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
});

test('each route names the document after its screen and moves focus to the heading', async ({ page }) => {
  await page.goto('/setting');
  await expect(page.getByRole('heading', { name: 'ตั้งค่า' })).toBeVisible();
  await expect(page).toHaveTitle('ตั้งค่า');
  await page.getByRole('button', { name: 'ยกเลิกบริการ' }).click();
  await expect(page).toHaveURL(/\/request-setting$/);
  await expect(page).toHaveTitle('เลือกวิธียืนยันตัวตน');
  await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeFocused();
});
