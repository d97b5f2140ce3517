// Loads a page cold in Debian's Chromium and lists every script it fetched, what kind of code
// each is, its gzip size (the unit of the budget: the build's .gz beside the file) and the bytes
// that crossed the wire (brotli, as the server sends them to a browser that takes it).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium');

const root = path.join(__dirname, '..');

/** Runs `use` with Debian's Chromium, closed once `use` has finished or failed. */
async function withChromium(use) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

function chunkKinds(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, dir, 'chunk-kinds.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** The build writes a .gz beside each file it is worth compressing; the rest are counted gzipped here. */
function gzipSize(file) {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, ready: (page: import('@playwright/test').Page) => Promise<unknown>, packages: Record<string, string> }} opts
 *   packages: origin port → package dist folder (relative to the repo), to name each script's owner
 */
async function measureFirstLoad(browser, { url, ready, packages }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.allHeaders().then((headers) => ({ url: response.url(), wire: Number(headers['content-length'] ?? 0) })));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();

  const kindsByPort = Object.fromEntries(Object.entries(packages).map(([port, dir]) => [port, chunkKinds(dir)]));
  return scripts.map((script) => {
    const { port, pathname } = new URL(script.url);
    const owner = path.dirname(packages[port] ?? 'unknown');
    const kind = kindsByPort[port]?.[path.basename(pathname)] ?? 'app';
    // Every script sits at its build's root; a remote's are served from its published version's
    // folder (`/<remote>/<version>/`, scripts/release/), so only the file's name finds it.
    const bytes = packages[port] ? gzipSize(path.join(root, packages[port], path.basename(pathname))) : script.wire;
    return { ...script, bytes, owner, kind };
  });
}

module.exports = { measureFirstLoad, withChromium };
