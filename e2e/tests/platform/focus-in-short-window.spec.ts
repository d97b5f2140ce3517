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

// Android's largest font size (200 %, which LINE's in-app browser follows) wraps a screen's name
// in its sticky header over two or three lines: a field Shift+Tab goes back to must not end under
// it. The keyboard open leaves a 360 × 640 phone about 400 px of page.
test('on a 360 px phone with its text at 200% and the keyboard open, each field Tab and Shift+Tab reach on /info shows below the grown header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 400 });
  await page.goto('/info');
  await page.evaluate(() => {
    const doubled: Record<string, string> = { '--text-sm': '28px', '--text-md': '32px', '--text-lg': '36px', '--text-xl': '44px' };
    for (const [token, size] of Object.entries(doubled)) document.documentElement.style.setProperty(token, size);
  });
  const header = await page.locator('header').first().boundingBox();
  expect(header?.height).toBeGreaterThan(56 * 1.5);
  const labels = ['เลขบัตรประชาชน', 'เบอร์โทรศัพท์มือถือ', 'รหัสผู้แนะนำ (ถ้ามี)'];
  const fields = labels.map((label) => page.getByLabel(label));
  for (const [index, field] of fields.entries()) {
    await tabTo(page, field);
    expect(await showsItself(field), `${labels[index]} on screen`).toBe(true);
  }
  for (const index of [1, 0]) {
    // The customer has scrolled the field just under the header, where a 56 px header would have left it in view.
    await fields[index]!.evaluate((field) => {
      const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const box = field.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - (headerBottom - 8));
    });
    expect(await showsItself(fields[index]!)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(fields[index]!).toBeFocused();
    expect(await showsItself(fields[index]!), `${labels[index]} on screen going back`).toBe(true);
  }
});
