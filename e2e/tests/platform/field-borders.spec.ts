import type { Locator } from '@playwright/test';
import { contrastRatio } from '../../support/contrast';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { CUSTOMERS, goInApp, startFlow } from '../../support/verification-bank';

/**
 * A text field is only its outline on the page: a customer with low vision finds it by its border,
 * which WCAG 1.4.11 asks at 3:1 or more against the page around it, in LINE's light and dark alike.
 */
test.use({ lineUser: REGISTERED_LINE_USER });

/** The contrast of the field's outline against the page's background behind it. */
async function contrastOf(field: Locator): Promise<number> {
  const [border = '', page = ''] = await field.evaluate((element) => [
    getComputedStyle(element).borderTopColor,
    getComputedStyle(document.body).backgroundColor,
  ]);
  return Math.round(contrastRatio(border, page) * 100) / 100;
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
