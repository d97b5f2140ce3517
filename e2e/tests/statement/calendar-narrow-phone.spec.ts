import type { Page } from '@playwright/test';
import { LOCAL_KEYS } from '../../../shared-kernel/src/core/storage/keys';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { openStatementForm, REGISTERED_CUSTOMER } from '../../support/statement-journey';
import { SCREEN_TEXTS } from '../../support/texts';

test.use({ lineUser: REGISTERED_LINE_USER });

/**
 * The phone's largest text (Android's font size at 200 %, which LINE's in-app browser follows):
 * every size token doubled (set through the CSSOM, which the page's policy allows).
 */
async function textAt200Percent(page: Page): Promise<void> {
  await page.evaluate(() => {
    const doubled: Record<string, string> = { '--text-sm': '28px', '--text-md': '32px', '--text-lg': '36px', '--text-xl': '44px' };
    for (const [token, size] of Object.entries(doubled)) document.documentElement.style.setProperty(token, size);
  });
}

test('on a 320 px phone every day of the calendar, Saturday too, is on screen and can be tapped', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openStatementForm(page);
  await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
  await page.getByLabel('ตั้งแต่วันที่').click();
  const calendar = page.getByRole('dialog', { name: 'ตั้งแต่วันที่' });
  await expect(calendar).toBeVisible();
  const popup = await calendar.boundingBox();
  const days = await calendar.getByRole('button', { name: /^วัน/ }).evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return {
        name: button.getAttribute('aria-label'),
        left: Math.round(box.left),
        right: Math.round(box.right),
        width: Math.round(box.width),
      };
    }),
  );
  expect(days.length).toBeGreaterThanOrEqual(28);
  expect(popup).not.toBeNull();
  const inside = { left: Math.floor(popup?.x ?? 0), right: Math.ceil((popup?.x ?? 0) + (popup?.width ?? 0)) };
  expect(days.filter((day) => day.left < inside.left || day.right > inside.right || day.right > 320)).toEqual([]);
  // Still a comfortable target (WCAG 2.5.8 asks 24 px): the days shrink with the popup, not below it.
  expect(Math.min(...days.map((day) => day.width))).toBeGreaterThanOrEqual(24);
});

test('on a 320 px phone with its text at 200%, each date field shows its whole date, not a cut one', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openStatementForm(page);
  await textAt200Percent(page);
  for (const label of ['ตั้งแต่วันที่', 'ถึงวันที่']) {
    const field = page.getByLabel(label);
    await expect(field).not.toHaveValue('');
    const cut = await field.evaluate((input: HTMLInputElement) => input.scrollWidth > input.clientWidth);
    expect(cut, `${label} shows its whole date`).toBe(false);
  }
});

/**
 * Runs in the page: what of the open calendar a customer could not read whole. Each weekday and
 * day number must lie inside its own column, clear of the next one's (a day '10' touching '11'
 * reads '1011'); the popup, each of its controls and each of their words must lie on the screen.
 */
function unreadableInCalendar(calendar: HTMLElement): string[] {
  const found: string[] = [];
  const textBox = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect();
  };
  const grid = calendar.querySelector('button[data-date]')?.parentElement;
  for (const cell of Array.from(grid?.children ?? [])) {
    const box = cell.getBoundingClientRect();
    const text = textBox(cell);
    if (text.left < box.left + 1 || text.right > box.right - 1) found.push(`'${cell.textContent}' runs into the next column`);
  }
  const popup = calendar.getBoundingClientRect();
  if (popup.left < 0 || popup.right > window.innerWidth || popup.top < 0 || popup.bottom > window.innerHeight)
    found.push('the popup is off the screen');
  for (const control of Array.from(calendar.querySelectorAll('button, h2'))) {
    const box = control.getBoundingClientRect();
    if (box.left < popup.left || box.right > popup.right) found.push(`'${control.textContent}' sticks out of the popup`);
    if (control.scrollWidth > control.clientWidth) found.push(`'${control.textContent}' is cut`);
  }
  return found;
}

for (const language of ['th', 'en'] as const) {
  test(`on a 320 px phone with its text at 200%, the calendar's days and weekdays stay apart and whole (${language})`, async ({ page }) => {
    const { selectStatement } = SCREEN_TEXTS[language].statement;
    await page.setViewportSize({ width: 320, height: 640 });
    // The customer picked the language with the switch.
    await page.addInitScript(([key, picked]) => localStorage.setItem(key, picked), [LOCAL_KEYS.language, language] as const);
    await openStatementForm(page, REGISTERED_CUSTOMER.savings.accountRef, selectStatement.title);
    await textAt200Percent(page);
    await page.getByRole('radio', { name: selectStatement.periods[-1] }).check();
    await page.getByLabel(selectStatement.fromLabel, { exact: true }).click();
    const calendar = page.getByRole('dialog', { name: selectStatement.fromLabel });
    await expect(calendar.getByRole('button', { name: SCREEN_TEXTS[language].BUTTONS.calendarDone })).toBeVisible();
    expect(await calendar.evaluate(unreadableInCalendar)).toEqual([]);
  });
}
