import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

const ROOT = path.join(__dirname, '..', '..', '..');
const DIST = process.env.LKS_DIST ?? 'dist';
const PACKAGES = ['host', 'remote-registration', 'remote-settings', 'remote-statement'];

/** Words only the debug panel and its texts hold; found in the source, so the check can fail. */
const DEBUG_MARKERS = ['คัดลอกโทเค็นเข้าใช้งาน', 'เครื่องมือสำหรับผู้ทดสอบ', 'copyAccessToken', 'copyVerifyToken'];
const escaped = (text: string) =>
  [...text].map((c) => (c.charCodeAt(0) > 127 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('');

function bundleFiles(): string[] {
  return PACKAGES.flatMap((pkg) => {
    const dir = path.join(ROOT, pkg, DIST);
    return readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(dir, file));
  });
}

test('[family:token-misuse] the production bundles hold no debug panel code', () => {
  const source =
    readFileSync(path.join(ROOT, 'host', 'src', 'debug', 'debug-texts.ts'), 'utf8') +
    readFileSync(path.join(ROOT, 'host', 'src', 'debug', 'debug-panel.tsx'), 'utf8');
  for (const marker of DEBUG_MARKERS) expect(source).toContain(marker);

  const files = bundleFiles();
  expect(files.length).toBeGreaterThan(4);
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return DEBUG_MARKERS.filter((marker) => text.includes(marker) || text.includes(escaped(marker))).map(
      (marker) => `${path.relative(ROOT, file)}: ${marker}`,
    );
  });
  expect(found).toEqual([]);
});

test.describe('a test environment’s runtime config with ?debug=on', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('[family:token-misuse] shows no token and no debug tools in the production build', async ({ page }) => {
    await page.goto('/setting?debug=on');
    // The server writes the config into the page. Not production, so the runtime check would let
    // debug mode on: only the build can be what keeps the tools out here.
    const environment = await page.evaluate(
      () => (JSON.parse(document.getElementById('runtime-config')?.textContent ?? '{}') as { environment?: string }).environment,
    );
    expect(environment).toBe('sandbox');
    await expect(page.getByRole('navigation', { name: 'ตั้งค่า' }).getByRole('button', { name: 'ยกเลิกบริการ' })).toBeEnabled();
    const accessToken = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    expect(accessToken).toBeTruthy();

    await expect(page.getByRole('complementary', { name: 'เครื่องมือสำหรับผู้ทดสอบ' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /คัดลอกโทเค็น/ })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('debugMode'))).toBeNull();
    expect(await page.content()).not.toContain(accessToken!);
  });
});
