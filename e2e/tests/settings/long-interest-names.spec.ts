import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

/**
 * The interest names are the bank's own text, of any length: a product name in English can be
 * one long word (no space to break at) that a 320 px phone must still show inside its card.
 */
test.use({ lineUser: REGISTERED_LINE_USER, viewport: { width: 320, height: 640 } });

const LONG_WORD = 'SupercalifragilisticSavingsAccountForEveryone';
const LONG_THAI = 'บัญชีเงินฝากออมทรัพย์ดิจิทัลพิเศษสำหรับผู้สูงอายุที่ต้องการรับดอกเบี้ยสูงสุด';
const CHOICES = [
  { id: '1', name: LONG_THAI },
  { id: '2', name: LONG_WORD },
  { id: '3', name: 'บัตรเครดิต' },
  { id: '4', name: 'สินเชื่อบ้าน' },
];

test('a long interest name wraps inside its card on a 320 px phone, with nothing off the side of the screen', async ({ page }) => {
  // The bank's own answer, with these names.
  await page.route('**/active/surveys', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: { choices: unknown } };
    await route.fulfill({ response, json: { ...answer, data: { ...answer.data, choices: CHOICES } } });
  });
  await page.goto('/setting-survey');
  const longWord = page.getByRole('checkbox', { name: LONG_WORD });
  await expect(longWord).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  for (const { name } of CHOICES) {
    const card = page.locator('label', { has: page.getByRole('checkbox', { name, exact: true }) });
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `the card of ${name} inside the screen`).toBe(true);
  }
  // Nothing to scroll sideways to.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // The customer can still tick it.
  await longWord.check();
  await expect(longWord).toBeChecked();
});
