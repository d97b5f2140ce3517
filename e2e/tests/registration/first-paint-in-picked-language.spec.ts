import { expect, test } from '../../support/fixtures';

// The language switch's pick reaches the server (a cookie, docs/behaviour.md#language), so the
// next page's first paint is already in it: a customer who picked English on a LINE in Thai never
// sees the Thai drawing of the landing before the app starts, and the reverse.

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

test('a customer who picked English on a LINE in Thai gets the next page drawn in English by the server: no Thai drawing first', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
  await page.getByRole('button', { name: 'English', disabled: false }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register for the bank on LINE' })).toBeVisible();

  const headingsSeen = await recordHeadings(page);
  const reloaded = await page.reload();
  const html = (await reloaded?.text()) ?? '';
  expect(html).toContain('<html lang="en">');
  expect(html).not.toContain('ลงทะเบียนบริการธนาคารบน LINE');
  expect(reloaded?.headers()['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
  await expect(page.getByRole('heading', { level: 1, name: 'Register for the bank on LINE' })).toBeVisible();
  expect(await headingsSeen()).toEqual(['Register for the bank on LINE']);
});

test.describe('on a LINE in English', () => {
  test.use({ locale: 'en-US' });

  test('a customer who picked Thai gets the next page drawn in Thai by the server, the landing whole in the HTML', async ({ page }) => {
    await page.goto('/register?sandboxLanguage=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Register for the bank on LINE' })).toBeVisible();
    await page.getByRole('button', { name: 'ภาษาไทย' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();

    const headingsSeen = await recordHeadings(page);
    const reloaded = await page.reload();
    const html = (await reloaded?.text()) ?? '';
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('ลงทะเบียนบริการธนาคารบน LINE');
    await expect(page.getByRole('heading', { level: 1, name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
    expect(await headingsSeen()).toEqual(['ลงทะเบียนบริการธนาคารบน LINE']);
  });
});
