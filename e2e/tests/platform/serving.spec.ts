import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';
import { REGISTERED_CUSTOMER, requestStatementUrl } from '../../support/statement-journey';
import { liveBase, liveEntry } from '../../support/released-remotes';
import fs from 'node:fs';
import path from 'node:path';

// The builds are served as the bank's web server or CDN would serve them (server/).
const HOST = `http://localhost:${APP_PORTS.host}`;
const REGISTRATION = `http://localhost:${APP_PORTS.registration}`;
const SANDBOX = `http://localhost:${APP_PORTS.sandbox}`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test('the host page carries one strict policy: CSP, nosniff, no referrer', async ({ page }) => {
  const response = await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeVisible();
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['access-control-allow-origin']).toBeUndefined();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toEqual(
    expect.arrayContaining(["'self'", REGISTRATION, `http://localhost:${APP_PORTS.settings}`, `http://localhost:${APP_PORTS.statement}`]),
  );
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('connect-src')).toContain(SANDBOX);
  expect(csp.get('frame-src')).toContain(SANDBOX);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
});

test('each page gets its own style nonce, and the UI kit styles still apply', async ({ page, request }) => {
  const nonces = await Promise.all(
    [1, 2].map(async () => (await request.get(`${HOST}/register`)).headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1]),
  );
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  await page.goto('/register');
  // The kit's button colour comes from an injected <style>: blocked, the button would be unstyled.
  const next = page.getByRole('button', { name: 'ถัดไป' });
  await expect(next).toBeVisible();
  expect(await next.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
});

test('only the stamp page may be framed, and only by our own pages', async ({ request }) => {
  const stamp = await request.get(`${HOST}/stamp-consent-action?transactionReference=T&status=ACCEPTED`);
  expect(directives(stamp.headers()['content-security-policy'] ?? '').get('frame-ancestors')).toEqual(["'self'"]);
  const setting = await request.get(`${HOST}/setting`);
  expect(directives(setting.headers()['content-security-policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"]);
});

test('the runtime config is inlined in the page, so the app does not fetch it', async ({ page }) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('runtime-config.json')) configRequests.push(request.url());
  });
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeVisible();
  expect(configRequests).toEqual([]);
});

test('a published version’s files, remoteEntry.js too, and hashed files are cached for a year; the page, main.js and the config are revalidated', async ({
  request,
}) => {
  const entryScript = await (await request.get(liveEntry('registration'))).text();
  const hashedChunk = Object.keys(
    JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', '..', 'remote-registration', 'dist', 'chunk-kinds.json'), 'utf8'),
    ) as Record<string, string>,
  ).find((file) => /\.[0-9a-f]{8}\.js$/.test(file) && entryScript.includes(file.split('.')[1]!));
  expect(hashedChunk).toBeTruthy();
  for (const url of [
    `${liveBase('registration')}${hashedChunk}`,
    liveEntry('registration'),
    `${liveBase('registration')}first-screens.json`,
  ]) {
    const immutable = await request.get(url);
    expect(immutable.status(), url).toBe(200);
    expect(immutable.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
  const main = await request.get(`${HOST}/main.js`);
  expect(main.status()).toBe(200);
  expect(main.headers()['cache-control']).toBe('no-cache');
  // The page carries the runtime config and a nonce of its own, and the runtime config this
  // device's versions of the remotes: no shared cache keeps either.
  for (const url of [`${HOST}/register`, `${HOST}/runtime-config.json`]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('private, no-cache');
  }
  const entry = await request.get(liveEntry('registration'));
  const again = await request.get(liveEntry('registration'), { headers: { 'If-None-Match': entry.headers()['etag'] ?? '' } });
  expect(again.status()).toBe(304);
});

test('scripts are sent precompressed: brotli when the browser takes it, else gzip, else plain', async ({ request }) => {
  const encodingOf = async (encoding: string) =>
    (await request.get(liveEntry('registration'), { headers: { 'Accept-Encoding': encoding } })).headers()['content-encoding'];
  expect(await encodingOf('gzip, deflate, br')).toBe('br');
  expect(await encodingOf('gzip')).toBe('gzip');
  expect(await encodingOf('identity')).toBeUndefined();
  const main = await request.get(`${HOST}/main.js`, { headers: { 'Accept-Encoding': 'br' } });
  expect(main.headers()['content-encoding']).toBe('br');
  expect(main.headers()['vary']).toBe('Accept-Encoding');
  // Decoded, it is the very file a client without compression gets.
  const plain = await request.get(`${HOST}/main.js`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(await main.text()).toBe(await plain.text());
});

test('remotes share their fonts and scripts across origins (the page checks a remote entry with its integrity); the host shares nothing', async ({
  request,
}) => {
  const entry = await request.get(liveEntry('registration'));
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(entry.headers()['x-content-type-options']).toBe('nosniff');
  const script = await request.get(`${HOST}/main.js`);
  expect(script.headers()['access-control-allow-origin']).toBeUndefined();
});

test('every server of the production builds is alive and ready: the host reads each remote’s first screens; no probe is cached, and no public port serves metrics', async ({
  request,
}) => {
  const servers = [HOST, REGISTRATION, `http://localhost:${APP_PORTS.settings}`, `http://localhost:${APP_PORTS.statement}`];
  for (const origin of servers) {
    const alive = await request.get(`${origin}/healthz`);
    expect(alive.status(), origin).toBe(200);
    expect(alive.headers()['cache-control'], origin).toBe('no-store');
    const ready = await request.get(`${origin}/readyz`);
    expect(await ready.json(), origin).toEqual({ ready: true, problems: [] });
    expect(ready.headers()['cache-control'], origin).toBe('no-store');
    expect((await request.get(`${origin}/metrics`)).status(), origin).toBe(404);
  }
});

test('[family:malformed-requests] a malformed URL answers 400 and every server keeps serving', async ({ request, page }) => {
  for (const origin of [HOST, REGISTRATION]) {
    const broken = await request.get(`${origin}/%E0%A4%A`);
    expect(broken.status(), origin).toBe(400);
    const encodedNul = await request.get(`${origin}/main%00.js`);
    expect(encodedNul.status(), origin).toBe(400);
  }
  expect((await request.get(`${REGISTRATION}/%2e%2e/%2e%2e/package.json`)).status()).toBe(404);
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeVisible();
});

test('a page waiting for the bank hints every script of its start-up at low priority, each fetched once; a whole first screen in the HTML hints none; every page opens the bank connection', async ({
  page,
  request,
}) => {
  const STATEMENT_ENTRY = liveEntry('statement');
  const headOf = async (route: string) => {
    const html = await (await request.get(`${HOST}${route}`)).text();
    return {
      // A remote entry is hinted in the mode the page loads it: CORS, with its integrity.
      scripts: [
        ...html.matchAll(
          /<link rel="preload" as="script" href="([^"]+)"(?: crossorigin="anonymous" integrity="sha384-[^"]+")? fetchpriority="low">/g,
        ),
      ].map((m) => m[1]),
      anyScriptHint: /<link rel="preload" as="script"/.test(html),
      preconnects: [...html.matchAll(/<link rel="preconnect" href="([^"]+)" crossorigin>/g)].map((m) => m[1]),
    };
  };
  const statement = await headOf('/request-statement?accountRef=AR-1');
  expect(statement.scripts).toContain(STATEMENT_ENTRY);
  expect(statement.scripts.some((href) => /^\/liff\.[0-9a-f]{8}\.js$/.test(href ?? ''))).toBe(true);
  expect(statement.scripts.some((href) => /^\/framework\.[0-9a-f]{8}\.js$/.test(href ?? ''))).toBe(true);
  expect((await headOf('/add-account/1234567890')).scripts).toContain(liveEntry('registration'));
  // A page the host draws itself hints no remote.
  expect((await headOf('/request-setting')).scripts.filter((href) => href?.includes('remoteEntry'))).toEqual([]);
  // The landing and the settings menu come whole with the HTML: the first bandwidth is the fonts'.
  for (const route of ['/register', '/setting']) {
    const head = await headOf(route);
    expect(head.anyScriptHint, route).toBe(false);
    // Every start-up exchanges the chat token with the bank at once.
    expect(head.preconnects, route).toEqual([SANDBOX]);
  }

  const fetched: string[] = [];
  page.on('request', (req) => fetched.push(req.url()));
  // A new customer at the statement entry: the bank says not registered, and the landing follows.
  await page.goto('/request-statement?accountRef=AR-1');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  const scripts = fetched.filter((url) => url.endsWith('.js'));
  // The browser reuses what the hint fetched: no script is downloaded twice.
  expect(scripts.filter((url) => url === STATEMENT_ENTRY)).toHaveLength(1);
  expect(new Set(scripts).size).toBe(scripts.length);
  // Every host script the start-up fetched was hinted (main.js is the page's own script; the
  // pages come after the route is known; the Web Vitals library is no part of what draws the
  // first screen).
  const startUp = scripts.filter((url) => url.startsWith(`${HOST}/`) && !/\/(main|(page-[\w-]+|web-vitals)\.[0-9a-f]{8})\.js$/.test(url));
  expect(startUp.length).toBeGreaterThan(3);
  for (const url of startUp) expect(statement.scripts, url).toContain(url.slice(HOST.length));
});

test('where the whole first screen comes with the HTML, the app’s code is asked for only once it is painted, and the app still starts', async ({
  page,
  request,
}) => {
  const appScript = /<script defer(="defer")? src="?\/main\.js"?><\/script>/;
  for (const route of ['/register', '/setting']) {
    const html = await (await request.get(`${HOST}${route}`)).text();
    expect(html, route).not.toMatch(appScript);
    expect(html, route).toMatch(/<script defer src="\/start-after-first-paint\.[0-9a-f]{8}\.js" data-app="\/main\.js"><\/script>/);
  }
  // A page that waits for the bank starts its code at once.
  expect(await (await request.get(`${HOST}/request-statement?accountRef=AR-1`)).text()).toMatch(appScript);

  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    app: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/main.js'))?.startTime ?? null,
  }));
  expect(timing.painted).not.toBeNull();
  expect(timing.app).not.toBeNull();
  expect(timing.app!).toBeGreaterThan(timing.painted!);
});

// Browsers ask for /favicon.ico by themselves unless the page names its icon; inside LINE no tab
// shows one, so that request would only cost a phone a 404 beside the start-up's fonts and scripts.
test('every page names its icon inline, so the browser does not ask the server for /favicon.ico', async ({ page, request }) => {
  for (const route of ['/register', '/setting', '/request-statement?accountRef=AR-1', '/general-error']) {
    const html = await (await request.get(`${HOST}${route}`)).text();
    expect(html, route).toMatch(/<link rel="?icon"? href="?data:,"?\s*\/?>/);
  }
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('data:,');
});

test.describe('a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  // The Thai font files hold the space too (their unicode-range says so), so a screen of Thai text
  // with spaces, like the settings menu, needs no Latin file; a phone fetches one font file less.
  test('a screen of Thai text with spaces downloads the Thai font files only', async ({ page, request }) => {
    const latinPreload = /<link rel="?preload"? as="?font"?[^>]*sarabun-latin-400/;
    // The landing shows LINE, OTP and digits: its Latin font comes with the page.
    expect(await (await request.get(`${HOST}/register`)).text()).toMatch(latinPreload);
    for (const route of ['/setting', '/request-statement?accountRef=AR-1']) {
      expect(await (await request.get(`${HOST}${route}`)).text(), route).not.toMatch(latinPreload);
    }
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' })).toBeEnabled();
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.woff2')),
    );
    expect(fonts.some((pathname) => pathname.includes('sarabun-thai-400'))).toBe(true);
    expect(fonts.filter((pathname) => pathname.includes('sarabun-latin'))).toEqual([]);
  });

  // A browser never sends a CORS preflight for a call to the page's own origin; to another origin,
  // a bearer token or a JSON body costs one before each endpoint's first answer.
  test('the statement entry calls the bank on the page’s own origin, so no call waits for a CORS preflight', async ({ page }) => {
    const bankCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/services/lks/')) bankCalls.push(req.url());
    });
    await page.goto(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
    await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }).or(page.getByRole('button', { name: 'ไม่มีแอปพลิเคชันของธนาคาร' })),
    ).toBeVisible();
    // The token exchange, the flags, the statement check and the verification check.
    expect(bankCalls.length).toBeGreaterThanOrEqual(4);
    for (const url of bankCalls) expect(url.startsWith(`${HOST}/services/lks/inter/api/v1/`), url).toBe(true);
  });
});
