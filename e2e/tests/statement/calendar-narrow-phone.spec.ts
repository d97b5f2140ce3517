import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { openStatementForm } from '../../support/statement-journey';

test.use({ lineUser: REGISTERED_LINE_USER });

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
  // The phone's largest text: every size token doubled (set through the CSSOM, which the page's policy allows).
  await page.evaluate(() => {
    const doubled: Record<string, string> = { '--text-sm': '28px', '--text-md': '32px', '--text-lg': '36px', '--text-xl': '44px' };
    for (const [token, size] of Object.entries(doubled)) document.documentElement.style.setProperty(token, size);
  });
  for (const label of ['ตั้งแต่วันที่', 'ถึงวันที่']) {
    const field = page.getByLabel(label);
    await expect(field).not.toHaveValue('');
    const cut = await field.evaluate((input: HTMLInputElement) => input.scrollWidth > input.clientWidth);
    expect(cut, `${label} shows its whole date`).toBe(false);
  }
});
