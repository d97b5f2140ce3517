import { expect, test } from '../../support/fixtures';

// The first paint is in the customer's language (docs/behaviour.md#language): the server puts
// into the HTML the first screen the remote's build drew in that language, picked from LINE's
// language (Accept-Language) or from the language switch's pick (a cookie). An English customer
// never sees the Thai drawing of the landing before the app starts, and the reverse.

const ENGLISH_HEADING = 'Register for the bank on LINE';
const THAI_HEADING = 'ลงทะเบียนบริการธนาคารบน LINE';

/** Every main heading the page shows, from its first paint on, in order. */
async function recordHeadings(page: import('@playwright/test').Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('main h1')?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
}

/**
 * The page's layout shifts once the app starts over the server's drawing (Chromium's Layout
 * Instability API): their sum. The app's first change to the drawing marks its start. A font
 * file that arrives after the first paint swaps in before that, since the app's code is asked
 * for once the fonts are ready (ARCHITECTURE.md, "A remote publishes its first screens"): that
 * shift is the browser's, not a jump of the app's.
 */
async function recordLayoutShifts(page: import('@playwright/test').Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0, appFrom: Number.POSITIVE_INFINITY };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const appStarts = new MutationObserver(() => {
        shifts.appFrom = Math.min(shifts.appFrom, performance.now());
        appStarts.disconnect();
      });
      appStarts.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.startTime >= shifts.appFrom) shifts.total += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const { total, appFrom } = await page.evaluate(
      () => (window as unknown as { layoutShifts: { total: number; appFrom: number } }).layoutShifts,
    );
    // The app's start was seen, so the sum covers it.
    expect(appFrom).toBeLessThan(Number.POSITIVE_INFINITY);
    return total;
  };
}

test('a customer who picked English on a LINE in Thai gets the next page drawn in English by the server: no Thai drawing first', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: THAI_HEADING })).toBeVisible();
  await page.getByRole('button', { name: 'English', disabled: false }).click();
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HEADING })).toBeVisible();

  const headingsSeen = await recordHeadings(page);
  const reloaded = await page.reload();
  const html = (await reloaded?.text()) ?? '';
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(ENGLISH_HEADING);
  expect(html).not.toContain(THAI_HEADING);
  expect(reloaded?.headers()['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HEADING })).toBeVisible();
  expect(await headingsSeen()).toEqual([ENGLISH_HEADING]);
});

test.describe('on a LINE in English', () => {
  test.use({ locale: 'en-US' });

  test('the server sends the landing drawn in English, and the app starting over it draws the same screen: no Thai, no jump', async ({
    page,
    request,
  }) => {
    const sent = await request.get('/register', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    const html = await sent.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${ENGLISH_HEADING}</h1>`));
    // Named by its heading, as the app names it: a screen reader reads no Thai name in English.
    expect(html).toContain(`<title>${ENGLISH_HEADING}</title>`);
    expect(html).not.toContain(THAI_HEADING);

    const headingsSeen = await recordHeadings(page);
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto('/register?sandboxLanguage=en');
    // The drawing's buttons are inert: the switch comes alive once the app has replaced it.
    await expect(page.getByRole('button', { name: 'ภาษาไทย', disabled: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HEADING })).toBeVisible();
    expect(await headingsSeen()).toEqual([ENGLISH_HEADING]);
    expect(await layoutShifts()).toBe(0);
  });

  test('a customer who picked Thai gets the next page drawn in Thai by the server, the landing whole in the HTML', async ({ page }) => {
    await page.goto('/register?sandboxLanguage=en');
    await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HEADING })).toBeVisible();
    await page.getByRole('button', { name: 'ภาษาไทย', disabled: false }).click();
    await expect(page.getByRole('heading', { level: 1, name: THAI_HEADING })).toBeVisible();

    const headingsSeen = await recordHeadings(page);
    const reloaded = await page.reload();
    const html = (await reloaded?.text()) ?? '';
    expect(html).toContain('<html lang="th">');
    expect(html).toContain(THAI_HEADING);
    expect(html).not.toContain(ENGLISH_HEADING);
    await expect(page.getByRole('heading', { level: 1, name: THAI_HEADING })).toBeVisible();
    expect(await headingsSeen()).toEqual([THAI_HEADING]);
  });
});
