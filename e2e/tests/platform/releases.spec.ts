import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';
import { startOwnApp } from '../../support/own-app';
import { renamedRelease } from '../../support/renamed-release';

const repository = path.join(__dirname, '..', '..', '..');
interface Canary {
  version: string;
  percent: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const releaseCommands = require(path.join(repository, 'scripts', 'release', 'release.js')) as {
  run(args: string[], setting: object): Promise<string>;
  settingFrom(env: Record<string, string>): object;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { publish } = require(path.join(repository, 'scripts', 'release', 'publish.js')) as {
  publish(remote: string, where: { origin: string; build: string; packageName: string }): { version: string };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remoteBuild } = require(path.join(repository, 'scripts', 'app-servers.js')) as { remoteBuild(name: string): string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inCanary } = require(path.join(repository, 'server', 'cohort.js')) as {
  inCanary(point: number, remote: string, canary: Canary): boolean;
};

// Its own ports beside the suite's (HOST_PORT + 70 …), its own static origin and manifest.
const OWN_BASE_PORT = Number(APP_PORTS.host) + 70;
const HOST = `http://localhost:${OWN_BASE_PORT}`;
const ENTRY = /\/registration\/([^/]+)\/remoteEntry\.js$/;
const log: Array<{ message?: string; problem?: string }> = [];
let app: Awaited<ReturnType<typeof startOwnApp>>;
let setting: { origin: string; manifest: string };
let live: string;
let next: string;
const devices: Record<string, { context: BrowserContext; page: Page; chunks: string[] }> = {};

const release = (...args: string[]) => releaseCommands.run(args, setting);

/** The version named by a registration entry URL. */
function versionIn(url: string | undefined): string {
  const version = ENTRY.exec(new URL(url ?? '', HOST).pathname)?.[1];
  if (!version) throw new Error(`not a registration entry: ${url}`);
  return version;
}

/** The registration version the page loaded (its remoteEntry.js). */
async function versionOn(page: Page): Promise<string> {
  const entry = page.waitForResponse((response) => ENTRY.test(new URL(response.url()).pathname));
  await page.goto(`${HOST}/register`);
  return versionIn((await entry).url());
}

/** The version the host's server gives a device at `point` now (no browser, no new cohort). */
async function servedAt(point: number): Promise<string> {
  const html = await (await fetch(`${HOST}/register`, { headers: { cookie: `lks_cohort=${point}` } })).text();
  return versionIn(/"registration":"([^"]+)"/.exec(html)?.[1]);
}

/** A device, and every registration chunk it fetches from its first page on (the next screens' code comes while a screen is idle). */
async function newDevice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (/\.[0-9a-f]{8}\.js$/.test(response.url()) && response.url().includes('/registration/')) chunks.push(response.url());
  });
  return { context, page, chunks };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  app = await startOwnApp(OWN_BASE_PORT, undefined, (record) => log.push(record));
  setting = { ...releaseCommands.settingFrom(app.env), ...app.release! };
  // The app started with the current build live; the next release is the same app, every chunk renamed.
  live = JSON.parse(fs.readFileSync(setting.manifest, 'utf8')).remotes.registration.live;
  const renamed = renamedRelease(remoteBuild('registration'));
  next = publish('registration', { origin: setting.origin, build: renamed.dir, packageName: 'remote-registration' }).version;
  fs.rmSync(renamed.dir, { recursive: true, force: true });
});
test.afterAll(async () => {
  await Promise.all(Object.values(devices).map(({ context }) => context.close()));
  await app.close();
});

test('at a 50 % canary two devices get the two versions, and each keeps its version through the journey and a reload', async ({
  browser,
}) => {
  expect(next).not.toBe(live);
  expect(await release('canary', 'registration', next, '50')).toBe(`registration: ${next} for 50 % of devices, ${live} for the others`);
  // The host's servers read the manifest within seconds: a device in the canary's share sees it.
  const inShare = [...Array(100).keys()]
    .map((n) => n * 100)
    .find((point) => inCanary(point, 'registration', { version: next, percent: 50 }))!;
  await expect.poll(() => servedAt(inShare)).toBe(next);

  // New devices are spread evenly over the share: of any three in a row, one is in and one is out.
  for (let tries = 0; tries < 3 && Object.keys(devices).length < 2; tries += 1) {
    const device = await newDevice(browser);
    const version = await versionOn(device.page);
    if (devices[version]) await device.context.close();
    else devices[version] = device;
  }
  expect(Object.keys(devices).sort()).toEqual([live, next].sort());

  for (const [version, { page, chunks }] of Object.entries(devices)) {
    const fromVersion = (url: string) => url.includes(`/registration/${version}/`);
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' })).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((url) => !fromVersion(url))).toEqual([]);
    // A page load later in the journey (a return from the bank's app is one) keeps the version.
    expect(await versionOn(page)).toBe(version);
  }
});

test('promote and rollback reach every device on its next page load, with no restart of the host', async () => {
  expect(await release('promote', 'registration')).toBe(`registration: ${next} is live for every device`);
  for (const { page } of Object.values(devices)) await expect.poll(() => versionOn(page)).toBe(next);
  expect(await release('rollback', 'registration')).toBe(`registration: rolled back from ${next} to ${live}, live for every device`);
  for (const { page } of Object.values(devices)) await expect.poll(() => versionOn(page)).toBe(live);
});

test('a published version is never written again, and every one of its files is cached as immutable', async () => {
  const entry = path.join(setting.origin, 'registration', live, 'remoteEntry.js');
  const before = { bytes: fs.readFileSync(entry), mtimeMs: fs.statSync(entry).mtimeMs };
  expect(await release('publish', 'registration')).toBe(`registration ${live} is already published: nothing written`);
  expect(fs.readFileSync(entry).equals(before.bytes)).toBe(true);
  expect(fs.statSync(entry).mtimeMs).toBe(before.mtimeMs);
  const answer = await fetch(`http://localhost:${OWN_BASE_PORT + 1}/registration/${live}/remoteEntry.js`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('[family:deploy-time-changes] a broken manifest leaves the last good one in force, and the host says so in its log', async () => {
  const good = fs.readFileSync(setting.manifest, 'utf8');
  fs.writeFileSync(setting.manifest, good.replace(`"live": "${live}"`, '"live": "../../elsewhere"'));
  const page = devices[live]?.page;
  if (!page) throw new Error('no device on the live version');
  await expect
    .poll(async () => {
      await versionOn(page);
      return log
        .filter(({ message }) => message === 'release manifest left out, the last good one stays in force')
        .map(({ problem }) => problem);
    })
    .toEqual(['remotes.registration.live is not a version']);
  expect(await versionOn(page)).toBe(live);
  expect(await servedAt(0)).toBe(live);
  fs.writeFileSync(setting.manifest, good);
});

test('outside production a tester’s link pins a published version on their device, with a badge, and one tap clears it', async ({
  browser,
}) => {
  const tester = await newDevice(browser);
  try {
    const entry = tester.page.waitForResponse((response) => ENTRY.test(new URL(response.url()).pathname));
    await tester.page.goto(`${HOST}/register?lks-pin=registration@${next}`);
    expect(versionIn((await entry).url())).toBe(next);
    const badge = tester.page.getByRole('complementary', { name: 'Tester pins' });
    // The manifest holds no integrity for a version it does not give: its entry loads unchecked.
    await expect(badge).toContainText(`Pinned: registration ${next} (entry unchecked)`);
    // The pin stays on the device: a later page load keeps the version and the badge.
    expect(await versionOn(tester.page)).toBe(next);
    await expect(badge).toBeVisible();
    const cleared = tester.page.waitForResponse((response) => ENTRY.test(new URL(response.url()).pathname));
    await badge.getByRole('link', { name: 'Clear' }).click();
    expect(versionIn((await cleared).url())).toBe(live);
    await expect(badge).toHaveCount(0);
  } finally {
    await tester.context.close();
  }
});
