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
