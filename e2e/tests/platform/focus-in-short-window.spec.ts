import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/** Whether the element's centre shows on screen as itself, not under the screen's sticky header or its bottom buttons. */
const showsItself = (field: Locator) =>
  field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });

async function tabTo(page: Page, field: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
}

// LINE for PC's window made short, and a phone turned sideways: the page scrolls under a sticky header and Next.
for (const [width, height] of [
  [1280, 400],
  [844, 390],
] as const) {
  test(`in a ${width} × ${height} window each field Tab reaches on /info shows above the Next button`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/info');
    const labels = ['เลขบัตรประชาชน', 'เบอร์โทรศัพท์มือถือ', 'รหัสผู้แนะนำ (ถ้ามี)'];
    const fields = labels.map((label) => page.getByLabel(label));
    await expect(fields[0]!).toBeVisible();
    for (const [index, field] of fields.entries()) {
      await tabTo(page, field);
      expect(await showsItself(field), `${labels[index]} on screen`).toBe(true);
    }
    // And back up with Shift+Tab: not under the sticky header either.
    await page.keyboard.press('Shift+Tab');
    await expect(fields[1]!).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(fields[0]!).toBeFocused();
    expect(await showsItself(fields[0]!)).toBe(true);
  });
}
