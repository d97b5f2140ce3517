import { expect, test } from '../../support/fixtures';
import { watchScreens } from '../../support/screen-audit';

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
