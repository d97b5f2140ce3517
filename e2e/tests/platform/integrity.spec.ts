import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';
import { startOwnApp } from '../../support/own-app';
import { renamedRelease } from '../../support/renamed-release';

const repository = path.join(__dirname, '..', '..', '..');
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
const { remoteBuild, REMOTE_DIRS } = require(path.join(repository, 'scripts', 'app-servers.js')) as {
  remoteBuild(name: string): string;
  REMOTE_DIRS: Record<string, string>;
};

// Its own ports beside the suite's (HOST_PORT + 90 …), static origin and manifest: it changes
// published files. The pages report to the host's own origin, which logs each error report.
const OWN_BASE_PORT = Number(APP_PORTS.host) + 90;
const HOST = `http://localhost:${OWN_BASE_PORT}`;

type ClientReport = { kind: string; message?: string; remote?: string; remoteRelease?: string };
const log: Array<{ message?: string; report?: ClientReport }> = [];
let app: Awaited<ReturnType<typeof startOwnApp>>;

/** The published version of `remote` live in the app's manifest, and its folder on the static origin. */
function live(remote: string): { version: string; folder: string } {
  const manifest = JSON.parse(fs.readFileSync(app.release!.manifest, 'utf8')) as { remotes: Record<string, { live: string }> };
  const version = manifest.remotes[remote]!.live;
  return { version, folder: path.join(app.release!.origin, remote, version) };
}

/** Changes a published file on the static origin as an attacker with write access would, its precompressed copies too. */
function alter(file: string, code: string): void {
  const altered = `${fs.readFileSync(file, 'utf8')}\n${code}`;
  fs.writeFileSync(file, altered);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(altered));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(altered));
}

const errorReports = () => log.filter((record) => record.message === 'client report').map((record) => record.report!);

// The report's version is its `remoteRelease`; in the file's address a content hash may read as a
// phone number to the personal-data scrubber (a run of digits after the version's last 0), which
// masks it, so the address is held to the remote's folder and the file's name.
const FILE_OF_A_VERSION = (file: string) => new RegExp(`/registration/[^/\\s]+/${file.replace(/\./g, '\\.')}`);

test.beforeAll(async () => {
  app = await startOwnApp(OWN_BASE_PORT, undefined, (record) => log.push(record), {
    runtimeConfig: { errorReportUrl: `${HOST}/client-reports` },
  });
});
test.afterAll(async () => {
  await app.close();
});

test('[family:static-origin-integrity] a remoteEntry.js altered on the static origin is refused: the Thai unavailable page, and one report naming the remote, its version and the file', async ({
  page,
}) => {
  const { version, folder } = live('registration');
  alter(path.join(folder, 'remoteEntry.js'), 'window.__lksAltered = true;');

  await page.goto(`${HOST}/register`);
  await expect(page.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
  // The browser never ran the altered file.
  expect(await page.evaluate(() => (window as { __lksAltered?: boolean }).__lksAltered)).toBeUndefined();

  // The page's reports leave with it.
  await page.goto('about:blank');
  await expect.poll(() => errorReports().length).toBe(1);
  const [report] = errorReports();
  expect(report).toMatchObject({ remote: 'registration', remoteRelease: version });
  expect(report!.message).toMatch(FILE_OF_A_VERSION('remoteEntry.js'));
});

// Not every file is loaded by these tests: a file its parent records no hash for would load
// unchecked, which the browser never says (webpack-subresource-integrity records none for a chunk
// numbered 0). The release manifest holds the entry's.
test('[family:static-origin-integrity] every file of each remote’s build but its entry has its integrity recorded by the file that loads it', () => {
  for (const remote of Object.keys(REMOTE_DIRS)) {
    const dir = remoteBuild(remote);
    const scripts = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, bytes: fs.readFileSync(path.join(dir, name)) }));
    const recorded = new Set(scripts.flatMap(({ bytes }) => bytes.toString('utf8').match(/sha256-[A-Za-z0-9+/]+=*/g) ?? []));
    const unchecked = scripts
      .filter(
        ({ name, bytes }) =>
          name !== 'remoteEntry.js' && !recorded.has(`sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`),
      )
      .map(({ name }) => name);
    expect(unchecked, remote).toEqual([]);
  }
});

test('[family:static-origin-integrity] a chunk altered on the static origin is refused: the Thai unavailable page, and one report naming the remote, its version and the file', async ({
  page,
}) => {
  // A new version of the registration remote, made live, whose landing chunk is then altered.
  const renamed = renamedRelease(remoteBuild('registration'));
  const { version } = publish('registration', { origin: app.release!.origin, build: renamed.dir, packageName: 'remote-registration' });
  fs.rmSync(renamed.dir, { recursive: true, force: true });
  const setting = { ...releaseCommands.settingFrom(app.env), ...app.release! };
  await releaseCommands.run(['promote', 'registration', version], setting);
  const { folder } = live('registration');
  const landing = fs.readdirSync(folder).find((name) => /^page-landing\.[0-9a-f]{8}\.js$/.test(name))!;
  alter(path.join(folder, landing), 'window.__lksAltered = true;');

  // The host reads the manifest within seconds: the page that gets the new version.
  const entryOnPage = async () => {
    await page.goto(`${HOST}/register`);
    return (JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}') as { remotes: Record<string, string> }).remotes
      .registration;
  };
  await expect.poll(entryOnPage).toContain(`/registration/${version}/`);
  await expect(page.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __lksAltered?: boolean }).__lksAltered)).toBeUndefined();

  const before = errorReports().filter((report) => report.remoteRelease === version).length;
  await page.goto('about:blank');
  await expect.poll(() => errorReports().filter((report) => report.remoteRelease === version).length).toBe(before + 1);
  const report = errorReports().at(-1)!;
  expect(report).toMatchObject({ remote: 'registration', remoteRelease: version });
  expect(report.message).toMatch(FILE_OF_A_VERSION(landing));
});
