import type { Locator } from '@playwright/test';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { CUSTOMERS, goInApp, startFlow } from '../../support/verification-bank';

/**
 * A text field is only its outline on the page: a customer with low vision finds it by its border,
 * which WCAG 1.4.11 asks at 3:1 or more against the page around it, in LINE's light and dark alike.
 */
test.use({ lineUser: REGISTERED_LINE_USER });

/** Runs in the page: the contrast of the element's border against the page's background behind it. */
function borderContrast(element: Element): number {
  const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = rgb(colour).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [
    luminance(getComputedStyle(element).borderTopColor),
    luminance(getComputedStyle(document.body).backgroundColor),
  ].sort((a, b) => b - a);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

async function contrastOf(field: Locator): Promise<number> {
  return Math.round((await field.evaluate(borderContrast)) * 100) / 100;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the mobile number field and the six code boxes are outlined at 3:1 or more (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await startFlow(page, 'confirm-account');
    await goInApp(page, '/receive-otp');
    const mobile = page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' });
    expect(await contrastOf(mobile)).toBeGreaterThanOrEqual(3);

    await mobile.fill(CUSTOMERS.registered.mobile);
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page).toHaveURL(/\/otp$/);
    // Focus is in the code field: the box it highlights has its own ring; the other five are as the customer first sees them.
    const boxes = page.locator('.otp__box:not([aria-current])');
    await expect(boxes).toHaveCount(5);
    for (const box of await boxes.all()) expect(await contrastOf(box)).toBeGreaterThanOrEqual(3);
  });
}
