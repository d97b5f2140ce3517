// The squad's release commands: what each one changes in the manifest, and the refusals that
// change nothing (docs/deploying.md).
const { execFile, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { canaryFigures } = require('../../server/canary-figures');
const { createServerMetrics, startAdminServer } = require('../../server/server-metrics');
const { automaticRollback, canary, promote, rollback, status } = require('./manifest-changes');
const { publish, versionOf } = require('./publish');
const { releaseBuilds, run, settingFrom } = require('./release');

const REMOTES = ['registration', 'settings', 'statement'];
const chunkName = (chunk) => `page.${chunk === 'one' ? '1111aaaa' : '2222bbbb'}.js`;

/**
 * A remote's build as `npm run build` writes it: an entry recording its chunk's SHA-256 (as
 * webpack-subresource-integrity does; `recorded` false: a build of a release before chunks carried
 * their integrity, such as release/previous), the chunk and its brotli copy, its record with the
 * kernel range, and last its first screens (`whole` false: the build stopped before writing them).
 */
function build(dir, { chunk = 'one', required = '^1.0.0', whole = true, recorded = true } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  if (whole) fs.writeFileSync(path.join(dir, 'first-screens.json'), JSON.stringify({ version: 1, routes: { '/register': {} } }));
  const sha256 = crypto.createHash('sha256').update(chunk).digest('base64');
  const integrity = recorded ? `, integrity = "sha256-${sha256}"` : '';
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var remote_registration = "${chunk}"${integrity};`);
  fs.writeFileSync(path.join(dir, chunkName(chunk)), chunk);
  fs.writeFileSync(path.join(dir, `${chunkName(chunk)}.br`), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.map'), '{}');
  fs.writeFileSync(
    path.join(dir, 'version.json'),
    JSON.stringify({ version: '0.1.0', builtAt: new Date().toISOString(), kernel: { required } }),
  );
  return dir;
}

let folder;
let setting;
let builds;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  setting = {
    remotes: REMOTES,
    origin: path.join(folder, 'origin'),
    manifest: path.join(folder, 'uat.json'),
    environment: 'uat',
    hostKernel: async () => '1.0.1',
  };
  builds = {
    first: build(path.join(folder, 'first')),
    second: build(path.join(folder, 'second'), { chunk: 'two' }),
    third: build(path.join(folder, 'third'), { chunk: 'three' }),
    newerKernel: build(path.join(folder, 'newer-kernel'), { chunk: 'three', required: '^1.1.0' }),
  };
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const published = (which) =>
  publish('registration', { origin: setting.origin, build: builds[which], packageName: 'remote-registration' }).version;
const manifest = () => JSON.parse(fs.readFileSync(setting.manifest, 'utf8'));
/** What JSON.parse says of a text that is not JSON. */
function whyNotJson(text) {
  try {
    JSON.parse(text);
  } catch (error) {
    return error.message;
  }
  throw new Error('the text is JSON');
}
/** What a browser checks a published entry against: the SHA-384 of the file's bytes, in base64. */
const integrityOf = (version) =>
  `sha384-${crypto
    .createHash('sha384')
    .update(fs.readFileSync(path.join(setting.origin, 'registration', version, 'remoteEntry.js')))
    .digest('base64')}`;

test('a version names the build: the same build is the same version, whenever built; source maps are not published', () => {
  const first = published('first');
  expect(first).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
  fs.writeFileSync(
    path.join(builds.first, 'version.json'),
    JSON.stringify({ version: '0.1.0', builtAt: 'later', kernel: { required: '^1.0.0' } }),
  );
  expect(versionOf(builds.first)).toBe(first);
  expect(versionOf(builds.second)).not.toBe(first);
  expect(fs.readdirSync(path.join(setting.origin, 'registration', first)).sort()).toEqual([
    'first-screens.json',
    'page.1111aaaa.js',
    'page.1111aaaa.js.br',
    'remoteEntry.js',
    'version.json',
  ]);
});

test('a published version is never written again', () => {
  const version = published('first');
  const entry = path.join(setting.origin, 'registration', version, 'remoteEntry.js');
  const { mtimeMs } = fs.statSync(entry);
  expect(publish('registration', { origin: setting.origin, build: builds.first, packageName: 'remote-registration' })).toEqual({
    version,
    written: false,
  });
  expect(fs.statSync(entry).mtimeMs).toBe(mtimeMs);
  // Someone changed the published folder's files: publishing that version again is refused.
  fs.writeFileSync(entry, 'altered');
  expect(() => published('first')).toThrow(
    `registration ${version} is already published with other files: a published version is never written again`,
  );
  expect(fs.readFileSync(entry, 'utf8')).toBe('altered');
});

test('two engineers publishing the same build at once: the one whose copy lands second is told it is published, and leaves no copy behind', () => {
  const version = versionOf(builds.first);
  const { renameSync } = fs;
  // The other engineer's publish, in a process of its own, ends while this one is about to rename its copy into place.
  jest.spyOn(fs, 'renameSync').mockImplementationOnce((from, to) => {
    const other = `require(${JSON.stringify(require.resolve('./publish'))}).publish('registration', ${JSON.stringify({ origin: setting.origin, build: builds.first, packageName: 'remote-registration' })})`;
    expect(spawnSync(process.execPath, ['-e', other]).status).toBe(0);
    return renameSync(from, to);
  });
  expect(publish('registration', { origin: setting.origin, build: builds.first, packageName: 'remote-registration' })).toEqual({
    version,
    written: false,
  });
  expect(fs.readdirSync(path.join(setting.origin, 'registration'))).toEqual([version]);
  jest.restoreAllMocks();
});

test("a build of a release before chunks carried their integrity (production's now) is published, and a rollback to it goes through", async () => {
  const before = build(path.join(folder, 'before-integrity'), { chunk: 'before', recorded: false });
  const production = publish('registration', { origin: setting.origin, build: before, packageName: 'remote-registration' }).version;
  await promote(setting, 'registration', production);
  const second = published('second');
  await promote(setting, 'registration', second);
  expect(await rollback(setting, 'registration')).toBe(`registration: rolled back from ${second} to ${production}, live for every device`);
});

test("a running canary's version damaged on the static origin: widening it is refused, and the repair ends the canary before its folder goes, which would fail every host instance's readiness", async () => {
  const first = published('first');
  await promote(setting, 'registration', first);
  const second = published('second');
  await canary(setting, 'registration', second, '5');
  const folder = path.join(setting.origin, 'registration', second);
  fs.rmSync(path.join(folder, 'page.2222bbbb.js'));
  await expect(canary(setting, 'registration', second, '50')).rejects.toThrow(
    `registration ${second} on the static origin is not the build published as that version: its files were changed; while it is live or in a canary, first make another version live for every device (npm run release -- rollback registration, or promote registration <version>): every host instance fails its readiness while a version in force has no folder; then remove ${folder} (and purge it from the CDN's cache) and publish its build again (npm run release -- publish registration, built from the same commit)`,
  );
});

test('a version whose files were damaged on the static origin: every refusal names the repair, and the repair works', async () => {
  const first = published('first');
  await promote(setting, 'registration', first);
  const second = published('second');
  const folder = path.join(setting.origin, 'registration', second);
  fs.rmSync(path.join(folder, 'page.2222bbbb.js'));
  const repair = `while it is live or in a canary, first make another version live for every device (npm run release -- rollback registration, or promote registration <version>): every host instance fails its readiness while a version in force has no folder; then remove ${folder} (and purge it from the CDN's cache) and publish its build again (npm run release -- publish registration, built from the same commit)`;
  await expect(canary(setting, 'registration', second, '5')).rejects.toThrow(
    `registration ${second} on the static origin is not the build published as that version: its files were changed; ${repair}`,
  );
  expect(() => published('second')).toThrow(
    `registration ${second} is already published with other files: a published version is never written again; ${repair}`,
  );
  fs.rmSync(folder, { recursive: true });
  expect(published('second')).toBe(second);
  expect(await canary(setting, 'registration', second, '5')).toBe(`registration: ${second} for 5 % of devices, ${first} for the others`);
});

test('a canary, widened, promoted, then rolled back: each a state of the manifest with the one before in its history', async () => {
  const first = published('first');
  const second = published('second');
  expect(await promote(setting, 'registration', first)).toBe(`registration: ${first} is live for every device`);
  expect(await canary(setting, 'registration', second, '5')).toBe(`registration: ${second} for 5 % of devices, ${first} for the others`);
  await canary(setting, 'registration', second, '50');
  expect(manifest().remotes.registration).toEqual({
    live: first,
    canary: { version: second, percent: 50 },
    entryIntegrity: { [first]: integrityOf(first), [second]: integrityOf(second) },
  });
  expect(await rollback(setting, 'registration')).toBe(`registration: canary ${second} ended, ${first} is live for every device`);
  expect(manifest().remotes.registration).toEqual({ live: first, entryIntegrity: { [first]: integrityOf(first) } });
  await canary(setting, 'registration', second, '50');
  expect(await promote(setting, 'registration')).toBe(`registration: ${second} is live for every device`);
  expect(await rollback(setting, 'registration')).toBe(`registration: rolled back from ${second} to ${first}, live for every device`);
  expect(manifest().remotes.registration).toEqual({ live: first, entryIntegrity: { [first]: integrityOf(first) } });
  expect(manifest().history.map(({ command, version }) => `${command} ${version}`)).toEqual([
    `rollback ${first}`,
    `promote ${second}`,
    `canary ${second}`,
    `rollback ${first}`,
    `canary ${second}`,
    `canary ${second}`,
    `promote ${first}`,
  ]);
  expect(manifest().history[0].before.registration).toEqual({ live: second, entryIntegrity: { [second]: integrityOf(second) } });
  expect(status(setting)).toContain(`registration: live ${first}\n  published: `);
});

test('[family:static-origin-integrity] a command records the integrity of a version in force that a manifest written by hand left without it, so a production host takes the manifest', async () => {
  const first = published('first');
  const second = published('second');
  fs.writeFileSync(
    setting.manifest,
    JSON.stringify({ schema: 1, environment: 'uat', remotes: { registration: { live: first } }, history: [] }),
  );
  await canary(setting, 'registration', second, '5');
  expect(manifest().remotes.registration.entryIntegrity).toEqual({ [first]: integrityOf(first), [second]: integrityOf(second) });
});

test('a canary ends even where a manifest written by hand records no integrity for live and live is not on the static origin', async () => {
  const second = published('second');
  const gone = '0.1.0-aaaaaaaaaa';
  fs.writeFileSync(
    setting.manifest,
    JSON.stringify({ schema: 1, environment: 'uat', remotes: { registration: { live: gone } }, history: [] }),
  );
  await canary(setting, 'registration', second, '5');
  expect(await rollback(setting, 'registration')).toBe(`registration: canary ${second} ended, ${gone} is live for every device`);
  expect(manifest().remotes.registration).toEqual({ live: gone });
});

test('a local start makes the current builds live for every device: a canary of another build ends', async () => {
  const first = published('first');
  await promote(setting, 'registration', first);
  await canary(setting, 'registration', published('second'), '50');
  const current = { registration: builds.first, settings: builds.first, statement: builds.first };
  expect(await releaseBuilds(setting, current)).toEqual({ registration: first, settings: first, statement: first });
  expect(manifest().remotes.registration).toEqual({ live: first, entryIntegrity: { [first]: integrityOf(first) } });
});

test('a canary of another version while one runs replaces it, and says which one ended', async () => {
  const first = published('first');
  const second = published('second');
  const third = published('third');
  await promote(setting, 'registration', first);
  await canary(setting, 'registration', second, '5');
  expect(await canary(setting, 'registration', third, '5')).toBe(
    `registration: ${third} for 5 % of devices, ${first} for the others; the canary of ${second} ended`,
  );
  expect(await canary(setting, 'registration', third, '50')).toBe(`registration: ${third} for 50 % of devices, ${first} for the others`);
});

test('promoting another version while a canary runs says which canary ended; promoting the canary itself does not', async () => {
  const first = published('first');
  const second = published('second');
  const third = published('third');
  await promote(setting, 'registration', first);
  await canary(setting, 'registration', second, '5');
  expect(await promote(setting, 'registration', third)).toBe(
    `registration: ${third} is live for every device; the canary of ${second} ended`,
  );
  await canary(setting, 'registration', second, '5');
  expect(await promote(setting, 'registration')).toBe(`registration: ${second} is live for every device`);
});

describe("promoting or widening a canary under automatic rollback, with the host's figures", () => {
  let first;
  let second;
  let figures;
  let admin;
  const hostAdmin = () => ['--host-admin', `http://127.0.0.1:${new URL(admin.url).port}`];
  const failing = () => `canary 25.0 % errors over 20 page views, live 1.0 % over 100: more than 5 points above live`;
  beforeEach(async () => {
    first = published('first');
    second = published('second');
    await promote(setting, 'registration', first);
    await canary(setting, 'registration', second, '10');
    await run(['auto-rollback', 'registration', '5', '20'], setting);
    figures = canaryFigures();
    admin = await startAdminServer(0, createServerMetrics().registry, { '/canary-figures': figures.figures });
    for (let n = 0; n < 100; n += 1) figures.pageView('registration', first);
    figures.errorReport('registration', first);
    for (let n = 0; n < 20; n += 1) figures.pageView('registration', second);
    for (let n = 0; n < 5; n += 1) figures.errorReport('registration', second);
  });
  afterEach(() => admin.close());

  test('one the rule judges failing is refused, naming the verdict and the way on; with --despite-verdict it goes live and the history says so', async () => {
    const before = fs.readFileSync(setting.manifest, 'utf8');
    const refusal = `registration canary ${second} fails automatic rollback's rule (${failing()}): the watch would roll it back; to make it live for every device all the same, npm run release -- promote registration --despite-verdict`;
    await expect(run(['promote', 'registration', ...hostAdmin()], setting)).rejects.toThrow(refusal);
    await expect(run(['promote', 'registration', second, ...hostAdmin()], setting)).rejects.toThrow(refusal);
    expect(fs.readFileSync(setting.manifest, 'utf8')).toBe(before);

    expect(await run(['promote', 'registration', '--despite-verdict', ...hostAdmin()], setting)).toBe(
      `registration: ${second} is live for every device, despite the verdict (${failing()})`,
    );
    expect(manifest().remotes.registration.live).toBe(second);
    const [entry] = manifest().history;
    expect(entry).toMatchObject({ command: 'promote', remote: 'registration', version: second, despiteVerdict: failing() });
    expect(status(setting)).toContain(`  ${entry.at} promote registration ${second} (despite the verdict: ${failing()})`);
  });

  test('widening one the rule judges failing is refused, naming the verdict and the way on; with --despite-verdict it widens and the history says so', async () => {
    const before = fs.readFileSync(setting.manifest, 'utf8');
    await expect(run(['canary', 'registration', second, '50', ...hostAdmin()], setting)).rejects.toThrow(
      `registration canary ${second} fails automatic rollback's rule (${failing()}): the watch would roll it back; to give it to 50 % of devices all the same, npm run release -- canary registration ${second} 50 --despite-verdict`,
    );
    expect(fs.readFileSync(setting.manifest, 'utf8')).toBe(before);

    expect(await run(['canary', 'registration', second, '50', '--despite-verdict', ...hostAdmin()], setting)).toBe(
      `registration: ${second} for 50 % of devices, ${first} for the others, despite the verdict (${failing()})`,
    );
    expect(manifest().remotes.registration.canary).toEqual({ version: second, percent: 50 });
    const [entry] = manifest().history;
    expect(entry).toMatchObject({ command: 'canary', remote: 'registration', version: second, despiteVerdict: failing() });
    expect(status(setting)).toContain(`  ${entry.at} canary registration ${second} (despite the verdict: ${failing()})`);
  });

  test('narrowing one the rule judges failing, or replacing it with another version, is never refused', async () => {
    expect(await run(['canary', 'registration', second, '5', ...hostAdmin()], setting)).toBe(
      `registration: ${second} for 5 % of devices, ${first} for the others`,
    );
    const third = published('third');
    expect(await run(['canary', 'registration', third, '50', ...hostAdmin()], setting)).toBe(
      `registration: ${third} for 50 % of devices, ${first} for the others; the canary of ${second} ended`,
    );
  });

  test('widening without figures to read goes on and says it was not judged', async () => {
    expect(await run(['canary', 'registration', second, '50'], setting)).toBe(
      `registration: ${second} for 50 % of devices, ${first} for the others; not judged by automatic rollback's rule: no host admin port named (--host-admin or LKS_HOST_ADMIN)`,
    );
  });

  test('one the rule holds is promoted as before', async () => {
    for (let n = 0; n < 100; n += 1) figures.pageView('registration', second);
    expect(await run(['promote', 'registration', ...hostAdmin()], setting)).toBe(`registration: ${second} is live for every device`);
  });

  test('one still short of its minimum of page views is widened and promoted, and the answer says nothing has judged it yet, with its figures so far', async () => {
    await run(['auto-rollback', 'registration', '5', '50'], setting);
    const waiting = `not judged yet by automatic rollback's rule: waiting for 50 page views of the canary: canary 25.0 % errors over 20 page views, live 1.0 % over 100`;
    expect(await run(['canary', 'registration', second, '50', ...hostAdmin()], setting)).toBe(
      `registration: ${second} for 50 % of devices, ${first} for the others; ${waiting}`,
    );
    expect(await run(['promote', 'registration', ...hostAdmin()], setting)).toBe(
      `registration: ${second} is live for every device; ${waiting}`,
    );
  });

  test('without figures to read (no admin port named, or one not answering) the promote goes on and says it was not judged', async () => {
    const before = manifest();
    expect(await run(['promote', 'registration'], setting)).toBe(
      `registration: ${second} is live for every device; not judged by automatic rollback's rule: no host admin port named (--host-admin or LKS_HOST_ADMIN)`,
    );
    fs.writeFileSync(setting.manifest, JSON.stringify(before));
    const [, closed] = hostAdmin();
    await admin.close();
    expect(await run(['promote', 'registration', '--host-admin', closed], setting)).toBe(
      `registration: ${second} is live for every device; not judged by automatic rollback's rule: the host's admin port ${closed} did not answer (ECONNREFUSED)`,
    );
    admin = await startAdminServer(0, createServerMetrics().registry);
  });

  test("promoting another version over a failing canary is not judged: it ends the canary; nor is a remote's first release", async () => {
    const third = published('third');
    expect(await run(['promote', 'registration', third, ...hostAdmin()], setting)).toBe(
      `registration: ${third} is live for every device; the canary of ${second} ended`,
    );
    publish('settings', { origin: setting.origin, build: builds.first, packageName: 'remote-settings' });
    expect(await run(['promote', 'settings', first, ...hostAdmin()], setting)).toBe(`settings: ${first} is live for every device`);
  });
});

describe('a manifest another writer changed while a command waited for the live host', () => {
  let first;
  let second;
  /** The setting of a command during whose wait for the live host's version.json `meanwhile` writes the manifest. */
  const waitingWhile = (meanwhile) => ({
    ...setting,
    hostKernel: async () => {
      await meanwhile();
      return '1.0.1';
    },
  });
  beforeEach(async () => {
    first = published('first');
    second = published('second');
    publish('settings', { origin: setting.origin, build: builds.first, packageName: 'remote-settings' });
    publish('settings', { origin: setting.origin, build: builds.second, packageName: 'remote-settings' });
    await promote(setting, 'registration', first);
    await promote(setting, 'settings', first);
    await canary(setting, 'settings', second, '5');
  });

  test("[family:deploy-time-changes] another remote's rollback written meanwhile stays: its failing canary is not put back", async () => {
    const watched = waitingWhile(() => automaticRollback(setting, 'settings', second, 'canary worse than live'));
    expect(await canary(watched, 'registration', second, '5')).toBe(`registration: ${second} for 5 % of devices, ${first} for the others`);
    expect(manifest().remotes.settings).toEqual({ live: first, entryIntegrity: { [first]: integrityOf(first) } });
    expect(manifest().remotes.registration.canary).toEqual({ version: second, percent: 5 });
    expect(
      manifest()
        .history.map(({ command, remote, version }) => `${command} ${remote} ${version}`)
        .slice(0, 2),
    ).toEqual([`canary registration ${second}`, `rollback settings ${first}`]);
  });

  test('[family:deploy-time-changes] a change of the same remote written meanwhile is not overwritten: the command refuses', async () => {
    const judged = waitingWhile(() => automaticRollback(setting, 'settings', second, 'canary worse than live'));
    const before = manifest();
    await expect(promote(judged, 'settings')).rejects.toThrow(
      "settings's release changed while this command ran: look at npm run release -- status and run it again",
    );
    expect(manifest().remotes.settings).toEqual({ live: first, entryIntegrity: { [first]: integrityOf(first) } });
    expect(manifest().history).toHaveLength(before.history.length + 1);
  });
});

describe('two release commands writing the manifest at once (two squads, the watch and a squad)', () => {
  let first;
  let second;
  const lock = () => `${setting.manifest}.lock`;
  beforeEach(async () => {
    first = published('first');
    second = published('second');
    publish('settings', { origin: setting.origin, build: builds.first, packageName: 'remote-settings' });
    await promote(setting, 'registration', first);
    await promote(setting, 'settings', first);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  test('[family:deploy-time-changes] a command waits while another writes, and neither change is lost', async () => {
    // The other command has read the manifest and holds it while it writes its change.
    fs.writeFileSync(lock(), '');
    const otherRead = manifest();
    const waiting = canary(setting, 'registration', second, '5');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(manifest()).toEqual(otherRead);
    fs.writeFileSync(
      setting.manifest,
      JSON.stringify({
        ...otherRead,
        remotes: {
          ...otherRead.remotes,
          settings: { ...otherRead.remotes.settings, autoRollback: { marginPoints: 2, minPageViews: 200 } },
        },
      }),
    );
    fs.rmSync(lock());
    await jest.advanceTimersByTimeAsync(1_000);
    await waiting;
    expect(manifest().remotes.registration.canary).toEqual({ version: second, percent: 5 });
    expect(manifest().remotes.settings.autoRollback).toEqual({ marginPoints: 2, minPageViews: 200 });
    expect(fs.existsSync(lock())).toBe(false);
  });

  test('a command killed while writing holds the next one 10 s, not for ever, and the engineer is told why it waits', async () => {
    fs.writeFileSync(lock(), 'ci-runner-7 pid 4242');
    const said = [];
    const waiting = canary({ ...setting, say: (line) => said.push(line) }, 'registration', second, '5');
    await jest.advanceTimersByTimeAsync(9_000);
    expect(manifest().remotes.registration.canary).toBeUndefined();
    await jest.advanceTimersByTimeAsync(2_000);
    await waiting;
    expect(manifest().remotes.registration.canary).toEqual({ version: second, percent: 5 });
    expect(fs.existsSync(lock())).toBe(false);
    expect(said).toEqual([
      `waiting for ${lock()}, held by another release command (ci-runner-7 pid 4242); one left by a killed command is taken over after 10 s`,
    ]);
  });

  /** A canary that finds the lock held, run 10 s of its clock past its first look at it (made as it says it waits). */
  async function canaryWaitingTenSeconds(said = []) {
    let told;
    const toldWaiting = new Promise((resolve) => (told = resolve));
    const waiting = canary({ ...setting, say: (line) => told(said.push(line)) }, 'registration', second, '5');
    // Awaited by the test; a failed expectation before then leaves it settling on its own.
    waiting.catch(() => {});
    await toldWaiting;
    await jest.advanceTimersByTimeAsync(10_000);
    return { waiting };
  }
  /** Settles once the waiting command next looks at `file`, `act` played just after that look. */
  function nextLookAt(file, act = () => {}) {
    const { statSync } = fs;
    return new Promise((looked) =>
      jest.spyOn(fs, 'statSync').mockImplementation((name, ...rest) => {
        const seen = statSync(name, ...rest);
        if (name === file) {
          jest.restoreAllMocks();
          act();
          looked();
        }
        return seen;
      }),
    );
  }

  test('two commands taking over the same lock left by a killed command at once: one takes it, the other waits its turn, and neither is told it stalled', async () => {
    fs.writeFileSync(lock(), 'ci-runner-7 pid 4242');
    const otherChange = { marginPoints: 2, minPageViews: 200 };
    const said = [];
    const { waiting } = await canaryWaitingTenSeconds(said);
    // The other waiting command, on another machine, judges the lock left at the same moment as this
    // one and takes it over first: just after this one's look found it left, the lock is the other's.
    await nextLookAt(lock(), () => {
      fs.rmSync(lock());
      fs.writeFileSync(lock(), 'ci-runner-9 pid 77');
    });
    // This one's look has been acted on: the other holds the lock and this one has written nothing.
    expect(fs.readFileSync(lock(), 'utf8')).toBe('ci-runner-9 pid 77');
    expect(manifest().remotes.registration.canary).toBeUndefined();
    const now = manifest();
    fs.writeFileSync(
      setting.manifest,
      JSON.stringify({ ...now, remotes: { ...now.remotes, settings: { ...now.remotes.settings, autoRollback: otherChange } } }),
    );
    fs.rmSync(lock());
    await waiting;
    expect(manifest().remotes.registration.canary).toEqual({ version: second, percent: 5 });
    expect(manifest().remotes.settings.autoRollback).toEqual(otherChange);
    expect(fs.readdirSync(folder).filter((name) => name.startsWith(path.basename(lock())))).toEqual([]);
    expect(said).toEqual([
      `waiting for ${lock()}, held by another release command (ci-runner-7 pid 4242); one left by a killed command is taken over after 10 s`,
    ]);
  });

  test('a command killed while taking a lock over leaves its mark, which holds the next one 10 s more, not for ever', async () => {
    fs.writeFileSync(lock(), 'ci-runner-7 pid 4242');
    fs.writeFileSync(`${lock()}.taking`, '');
    const { waiting } = await canaryWaitingTenSeconds();
    // Its first look at the mark, when it finds the lock left: 10 s of its clock on, the mark goes too.
    await nextLookAt(`${lock()}.taking`);
    expect(manifest().remotes.registration.canary).toBeUndefined();
    await jest.advanceTimersByTimeAsync(10_000);
    await waiting;
    expect(manifest().remotes.registration.canary).toEqual({ version: second, percent: 5 });
    expect(fs.readdirSync(folder).filter((name) => name.startsWith(path.basename(lock())))).toEqual([]);
  });

  test("a waiting command's clock stepped forward (a time sync after a runner's pause) does not take a held lock over before 10 s", async () => {
    fs.writeFileSync(lock(), 'ci-runner-7 pid 4242');
    const waiting = canary(setting, 'registration', second, '5');
    await jest.advanceTimersByTimeAsync(1_000);
    jest.setSystemTime(Date.now() + 60 * 60_000);
    // The waiting command's next look at the lock, which judges it by the time it has waited.
    const { statSync } = fs;
    await new Promise((looked) =>
      jest.spyOn(fs, 'statSync').mockImplementation((file, ...rest) => {
        if (file === lock()) looked();
        return statSync(file, ...rest);
      }),
    );
    jest.restoreAllMocks();
    expect(fs.readFileSync(lock(), 'utf8')).toBe('ci-runner-7 pid 4242');
    fs.rmSync(lock());
    await waiting;
    expect(manifest().remotes.registration.canary).toEqual({ version: second, percent: 5 });
  });

  test('a command stalled over 10 s while holding the lock (a network disk failing over), taken over meanwhile, writes nothing and leaves the new holder its lock', async () => {
    const { writeFileSync } = fs;
    const otherChange = { marginPoints: 2, minPageViews: 200 };
    jest.spyOn(fs, 'writeFileSync').mockImplementation((file, ...rest) => {
      if (String(file).startsWith(`${setting.manifest}.writing-`)) {
        // While this command stalled, another waited 10 s, took the lock over and wrote its change.
        fs.rmSync(lock());
        writeFileSync(lock(), 'ci-runner-9 pid 77');
        const now = manifest();
        writeFileSync(
          setting.manifest,
          JSON.stringify({ ...now, remotes: { ...now.remotes, settings: { ...now.remotes.settings, autoRollback: otherChange } } }),
        );
      }
      return writeFileSync(file, ...rest);
    });
    await expect(canary(setting, 'registration', second, '5')).rejects.toThrow(
      `the lock ${lock()} was taken over while this command stalled over 10 s holding it: nothing was changed; look at npm run release -- status and run it again`,
    );
    jest.restoreAllMocks();
    expect(manifest().remotes.settings.autoRollback).toEqual(otherChange);
    expect(manifest().remotes.registration.canary).toBeUndefined();
    expect(fs.readFileSync(lock(), 'utf8')).toBe('ci-runner-9 pid 77');
    expect(fs.readdirSync(folder).filter((name) => name.includes('.writing-'))).toEqual([]);
  });
});

describe('a command that refuses changes nothing', () => {
  let before;
  let first;
  beforeEach(async () => {
    first = published('first');
    await promote(setting, 'registration', first);
    before = fs.readFileSync(setting.manifest, 'utf8');
  });
  afterEach(() => expect(fs.readFileSync(setting.manifest, 'utf8')).toBe(before));

  test.each([
    [
      'an unknown remote',
      () => canary(setting, 'payments', '0.1.0-1111111111', '5'),
      'unknown remote "payments": name one of registration, settings, statement',
    ],
    ['no remote', () => promote(setting, undefined), 'unknown remote "": name one of registration, settings, statement'],
    [
      'a version not published',
      () => canary(setting, 'registration', '0.1.0-0000000000', '5'),
      'registration 0.1.0-0000000000 is not published: publish it first (npm run release -- publish registration)',
    ],
    [
      'no version',
      () => canary(setting, 'registration', undefined, '5'),
      'name a published version of registration (npm run release -- status lists them)',
    ],
    [
      'neither a version nor a share',
      () => canary(setting, 'registration', undefined, undefined),
      'name a published version of registration (npm run release -- status lists them)',
    ],
    [
      'a share out of range',
      () => canary(setting, 'registration', '0.1.0-0000000000', '0'),
      'a canary\'s share is a whole percent from 1 to 100, not "0"',
    ],
    [
      'a share that is not a number',
      () => canary(setting, 'registration', '0.1.0-0000000000', 'half'),
      'a canary\'s share is a whole percent from 1 to 100, not "half"',
    ],
    [
      'nothing to promote',
      () => promote(setting, 'registration'),
      'registration has no canary to promote: start one (npm run release -- canary registration <version> <percent>)',
    ],
    [
      'no earlier version to roll back to',
      () => rollback(setting, 'registration'),
      "registration has no earlier live version in the manifest's history to roll back to; make another published version live instead: npm run release -- promote registration <version> (npm run release -- status lists them)",
    ],
    ['a remote never released', () => rollback(setting, 'settings'), 'settings has no live version to roll back'],
    [
      'a canary of a remote never released',
      () => canary(setting, 'settings', '0.1.0-0000000000', '5'),
      'settings has no live version yet: make its first one live (npm run release -- promote settings <version>)',
    ],
  ])('%s', async (_name, command, message) => {
    await expect(command()).rejects.toThrow(message);
  });

  test('promoting the live version while a canary runs: the refusal names rollback, and a later rollback still reaches the version before', async () => {
    const second = published('second');
    await promote(setting, 'registration', second);
    await canary(setting, 'registration', published('third'), '5');
    before = fs.readFileSync(setting.manifest, 'utf8');
    await expect(promote(setting, 'registration', second)).rejects.toThrow(
      `registration ${second} is already live: to end the canary, npm run release -- rollback registration`,
    );
    await rollback(setting, 'registration');
    expect(await rollback(setting, 'registration')).toBe(`registration: rolled back from ${second} to ${first}, live for every device`);
    before = fs.readFileSync(setting.manifest, 'utf8');
  });

  test.each([
    ['removed', (dir) => fs.rmSync(dir, { recursive: true }), (first) => `${first} is not on the static origin ${setting.origin}`],
    [
      'left without a chunk',
      (dir) => fs.rmSync(path.join(dir, 'page.1111aaaa.js')),
      (first) => `${first} on the static origin is not the build published as that version (a file was removed or changed)`,
    ],
  ])('a rollback to the version live before, whose files on the static origin were %s, names the way out', async (_name, damage, why) => {
    const second = published('second');
    await promote(setting, 'registration', second);
    damage(path.join(setting.origin, 'registration', first));
    before = fs.readFileSync(setting.manifest, 'utf8');
    await expect(rollback(setting, 'registration')).rejects.toThrow(
      `registration cannot go back to ${first}, live before ${second}: ${why(first)}; make another published version live instead: npm run release -- promote registration <version> (npm run release -- status lists them)`,
    );
  });

  test('a canary of the live version', async () => {
    await expect(canary(setting, 'registration', first, '5')).rejects.toThrow(`registration ${first} is already live`);
  });

  test('a version whose kernel range the live host cannot serve', async () => {
    const newer = published('newerKernel');
    await expect(canary(setting, 'registration', newer, '5')).rejects.toThrow(
      `registration ${newer} needs kernel ^1.1.0; the live host serves kernel 1.0.1: ship the host first (docs/deploy-contract.md)`,
    );
    await expect(promote(setting, 'registration', newer)).rejects.toThrow(`registration ${newer} needs kernel ^1.1.0`);
  });

  test('[family:static-origin-integrity] a version whose files on the static origin were changed since publishing', async () => {
    const second = published('second');
    fs.appendFileSync(path.join(setting.origin, 'registration', second, 'remoteEntry.js'), ';steal()');
    await expect(canary(setting, 'registration', second, '5')).rejects.toThrow(
      `registration ${second} on the static origin is not the build published as that version: its files were changed`,
    );
  });

  test('a manifest that fails its schema is not written over', async () => {
    fs.writeFileSync(setting.manifest, '{"schema": 1}');
    before = fs.readFileSync(setting.manifest, 'utf8');
    await expect(canary(setting, 'registration', published('second'), '5')).rejects.toThrow(
      `the release manifest ${setting.manifest} fails its schema (environment is not named): mend it before changing it`,
    );
  });

  test('a manifest edited by hand into text that is not JSON: the refusal says where', async () => {
    fs.writeFileSync(setting.manifest, before.replace(/"live"/, '"live",'));
    before = fs.readFileSync(setting.manifest, 'utf8');
    // What JSON.parse says of it, with where, as the engineer's editor would show it.
    const refusal = `the release manifest ${setting.manifest} is not JSON (${whyNotJson(before)}): mend it before changing it`;
    await expect(rollback(setting, 'registration')).rejects.toThrow(refusal);
  });

  describe('status of a manifest broken by hand lists what is published per remote on stdout, says where it broke and what to do on stderr, and exits 1', () => {
    /** `npm run release -- status` on this manifest and origin: its exit code and what it printed on each stream. */
    const statusRun = (...args) => {
      const env = { ...process.env, LKS_RELEASE_MANIFEST: setting.manifest, LKS_STATIC_ORIGIN: setting.origin, LKS_HOST_ADMIN: '' };
      return new Promise((done) =>
        execFile(process.execPath, [require.resolve('./release'), 'status', ...args], { env }, (error, stdout, stderr) =>
          done({ code: error?.code ?? 0, stdout, stderr }),
        ),
      );
    };
    // A script that keeps stdout alone still gets the versions a mended manifest may name.
    const broken = (why) => ({
      code: 1,
      stdout: [`registration: published ${first}`, 'settings: published none', 'statement: published none', ''].join('\n'),
      stderr: `refused: the release manifest ${setting.manifest} is broken: it ${why}; mend it where it says (each remote's live and canary name a version published, as listed on stdout), or write back a good copy, then run npm run release -- status again: until then every release command refuses, the running host instances keep the last good manifest, and one that starts does not start\n`,
    });

    test.each([
      ['text that is not JSON', (text) => text.replace(/"live"/, '"live",'), (text) => `is not JSON (${whyNotJson(text)})`],
      [
        'a text cut short',
        () => '{\n  "schema": 1,\n  "environment": "uat",\n  "remotes": ',
        () => 'is not JSON (Unexpected end of JSON input at its end, line 4 column 14)',
      ],
      ['JSON that fails the schema', (text) => text.replace('"uat"', '""'), () => 'fails its schema (environment is not named)'],
    ])('%s', async (_name, edit, why) => {
      fs.writeFileSync(setting.manifest, edit(before));
      before = fs.readFileSync(setting.manifest, 'utf8');
      expect(await statusRun()).toEqual(broken(why(before)));
    });

    test("with the host's admin port named", async () => {
      fs.writeFileSync(setting.manifest, before.replace(/"live"/, '"live",'));
      before = fs.readFileSync(setting.manifest, 'utf8');
      const admin = await startAdminServer(0, createServerMetrics().registry, { '/canary-figures': canaryFigures().figures });
      try {
        expect(await statusRun('--host-admin', `http://127.0.0.1:${new URL(admin.url).port}`)).toEqual(
          broken(`is not JSON (${whyNotJson(before)})`),
        );
      } finally {
        await admin.close();
      }
    });
  });

  test.each([
    ['an unknown remote', ['publish', 'payments'], 'unknown remote "payments": name one of registration, settings, statement'],
    ['no remote', ['publish'], 'unknown remote "": name one of registration, settings, statement'],
  ])('publishing %s', async (_name, args, message) => {
    await expect(run(args, setting)).rejects.toThrow(message);
  });

  test('a version an earlier publish put on the origin without its first-screens.json, which would take every host instance out of the balancer', async () => {
    const partial = build(path.join(folder, 'partial'), { chunk: 'two', whole: false });
    const version = versionOf(partial);
    fs.cpSync(partial, path.join(setting.origin, 'registration', version), { recursive: true });
    const refusal = `registration ${version} on the static origin has no first-screens.json the host takes (missing): every host instance would fail its readiness while it is in force; publish a whole build (npm run release -- publish registration)`;
    await expect(canary(setting, 'registration', version, '5')).rejects.toThrow(refusal);
    await expect(promote(setting, 'registration', version)).rejects.toThrow(refusal);
  });

  test('publishing a build that stopped before its end (no first-screens.json, which the build writes last)', () => {
    const partial = build(path.join(folder, 'partial'), { chunk: 'two', whole: false });
    expect(() => publish('registration', { origin: setting.origin, build: partial, packageName: 'remote-registration' })).toThrow(
      `the build of remote-registration in ${partial} is not whole (first-screens.json missing): run npm run build -w remote-registration again and publish once it ends without an error`,
    );
    expect(fs.readdirSync(path.join(setting.origin, 'registration'))).toEqual([expect.stringMatching(/^0\.1\.0-/)]);
  });

  describe('a folder the command cannot write: a full disk, a read-only mount', () => {
    /**
     * fs as `dir`'s disk answers: a full one (ENOSPC) still creates a file, whose bytes then stop
     * after the first few; a read-only one (EROFS) creates nothing.
     */
    const failingWritesUnder = (dir, code) => {
      const { writeFileSync, copyFileSync, openSync } = fs;
      const failed = () => Object.assign(new Error(`${code}: the disk refused the write`), { code });
      const opened = new Set();
      const under = (file) => opened.has(file) || String(file).startsWith(dir);
      jest.spyOn(fs, 'openSync').mockImplementation((file, flags, ...rest) => {
        if (!under(file) || !/[wa]/.test(String(flags))) return openSync(file, flags, ...rest);
        if (code !== 'ENOSPC') throw failed();
        const descriptor = openSync(file, flags, ...rest);
        opened.add(descriptor);
        return descriptor;
      });
      jest.spyOn(fs, 'writeFileSync').mockImplementation((file, data, ...rest) => {
        if (!under(file)) return writeFileSync(file, data, ...rest);
        if (code === 'ENOSPC') writeFileSync(file, String(data).slice(0, 10));
        throw failed();
      });
      jest.spyOn(fs, 'copyFileSync').mockImplementation((from, to, ...rest) => {
        if (!under(to)) return copyFileSync(from, to, ...rest);
        if (code === 'ENOSPC') writeFileSync(to, 'partial');
        throw failed();
      });
    };
    afterEach(() => jest.restoreAllMocks());
    // A half-written copy holds room a retry needs; a lock left makes the retry wait for it.
    const leftIn = (dir) =>
      fs.readdirSync(dir).filter((name) => name.includes('.writing-') || name.startsWith('.publishing-') || name.endsWith('.lock'));

    test.each(['ENOSPC', 'EROFS'])('a canary written to a manifest folder that answers %s leaves no copy and no lock', async (code) => {
      const second = published('second');
      failingWritesUnder(folder, code);
      await expect(canary(setting, 'registration', second, '5')).rejects.toThrow(
        `the release manifest ${setting.manifest} could not be written (${code}): nothing was changed; make room on its disk or make its folder writable, then run the command again`,
      );
      expect(leftIn(folder)).toEqual([]);
    });

    test.each(['ENOSPC', 'EROFS'])('publishing to a static origin that answers %s', (code) => {
      const second = versionOf(builds.second);
      failingWritesUnder(setting.origin, code);
      expect(() => published('second')).toThrow(
        `registration ${second} could not be written to the static origin ${setting.origin} (${code}): nothing was published; make room on its disk or make it writable, then publish again`,
      );
      expect(fs.readdirSync(path.join(setting.origin, 'registration'))).toEqual([first]);
    });
  });

  test.each([
    ['a chunk removed', (dir) => fs.rmSync(path.join(dir, 'page.2222bbbb.js')), 'a script remoteEntry.js loads is missing'],
    [
      'a chunk changed',
      (dir) => fs.appendFileSync(path.join(dir, 'page.2222bbbb.js'), ';'),
      'page.2222bbbb.js is not the file the build recorded the integrity of',
    ],
    [
      'a brotli copy that is not its chunk',
      (dir) => fs.writeFileSync(path.join(dir, 'page.2222bbbb.js.br'), zlib.brotliCompressSync('older')),
      'page.2222bbbb.js.br is not page.2222bbbb.js compressed',
    ],
  ])(
    'publishing a build touched after webpack wrote it, %s, which canary customers would get as the unavailable page',
    (_name, damage, why) => {
      damage(builds.second);
      expect(() => published('second')).toThrow(
        `the build of remote-registration in ${builds.second} is not whole (${why}): run npm run build -w remote-registration again and publish once it ends without an error`,
      );
      expect(fs.readdirSync(path.join(setting.origin, 'registration'))).toEqual([first]);
    },
  );

  test('a version an earlier publish put on the origin with a chunk missing', async () => {
    fs.rmSync(path.join(builds.second, 'page.2222bbbb.js'));
    const version = versionOf(builds.second);
    fs.cpSync(builds.second, path.join(setting.origin, 'registration', version), { recursive: true });
    await expect(canary(setting, 'registration', version, '5')).rejects.toThrow(
      `registration ${version} on the static origin is not a whole build (a script remoteEntry.js loads is missing): customers given it would get the unavailable page; publish a whole build (npm run release -- publish registration)`,
    );
  });

  test('publishing a remote that has no build', () => {
    const none = path.join(folder, 'no-build');
    expect(() => publish('registration', { origin: setting.origin, build: none, packageName: 'remote-registration' })).toThrow(
      `there is no build of remote-registration in ${none}: run npm run build -w remote-registration`,
    );
  });

  describe("a live host's version.json that cannot be read", () => {
    let host;
    beforeAll(async () => {
      host = http.createServer((req, res) => {
        if (req.url === '/not-json/version.json') return res.end('<html>maintenance</html>');
        res.writeHead(404).end('not found');
      });
      await new Promise((listening) => host.listen(0, listening));
    });
    afterAll(() => new Promise((closed) => host.close(closed)));
    const hostUrl = (file) => `http://localhost:${host.address().port}${file}`;

    test.each([
      ['a file that is not there', () => path.join(folder, 'host', 'version.json'), 'ENOENT'],
      ['a URL answered 404', () => hostUrl('/version.json'), 'answered 404'],
      ['a URL answered with no JSON', () => hostUrl('/not-json/version.json'), 'no kernel.version in it'],
    ])('%s', async (_name, where, why) => {
      const second = published('second');
      const { hostKernel } = settingFrom({ LKS_HOST_VERSION: where() });
      await expect(run(['canary', 'registration', second, '5'], { ...setting, hostKernel })).rejects.toThrow(
        `the live host's version.json ${where()} cannot be read (${why}): set LKS_HOST_VERSION to the live host's version.json, a file or its URL`,
      );
    });
  });

  test.each([
    ['status', ['status']],
    ['publish', ['publish', 'settings']],
    ['rollback', ['rollback', 'registration']],
    ['auto-rollback on', ['auto-rollback', 'registration', '5', '20']],
    ['auto-rollback off', ['auto-rollback', 'registration', 'off']],
    ['watch --once', ['watch', '--once']],
  ])('--despite-verdict given to %s, which does not take it, is refused with the usage line', async (_name, args) => {
    await expect(run([...args, '--despite-verdict'], setting)).rejects.toThrow(
      `${args[0]} does not take --despite-verdict (only promote and canary do)\nusage: npm run release -- status | publish <remote> | `,
    );
    expect(fs.existsSync(path.join(setting.origin, 'settings'))).toBe(false);
  });

  test.each([
    ['a status', ['status', '--verbose']],
    ['a promote with --despite-verdict mistyped', ['promote', 'registration', '--despite-verdcit']],
    ['a canary with --despite-verdict mistyped', ['canary', 'registration', '0.1.0-1111111111', '50', '--despite-verdic']],
    ['a status with --host-admin mistyped', ['status', '--host-admn', 'http://127.0.0.1:9464']],
  ])('an unknown option given to %s is refused, named, with the usage line', async (_name, args) => {
    const option = args.find((arg) => arg.startsWith('--'));
    await expect(run(args, setting)).rejects.toThrow(`unknown option ${option}\nusage: npm run release -- status | publish <remote> | `);
  });

  test('an unknown command says how the commands are used', async () => {
    await expect(run(['deploy'], setting)).rejects.toThrow(
      'usage: npm run release -- status | publish <remote> | canary <remote> <version> <percent> [--despite-verdict] | promote <remote> [<version>] [--despite-verdict] | rollback <remote>',
    );
  });
});
