// The host's server and a static origin of published versions, both real: a page takes from the
// version its device gets everything it takes from a remote (the entry it inlines and hints, the
// first screen), the readiness probe follows the versions in force, and a tester's pin outside
// production gives their device a published version with a badge.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createBuildServer } = require('./build-server');
const { inCanary } = require('./cohort');
const { hostBuildFolder } = require('./host-template-fixture');
const { freePort } = require('./test-servers-fixture');

const LIVE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.1.1-bbbbbbbbbb';
const manifestWith = (registration, environment = 'uat') =>
  JSON.stringify({ schema: 1, environment, remotes: { registration }, history: [] });

/** A published version of the registration remote whose landing says `heading`. */
function publishVersion(origin, version, firstScreens) {
  const folder = path.join(origin, 'registration', version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), '');
  fs.writeFileSync(path.join(folder, 'first-screens.json'), firstScreens);
}
const landing = (heading, otherRoutes = {}) =>
  JSON.stringify({
    version: 1,
    routes: {
      '/register': { screen: { html: `<main><h1>${heading}</h1></main>`, styles: [], whole: false, latinText: false } },
      ...otherRoutes,
    },
  });

let folder;
let staticOrigin;
let host;
let manifest;
let productionManifest;
const records = [];
const canary = { version: CANARY, percent: 50 };
const pointIn = [...Array(100).keys()].map((n) => n * 100).find((point) => inCanary(point, 'registration', canary));
const pointOut = [...Array(100).keys()].map((n) => n * 100).find((point) => !inCanary(point, 'registration', canary));

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'static-origin-'));
  const origin = path.join(folder, 'origin');
  publishVersion(origin, LIVE, landing('ลงทะเบียน', { '/confirm-account': {} }));
  publishVersion(origin, CANARY, landing('ลงทะเบียนใหม่'));
  publishVersion(origin, '0.1.2-cccccccccc', 'not json');
  staticOrigin = await createBuildServer({ root: origin, port: await freePort(), role: 'remote', staticOrigin: true });
  manifest = path.join(folder, 'uat.json');
  productionManifest = path.join(folder, 'production.json');
  fs.writeFileSync(manifest, manifestWith({ live: LIVE, canary }));
  host = await startHost('uat');
});

/** A host of `environment` reading the manifest on every request (no waiting out the 2 s a read is kept). */
async function startHost(environment) {
  return createBuildServer({
    root: hostBuildFolder(),
    port: await freePort(),
    role: 'host',
    runtimeConfig: {
      environment,
      liffMock: true,
      apiBaseUrl: 'http://localhost:1',
      remotes: { registration: 'http://fixed.invalid/remoteEntry.js' },
      frameOrigins: [],
    },
    // A host takes only its own environment's manifest.
    releases: { manifest: environment === 'production' ? productionManifest : manifest, origin: `${staticOrigin.url}/`, keptMs: 0 },
    remoteScreensOptions: { revalidateAfterMs: 0, warn: () => undefined },
    log: (record) => records.push(record),
  });
}
afterAll(async () => {
  await host.close();
  await staticOrigin.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const pageAt = async (point) => (await fetch(`${host.url}/register`, { headers: { cookie: `lks_cohort=${point}` } })).text();
const entryOf = (version) => `${staticOrigin.url}/registration/${version}/remoteEntry.js`;

test('each device’s page carries its version’s entry, hint and first screen; every file of a version is immutable', async () => {
  const inCanaryPage = await pageAt(pointIn);
  expect(inCanaryPage).toContain(`"registration":"${entryOf(CANARY)}"`);
  expect(inCanaryPage).toContain(`<link rel="preload" as="script" href="${entryOf(CANARY)}" fetchpriority="low">`);
  expect(inCanaryPage).toContain('<h1>ลงทะเบียนใหม่</h1>');
  const livePage = await pageAt(pointOut);
  expect(livePage).toContain(`"registration":"${entryOf(LIVE)}"`);
  expect(livePage).toContain('<h1>ลงทะเบียน</h1>');
  for (const file of ['remoteEntry.js', 'first-screens.json']) {
    const answer = await fetch(`${staticOrigin.url}/registration/${LIVE}/${file}`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
});

test('[family:headers-and-proxies] each device’s runtime config names its own version, so no shared cache may keep it: private, no-cache', async () => {
  const configAt = (point) => fetch(`${host.url}/runtime-config.json`, { headers: { cookie: `lks_cohort=${point}` } });
  const inCanaryConfig = await configAt(pointIn);
  const liveConfig = await configAt(pointOut);
  expect((await inCanaryConfig.json()).remotes.registration).toBe(entryOf(CANARY));
  expect((await liveConfig.json()).remotes.registration).toBe(entryOf(LIVE));
  for (const answer of [inCanaryConfig, liveConfig]) expect(answer.headers.get('cache-control')).toBe('private, no-cache');
});

test('[family:static-origin-integrity] each device’s page loads its version’s entry with the integrity the manifest records for it, and the static origin lets the page read the entry to check it', async () => {
  const recorded = { [LIVE]: `sha384-${'L'.repeat(64)}`, [CANARY]: `sha384-${'C'.repeat(64)}` };
  fs.writeFileSync(manifest, manifestWith({ live: LIVE, canary, entryIntegrity: recorded }));
  const inCanaryPage = await pageAt(pointIn);
  expect(inCanaryPage).toContain(`"remoteIntegrity":{"registration":"${recorded[CANARY]}"}`);
  expect(inCanaryPage).toContain(
    `<link rel="preload" as="script" href="${entryOf(CANARY)}" crossorigin="anonymous" integrity="${recorded[CANARY]}" fetchpriority="low">`,
  );
  expect(await pageAt(pointOut)).toContain(`"remoteIntegrity":{"registration":"${recorded[LIVE]}"}`);
  // A pinned version the manifest holds no integrity for loads unchecked, and its badge says so.
  fs.writeFileSync(manifest, manifestWith({ live: LIVE, entryIntegrity: { [LIVE]: recorded[LIVE] } }));
  const pinned = await (await fetch(`${host.url}/register?lks-pin=registration@${CANARY}`)).text();
  expect(pinned).toContain(`"registration":"${entryOf(CANARY)}"`);
  expect(pinned).not.toContain('remoteIntegrity');
  expect(pinned).toContain(`Pinned: registration ${CANARY} (entry unchecked) <a href="/register?lks-pin=clear">Clear</a></aside>`);
  const pinnedLive = await (await fetch(`${host.url}/register?lks-pin=registration@${LIVE}`)).text();
  expect(pinnedLive).toContain(`"remoteIntegrity":{"registration":"${recorded[LIVE]}"}`);
  expect(pinnedLive).toContain(`Pinned: registration ${LIVE} <a href="/register?lks-pin=clear">Clear</a></aside>`);
  const entry = await fetch(entryOf(LIVE), { headers: { Origin: host.url } });
  expect(entry.headers.get('access-control-allow-origin')).toBe('*');
});

test('[family:static-origin-integrity] a production config keeps serving the last good version when the manifest is rewritten without an entry’s integrity', async () => {
  const recorded = { [LIVE]: `sha384-${'L'.repeat(64)}` };
  fs.writeFileSync(productionManifest, manifestWith({ live: LIVE, entryIntegrity: recorded }, 'production'));
  const production = await startHost('production');
  try {
    fs.writeFileSync(productionManifest, manifestWith({ live: CANARY }, 'production'));
    const page = await (await fetch(`${production.url}/register`)).text();
    expect(page).toContain(`"registration":"${entryOf(LIVE)}"`);
    expect(page).toContain(`"remoteIntegrity":{"registration":"${recorded[LIVE]}"}`);
    expect(page).toContain('<h1>ลงทะเบียน</h1>');
    expect(records).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'release manifest left out, the last good one stays in force',
        problem: `no entry integrity for registration ${CANARY} (live)`,
      }),
    );
  } finally {
    await production.close();
  }
});

test('the bank app’s return, a host screen, hints the entry of the version drawing the screen it goes on to, with the integrity the manifest records; none where no remote draws that screen', async () => {
  const recorded = { [LIVE]: `sha384-${'L'.repeat(64)}`, [CANARY]: `sha384-${'C'.repeat(64)}` };
  fs.writeFileSync(manifest, manifestWith({ live: LIVE, canary, entryIntegrity: recorded }));
  const returnAt = async (point) =>
    (await fetch(`${host.url}/auth-kma-verification`, { headers: { cookie: `lks_cohort=${point}` } })).text();
  expect(await returnAt(pointOut)).toContain(
    `<link rel="preload" as="script" href="${entryOf(LIVE)}" crossorigin="anonymous" integrity="${recorded[LIVE]}" fetchpriority="low">`,
  );
  // The canary version draws no /confirm-account; a host screen that goes on to no remote's hints none either.
  const entryHint = /<link rel="preload" as="script" href="[^"]*remoteEntry\.js"/;
  expect(await returnAt(pointIn)).not.toMatch(entryHint);
  expect(await (await fetch(`${host.url}/otp`, { headers: { cookie: `lks_cohort=${pointOut}` } })).text()).not.toMatch(entryHint);
  fs.writeFileSync(manifest, manifestWith({ live: LIVE }));
  expect(await returnAt(pointOut)).toContain(`<link rel="preload" as="script" href="${entryOf(LIVE)}" fetchpriority="low">`);
});

test('the host is ready while every version in force has a good first-screens.json, and a version no page gets no longer counts', async () => {
  expect(await (await fetch(`${host.url}/readyz`)).json()).toEqual({ ready: true, problems: [] });
  fs.writeFileSync(manifest, manifestWith({ live: LIVE, canary: { version: '0.1.2-cccccccccc', percent: 5 } }));
  expect(await (await fetch(`${host.url}/readyz`)).json()).toEqual({
    ready: false,
    problems: ['remote registration: first-screens.json not JSON'],
  });
  fs.writeFileSync(manifest, manifestWith({ live: LIVE }));
  expect(await (await fetch(`${host.url}/readyz`)).json()).toEqual({ ready: true, problems: [] });
});

describe('a tester’s pin', () => {
  const PIN = `registration@${CANARY}`;
  const said = (message) => records.filter((record) => record.message === message);
  const visit = async (query, cookie = `lks_cohort=${pointOut}`, at = host) => {
    const response = await fetch(`${at.url}/register${query}`, { headers: { cookie } });
    return { html: await response.text(), cookies: response.headers.getSetCookie() };
  };
  // As the release commands write it: a production host takes no manifest without it.
  beforeAll(() => fs.writeFileSync(manifest, manifestWith({ live: LIVE, entryIntegrity: { [LIVE]: `sha384-${'L'.repeat(64)}` } })));

  test('gives the tester’s device a published version, with a badge naming it, until one tap clears it', async () => {
    const pinned = await visit(`?lks-pin=${PIN}`);
    expect(pinned.cookies).toEqual([`lks_pin_registration=${CANARY}; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly`]);
    expect(pinned.html).toContain(`"registration":"${entryOf(CANARY)}"`);
    expect(pinned.html).toContain('<h1>ลงทะเบียนใหม่</h1>');
    expect(pinned.html).toContain(`Pinned: registration ${CANARY} (entry unchecked) <a href="/register?lks-pin=clear">Clear</a></aside>`);
    const later = await visit('', `lks_cohort=${pointOut}; lks_pin_registration=${CANARY}`);
    expect(later.html).toContain(`"registration":"${entryOf(CANARY)}"`);
    expect(later.html).toContain('aria-label="Tester pins"');
    const cleared = await visit('?lks-pin=clear', `lks_pin_registration=${CANARY}`);
    expect(cleared.cookies).toEqual(['lks_pin_registration=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly']);
    expect(cleared.html).toContain(`"registration":"${entryOf(LIVE)}"`);
    expect(cleared.html).not.toContain('Tester pins');
  });

  test('names its badge in English, on a Thai page too, so a screen reader reads the badge in an English voice', async () => {
    const pinned = await visit(`?lks-pin=${PIN}`);
    expect(/<aside[^>]*class="lks-pin-badge"[^>]*>/.exec(pinned.html)?.[0]).toContain(' lang="en"');
  });

  test('inside LINE the pin link reaches the entry page in its liff.state', async () => {
    const response = await fetch(`${host.url}/?liff.state=${encodeURIComponent(`/register?lks-pin=${PIN}`)}`);
    expect(await response.text()).toContain(`"registration":"${entryOf(CANARY)}"`);
  });

  test('Clear keeps the page the tester is on, its query (a statement’s account) included, in LINE’s liff.state too', async () => {
    const badgeOf = async (pathAndQuery) => {
      const response = await fetch(`${host.url}${pathAndQuery}`, { headers: { cookie: `lks_pin_registration=${CANARY}` } });
      return /<a href="([^"]*)">Clear<\/a>/.exec(await response.text())?.[1];
    };
    expect(await badgeOf('/request-statement?accountRef=ab12')).toBe('/request-statement?accountRef=ab12&amp;lks-pin=clear');
    const inLine = `/?liff.state=${encodeURIComponent(`/request-statement?accountRef=ab12&lks-pin=${PIN}`)}`;
    expect(await badgeOf(inLine)).toBe('/request-statement?accountRef=ab12&amp;lks-pin=clear');
  });

  test('[family:url-lists] Clear stays on the app’s own origin, whatever path or liff.state names a page elsewhere', async () => {
    const clearOf = async (pathAndQuery) => {
      const response = await fetch(`${host.url}${pathAndQuery}`, { headers: { cookie: `lks_pin_registration=${CANARY}` } });
      return /<a href="([^"]*)">Clear<\/a>/.exec(await response.text())?.[1];
    };
    const state = (named) => `/?liff.state=${encodeURIComponent(named)}`;
    expect(await clearOf(state('/.//evil.example/x'))).toBe('/evil.example/x?lks-pin=clear');
    expect(await clearOf(state('/a/..//evil.example/x'))).toBe('/evil.example/x?lks-pin=clear');
    expect(await clearOf(state('/./\\evil.example/x'))).toBe('/evil.example/x?lks-pin=clear');
    expect(await clearOf(state('//evil.example/x'))).toBe('/x?lks-pin=clear');
    expect(await clearOf('/%5C%5Cevil.example/x')).toBe('/evil.example/x?lks-pin=clear');
    expect(await clearOf(state('/x?a="><script>'))).toBe('/x?a=%22%3E%3Cscript%3E&amp;lks-pin=clear');
  });

  test('takes only a version published on the static origin, never an address', async () => {
    for (const pin of [
      'registration@0.9.9-ffffffffff',
      'registration@https://evil.example/x.js',
      'registration@..',
      'payments@0.1.0-aaaaaaaaaa',
    ]) {
      const { html, cookies } = await visit(`?lks-pin=${encodeURIComponent(pin)}`);
      expect(cookies).toEqual([]);
      expect(html).toContain(`"registration":"${entryOf(LIVE)}"`);
      expect(html).not.toContain('evil.example');
    }
    expect(said('tester pin refused: not a published version of a released remote')).toHaveLength(2);
    expect(said('tester pin refused: a pin is <remote>@<version>')).toHaveLength(2);
    // A deep link that is no URL at all is no pin, and the page is still served.
    const unreadable = await fetch(`${host.url}/?liff.state=${encodeURIComponent('//[::1')}`);
    expect(unreadable.status).toBe(200);
  });

  test('a production config ignores pins, link and cookie alike, and says so in its log', async () => {
    fs.writeFileSync(
      productionManifest,
      manifestWith({ live: LIVE, entryIntegrity: { [LIVE]: `sha384-${'L'.repeat(64)}` } }, 'production'),
    );
    const production = await startHost('production');
    try {
      const { html, cookies } = await visit(`?lks-pin=${PIN}`, `lks_pin_registration=${CANARY}`, production);
      expect(cookies).toEqual([]);
      expect(html).toContain(`"registration":"${entryOf(LIVE)}"`);
      expect(html).not.toContain('Tester pins');
      expect(said('tester pin ignored: a production config takes no pins')).toEqual([expect.objectContaining({ level: 'warn' })]);
    } finally {
      await production.close();
    }
  });
});
