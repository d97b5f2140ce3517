import { APP_PORTS } from '../../support/app-ports';
import { expect, test } from '../../support/fixtures';
import { holdRequests } from '../../support/held-requests';

/**
 * LINE's MINI App design guidelines that the screens carry themselves (docs/running-in-line.md
 * lists every guideline and where each is shown).
 */

test('while a page is loading, one 30 × 30 spinner sits in the middle of the screen', async ({ page }) => {
  // The terms page has no prerendered drawing: until its remote arrives the shell shows the spinner.
  const release = await holdRequests(page, `**:${APP_PORTS.registration}/**/remoteEntry.js`);
  await page.goto('/terms-and-conditions', { waitUntil: 'commit' });
  const loading = page.getByRole('status').filter({ hasText: 'กำลังโหลด' });
  await expect(loading).toBeVisible();
  // Its layout size (the box a turning spinner covers grows with the angle) and its centre.
  const spinner = await loading.locator('.k-spinner').evaluate((element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    return { width: element.offsetWidth, height: element.offsetHeight, x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  const screen = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  expect([spinner.width, spinner.height]).toEqual([30, 30]);
  expect(Math.abs(spinner.x - screen.width / 2)).toBeLessThanOrEqual(1);
  expect(Math.abs(spinner.y - screen.height / 2)).toBeLessThanOrEqual(1);
  release();
  await expect(page.getByRole('heading', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
});

test('the bottom button stays clear of the 34 px safe area at the foot of the screen', async ({ page }) => {
  await page.goto('/register');
  const next = page.getByRole('button', { name: 'ถัดไป' });
  await expect(next).toBeEnabled();
  const box = await next.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height - 34);
});
