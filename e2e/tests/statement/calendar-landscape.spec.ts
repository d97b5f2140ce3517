import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { bankToday, openStatementForm, thaiShortDate } from '../../support/statement-journey';

test.use({ lineUser: REGISTERED_LINE_USER });

// A phone turned sideways, and LINE for PC's window made short: the calendar is taller than the screen.
for (const [width, height] of [
  [844, 390],
  [1280, 360],
] as const) {
  test(`in a ${width} × ${height} window the calendar scrolls to its buttons, and Done sets the date`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openStatementForm(page);
    const today = await bankToday(page);
    await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
    await page.getByLabel('ถึงวันที่').click();
    const calendar = page.getByRole('dialog', { name: 'ถึงวันที่' });
    const done = calendar.getByRole('button', { name: 'เสร็จสิ้น' });
    // The wheel over the calendar is how a mouse or a finger reaches what is below the screen's edge.
    await calendar.hover();
    await page.mouse.wheel(0, 600);
    await expect(done).toBeInViewport({ ratio: 1 });
    await done.click();
    await expect(page.getByLabel('ถึงวันที่')).toHaveValue(thaiShortDate(today));
  });
}

// A WebView without the dialog element's modal mode (iOS before 15.4) draws the popup as a full-screen
// scrim of its own (shared-kernel/src/core/ui/modal-dialog.tsx): there too the calendar's top row stays reachable.
test('on a small phone turned sideways without modal dialogs, the calendar scrolls to its month arrows as well as to Done', async ({
  page,
}) => {
  await page.addInitScript(() => Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal'));
  await page.setViewportSize({ width: 568, height: 320 });
  await openStatementForm(page);
  await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
  await page.getByLabel('ถึงวันที่').click();
  const calendar = page.getByRole('dialog', { name: 'ถึงวันที่' });
  await calendar.hover();
  await page.mouse.wheel(0, -600);
  await expect(calendar.getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeInViewport({ ratio: 1 });
  await page.mouse.wheel(0, 600);
  await expect(calendar.getByRole('button', { name: 'เสร็จสิ้น' })).toBeInViewport({ ratio: 1 });
});
