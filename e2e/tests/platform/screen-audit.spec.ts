import type { Browser } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { pictureSettledScreen, watchScreens } from '../../support/screen-audit';

/** The audit every journey runs would catch a serious finding: shown on a screen made to fail. */
test('the screen audit reports a serious axe finding (pale text) with its screen', async ({ browser }, testInfo) => {
  const page = await browser.newPage();
  await page.route('http://audit.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="th"><title>ทดสอบ</title><main><h1>หน้าทดสอบ</h1><p style="color:#ddd">ข้อความจางเกินไป</p></main></html>',
    }),
  );
  const screens = await watchScreens(page, testInfo);
  await page.goto('http://audit.test/pale-text');
  await expect.poll(() => testInfo.annotations.some((note) => note.type === 'axe' && note.description === '/pale-text')).toBe(true);
  const findings = await screens.finish();
  expect(findings.map(({ screen, rule, impact }) => ({ screen, rule, impact }))).toContainEqual({
    screen: '/pale-text',
    rule: 'color-contrast',
    impact: 'serious',
  });
  await page.close();
});

/** A text missing from an English catalogue shows in Thai on an English screen: the audit names it. */
test('the screen audit reports Thai on a screen in English unless it is marked lang="th"', async ({ browser }, testInfo) => {
  const page = await browser.newPage();
  await page.route('http://audit.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body:
        '<!doctype html><html lang="en"><title>Test</title><main><h1>Test page</h1><button>ถัดไป</button>' +
        '<p lang="th">ข้อกำหนดของธนาคาร</p><button lang="th">ภาษาไทย</button></main></html>',
    }),
  );
  const screens = await watchScreens(page, testInfo);
  await page.goto('http://audit.test/half-english');
  await expect.poll(() => testInfo.annotations.some((note) => note.type === 'axe' && note.description === '/half-english@en')).toBe(true);
  const findings = await screens.finish();
  expect(findings.filter(({ rule }) => rule === 'thai-on-english-screen').map(({ screen, targets }) => ({ screen, targets }))).toEqual([
    { screen: '/half-english@en', targets: ['ถัดไป'] },
  ]);
  await page.close();
});

/**
 * A page of the app's origin (the gallery pictures only those) that is still loading: its main
 * region marked aria-busy, as the settings menu is while the bank's check runs.
 */
async function loadingPage(browser: Browser) {
  const page = await browser.newPage();
  await page.route('http://localhost/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="th"><title>ทดสอบ</title><main aria-busy="true"><h1>หน้าทดสอบ</h1><p>รายการ</p></main></html>',
    }),
  );
  return page;
}

/** Runs `picture` as `npm run gallery` does, with GALLERY_DIR set to a folder of this test's own. */
async function inGallery(dir: string, picture: () => Promise<void>): Promise<void> {
  const before = process.env.GALLERY_DIR;
  process.env.GALLERY_DIR = dir;
  try {
    await picture();
  } finally {
    if (before === undefined) delete process.env.GALLERY_DIR;
    else process.env.GALLERY_DIR = before;
  }
}

test("the gallery pictures a journey's screen once it has finished loading, not under its busy region", async ({ browser }, testInfo) => {
  const dir = testInfo.outputPath('gallery');
  const picture = path.join(dir, 'loading-screen.png');
  await inGallery(dir, async () => {
    const page = await loadingPage(browser);
    const screens = await watchScreens(page, testInfo);
    await page.goto('http://localhost/loading-screen');
    await expect.poll(() => testInfo.annotations.some((note) => note.type === 'axe' && note.description === '/loading-screen')).toBe(true);
    expect(fs.existsSync(picture), 'no picture while the screen is loading').toBe(false);
    await page.locator('main').evaluate((main) => main.removeAttribute('aria-busy'));
    await expect.poll(() => fs.existsSync(picture), 'the picture, once it has loaded').toBe(true);
    await screens.finish();
    await page.close();
  });
});

test("the gallery's own picture of a screen that never finishes loading fails, naming the screen", async ({ browser }, testInfo) => {
  await inGallery(testInfo.outputPath('gallery'), async () => {
    const page = await loadingPage(browser);
    await page.goto('http://localhost/loading-screen');
    await expect(pictureSettledScreen(page, 'loading-screen', { loadedWithinMs: 1000 })).rejects.toThrow(
      'gallery: loading-screen still shows a region marked aria-busy after 1 s',
    );
    await page.close();
  });
});
