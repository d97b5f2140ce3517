'use strict';
// The simulated pages are Thai: they carry the app's face themselves, so a machine without a Thai
// system font (a fresh Debian, CI) shows their text instead of boxes.
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);

/** The font files a page's stylesheet names, as URLs on the sandbox. */
function fontUrls(html, base) {
  return [...html.matchAll(/@font-face \{[^}]*font-family: 'Sarabun'[^}]*src: url\('([^']+)'\)/g)].map(
    ([, url]) => new URL(url, base).href,
  );
}

for (const [name, path] of [
  ['the bank app', '/__sandbox/kma?authRef=unknown'],
  ['the captcha', '/__sandbox/captcha'],
  ['the index', '/'],
]) {
  test(`${name} page draws its Thai in Sarabun, regular and bold, from files the sandbox serves`, async () => {
    const s = sandbox();
    const page = await fetch(`${s.url}${path}`);
    const html = await page.text();
    assert.match(html, /font-family: 'Sarabun'/);
    const urls = fontUrls(html, s.url);
    assert.equal(urls.length, 2, html.slice(0, 600));
    for (const url of urls) {
      const font = await fetch(url);
      assert.equal(font.status, 200, url);
      assert.equal(font.headers.get('content-type'), 'font/woff2');
      const bytes = Buffer.from(await font.arrayBuffer());
      assert.equal(bytes.subarray(0, 4).toString('latin1'), 'wOF2', url);
    }
  });
}
