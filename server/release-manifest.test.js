// The release manifest's schema, and the host keeping the last good one in force when a write is
// unreadable or fails it (docs/deploying.md, "The release manifest").
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { manifestProblem, releaseManifestReader } = require('./release-manifest');
const { remoteVersions } = require('./remote-versions');

// The integrity of a remoteEntry.js, as the release commands write it.
const SHA384 = `sha384-${'A'.repeat(64)}`;
const GOOD = {
  schema: 1,
  environment: 'uat',
  remotes: {
    registration: {
      live: '0.1.0-aaaaaaaaaa',
      canary: { version: '0.1.1-bbbbbbbbbb', percent: 50 },
      entryIntegrity: { '0.1.0-aaaaaaaaaa': SHA384, '0.1.1-bbbbbbbbbb': SHA384 },
    },
    settings: { live: '0.1.0-cccccccccc', entryIntegrity: { '0.1.0-cccccccccc': SHA384 } },
  },
  history: [{ at: '2026-11-26T06:00:00.000Z', command: 'canary', remote: 'registration', version: '0.1.1-bbbbbbbbbb', before: {} }],
};
// A page without a tester's pin link.
const PAGE = { pathname: '/register', search: '' };
const withRegistration = (registration) => ({ ...GOOD, remotes: { ...GOOD.remotes, registration } });

test('a manifest of the schema passes', () => {
  expect(manifestProblem(GOOD)).toBeNull();
  expect(manifestProblem(withRegistration({ live: '0.1.0-a', autoRollback: { marginPoints: 0, minPageViews: 1 } }))).toBeNull();
  expect(
    manifestProblem(
      withRegistration({
        live: '0.1.0-a',
        canary: { version: '0.1.1-b', percent: 5 },
        entryIntegrity: { '0.1.0-a': SHA384, '0.1.1-b': SHA384 },
      }),
    ),
  ).toBeNull();
});

test.each([
  ['no schema number', { ...GOOD, schema: 2 }, 'not a schema 1 release manifest'],
  ['no environment', { ...GOOD, environment: '' }, 'environment is not named'],
  ['a remote with no live version', withRegistration({}), 'remotes.registration.live is not a version'],
  ['a version that climbs out of its folder', withRegistration({ live: '../host' }), 'remotes.registration.live is not a version'],
  ['a remote name that is a path', { ...GOOD, remotes: { 'a/b': { live: '1' } } }, 'remotes: "a/b" is not a remote\'s name'],
  [
    'a share over 100',
    withRegistration({ live: '0.1.0-a', canary: { version: '0.1.1-b', percent: 150 } }),
    'remotes.registration.canary.percent is not a whole percent from 1 to 100',
  ],
  [
    'a share that is not whole',
    withRegistration({ live: '0.1.0-a', canary: { version: '0.1.1-b', percent: 2.5 } }),
    'remotes.registration.canary.percent is not a whole percent from 1 to 100',
  ],
  [
    'a canary of the live version',
    withRegistration({ live: '0.1.0-a', canary: { version: '0.1.0-a', percent: 5 } }),
    'remotes.registration.canary is the live version',
  ],
  ['an unknown field', withRegistration({ live: '0.1.0-a', pinned: '0.0.1' }), 'remotes.registration has unknown fields: pinned'],
  [
    'an automatic rollback with a margin that is not whole',
    withRegistration({ live: '0.1.0-a', autoRollback: { marginPoints: 2.5, minPageViews: 100 } }),
    'remotes.registration.autoRollback is not { marginPoints: 0 to 100, minPageViews: 1 or more }',
  ],
  [
    'an automatic rollback with no minimum of page views',
    withRegistration({ live: '0.1.0-a', autoRollback: { marginPoints: 5, minPageViews: 0 } }),
    'remotes.registration.autoRollback is not { marginPoints: 0 to 100, minPageViews: 1 or more }',
  ],
  [
    "an entry's integrity that is no SRI value",
    withRegistration({ live: '0.1.0-a', entryIntegrity: { '0.1.0-a': 'md5-abc' } }),
    'remotes.registration.entryIntegrity.0.1.0-a is not a sha256, sha384 or sha512 integrity',
  ],
  [
    'the integrity of a version not in force',
    withRegistration({ live: '0.1.0-a', entryIntegrity: { '0.0.9-z': SHA384 } }),
    'remotes.registration.entryIntegrity names "0.0.9-z", neither the live nor the canary version',
  ],
  ['history that is not a list', { ...GOOD, history: {} }, 'history is not a list of at most 20 states'],
  ['a history state with no time', { ...GOOD, history: [{ ...GOOD.history[0], at: 'yesterday' }] }, 'history[0].at is not a time'],
])('%s fails the schema', (_name, manifest, problem) => {
  expect(manifestProblem(manifest)).toBe(problem);
});

function manifestFile(content) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-')), 'uat.json');
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/**
 * The registration and settings remotes' versions as a host reads them from `file`, on a clock
 * the test moves, with what the host logs and counts per manifest read.
 */
function watchedVersions(file, { integrityRequired, environment } = {}) {
  const clock = { time: 0 };
  const records = [];
  const reads = [];
  const versions = remoteVersions({
    remotes: {
      registration: 'https://fixed.example/registration/remoteEntry.js',
      settings: 'https://fixed.example/settings/remoteEntry.js',
    },
    releases: { manifest: file, origin: 'https://static.example/' },
    log: (record) => records.push(record),
    metrics: { releaseManifestRead: (outcome) => reads.push(outcome) },
    now: () => clock.time,
    integrityRequired,
    environment,
  });
  const write = (manifest) => fs.writeFileSync(file, JSON.stringify(manifest));
  const lines = () => records.map(({ level, message, problem }) => `${level} ${message}: ${problem}`);
  return { versions, clock, write, lines, reads };
}

test('a server is not started without a good manifest', () => {
  expect(() => releaseManifestReader({ file: manifestFile('{') })).toThrow(/: not JSON$/);
  expect(() => releaseManifestReader({ file: '/nonexistent/uat.json' })).toThrow(
    'release manifest /nonexistent/uat.json: unreadable (ENOENT)',
  );
});

test('[family:deploy-time-changes] a host takes only its own environment’s manifest: another’s keeps it from starting, and a later write of one leaves the last good in force', async () => {
  expect(() => watchedVersions(manifestFile({ ...GOOD, environment: 'sandbox' }), { environment: 'production' })).toThrow(
    /: names environment sandbox; this host serves production$/,
  );
  const file = manifestFile(GOOD);
  const { versions, clock, write, lines } = watchedVersions(file, { environment: 'uat' });
  const device = { headers: { cookie: 'lks_cohort=1' } };
  const before = (await versions.forRequest(device, PAGE)).remotes;
  write({ ...withRegistration({ live: '0.2.0-dddddddddd' }), environment: 'sit' });
  clock.time += 2_000;
  expect((await versions.forRequest(device, PAGE)).remotes).toEqual(before);
  expect(lines()).toEqual([
    'error release manifest left out, the last good one stays in force: names environment sit; this host serves uat',
  ]);
});

test('a manifest mounted as Kubernetes mounts a ConfigMap is taken when the kubelet swaps its ..data link, even for a file of the same size and time', async () => {
  const volume = fs.mkdtempSync(path.join(os.tmpdir(), 'configmap-'));
  const FILE = 'release-manifest.json';
  // As the kubelet updates the volume: a new timestamped folder, then one rename of the link to it.
  const swapTo = (folder, manifest) => {
    fs.mkdirSync(path.join(volume, folder));
    fs.writeFileSync(path.join(volume, folder, FILE), JSON.stringify(manifest));
    fs.symlinkSync(folder, path.join(volume, '..data_tmp'));
    fs.renameSync(path.join(volume, '..data_tmp'), path.join(volume, '..data'));
  };
  // Whole seconds, which every file system keeps exactly.
  const written = new Date('2026-11-27T01:00:00Z');
  swapTo('..2026_11_27_01_00_00.1', GOOD);
  fs.utimesSync(path.join(volume, '..data', FILE), written, written);
  fs.symlinkSync(path.join('..data', FILE), path.join(volume, FILE));
  const { versions, clock } = watchedVersions(path.join(volume, FILE), { environment: 'uat' });
  expect(versions.versionsInForce().registration).toEqual(['0.1.0-aaaaaaaaaa', '0.1.1-bbbbbbbbbb']);

  // The canary made live and the live version the canary: a file of the same size, given the
  // same modification time as the one it replaces, so only the link tells them apart.
  const swapped = withRegistration({
    ...GOOD.remotes.registration,
    live: '0.1.1-bbbbbbbbbb',
    canary: { version: '0.1.0-aaaaaaaaaa', percent: 50 },
  });
  const first = path.join(volume, '..2026_11_27_01_00_00.1', FILE);
  const second = path.join(volume, '..2026_11_27_01_05_00.2', FILE);
  swapTo(path.basename(path.dirname(second)), swapped);
  fs.utimesSync(second, written, written);
  expect([fs.statSync(second).size, fs.statSync(second).mtimeMs]).toEqual([fs.statSync(first).size, fs.statSync(first).mtimeMs]);
  fs.rmSync(path.dirname(first), { recursive: true });
  clock.time += 2_000;
  expect(versions.versionsInForce().registration).toEqual(['0.1.1-bbbbbbbbbb', '0.1.0-aaaaaaaaaa']);
});

test('[family:deploy-time-changes] a broken or missing manifest leaves the last good one in force, said once in the log and counted per read', async () => {
  const file = manifestFile(GOOD);
  const { versions, clock, write, lines, reads } = watchedVersions(file);
  const device = { headers: { cookie: 'lks_cohort=1' } };
  const before = (await versions.forRequest(device, PAGE)).remotes;

  write({ ...GOOD, remotes: { registration: { live: '../../evil' } } });
  for (clock.time = 2_000; clock.time <= 10_000; clock.time += 2_000)
    expect((await versions.forRequest(device, PAGE)).remotes).toEqual(before);
  fs.rmSync(file);
  clock.time += 2_000;
  expect((await versions.forRequest(device, PAGE)).remotes).toEqual(before);
  expect(lines()).toEqual([
    'error release manifest left out, the last good one stays in force: remotes.registration.live is not a version',
    'error release manifest left out, the last good one stays in force: unreadable (ENOENT)',
  ]);
  expect(reads).toEqual(['refreshed', 'refused', 'failed']);

  write(withRegistration({ live: '0.2.0-dddddddddd' }));
  clock.time += 2_000;
  expect((await versions.forRequest(device, PAGE)).remotes.registration).toBe(
    'https://static.example/registration/0.2.0-dddddddddd/remoteEntry.js',
  );
});

test('a page gets the live version, or the canary on a device in its share; a new device is given its cohort only while a canary runs', async () => {
  const file = manifestFile(GOOD);
  const versions = remoteVersions({
    remotes: {
      registration: 'https://fixed.example/registration/remoteEntry.js',
      settings: 'https://fixed.example/settings/remoteEntry.js',
      statement: 'https://fixed.example/statement/remoteEntry.js',
    },
    releases: { manifest: file, origin: 'https://static.example/' },
    cohortStart: 0,
  });
  const entries = await Promise.all(
    Array.from({ length: 100 }, (_, point) => versions.forRequest({ headers: { cookie: `lks_cohort=${point * 100}` } }, PAGE)),
  );
  const registration = new Set(entries.map(({ remotes }) => remotes.registration));
  expect([...registration].sort()).toEqual([
    'https://static.example/registration/0.1.0-aaaaaaaaaa/remoteEntry.js',
    'https://static.example/registration/0.1.1-bbbbbbbbbb/remoteEntry.js',
  ]);
  expect(
    entries.every(
      ({ remotes, setCookies }) =>
        setCookies.length === 0 && remotes.settings === 'https://static.example/settings/0.1.0-cccccccccc/remoteEntry.js',
    ),
  ).toBe(true);
  // The manifest names no statement release: it is where the runtime config says.
  expect(entries[0].remotes.statement).toBe('https://fixed.example/statement/remoteEntry.js');
  const newDevice = await versions.forRequest({ headers: {} }, PAGE);
  expect(newDevice.setCookies).toEqual([expect.stringMatching(/^lks_cohort=\d+; /)]);
  const point = /^lks_cohort=(\d+)/.exec(newDevice.setCookies[0])[1];
  expect((await versions.forRequest({ headers: { cookie: `lks_cohort=${point}` } }, PAGE)).remotes).toEqual(newDevice.remotes);

  fs.writeFileSync(file, JSON.stringify(withRegistration({ live: '0.1.0-aaaaaaaaaa' })));
  const noCanary = remoteVersions({
    remotes: { registration: 'https://fixed.example/r.js' },
    releases: { manifest: file, origin: 'https://static.example/' },
  });
  expect(await noCanary.forRequest({ headers: {} }, PAGE)).toEqual({
    remotes: { registration: 'https://static.example/registration/0.1.0-aaaaaaaaaa/remoteEntry.js' },
    versions: { registration: '0.1.0-aaaaaaaaaa' },
    integrity: {},
    pins: {},
    setCookies: [],
  });
});

describe('[family:static-origin-integrity] a live or canary version without its entry integrity', () => {
  const REFUSED = 'release manifest left out, the last good one stays in force';
  const UNCHECKED = 'release manifest in force with entries that load unchecked (allowed outside production)';
  // The canary's integrity left out, as by someone who swapped its files on the bucket.
  const withoutCanaryIntegrity = withRegistration({
    ...GOOD.remotes.registration,
    canary: { version: '0.1.2-dddddddddd', percent: 100 },
    entryIntegrity: { '0.1.0-aaaaaaaaaa': SHA384 },
  });
  // A manifest written by hand: no integrity anywhere.
  const handWritten = { ...GOOD, remotes: { registration: { live: '0.1.0-aaaaaaaaaa' }, settings: { live: '0.1.0-cccccccccc' } } };
  // Every device is in a canary of 100 %.
  const inCanary = { headers: { cookie: 'lks_cohort=1' } };

  function watched(file, options) {
    const watch = watchedVersions(file, options);
    /** A page once the last read is no longer kept. */
    const later = () => {
      watch.clock.time += 2_000;
      return watch.versions.forRequest(inCanary, PAGE);
    };
    return { ...watch, later };
  }

  test('is refused in a production config like a broken manifest: the last good one stays in force, said once per change with the remote and version, and counted', async () => {
    const { versions, later, write, lines, reads } = watched(manifestFile(GOOD), { integrityRequired: true });
    const before = await versions.forRequest(inCanary, PAGE);
    expect(before.integrity).toEqual({ registration: SHA384, settings: SHA384 });

    write(withoutCanaryIntegrity);
    for (let read = 0; read < 3; read += 1) expect(await later()).toEqual(before);
    write(handWritten);
    expect(await later()).toEqual(before);
    expect(lines()).toEqual([
      `error ${REFUSED}: no entry integrity for registration 0.1.2-dddddddddd (canary)`,
      `error ${REFUSED}: no entry integrity for registration 0.1.0-aaaaaaaaaa (live), settings 0.1.0-cccccccccc (live)`,
    ]);
    expect(reads).toEqual(['refreshed', 'refused', 'refused']);

    const mended = withRegistration({
      ...withoutCanaryIntegrity.remotes.registration,
      entryIntegrity: { '0.1.0-aaaaaaaaaa': SHA384, '0.1.2-dddddddddd': SHA384 },
    });
    write(mended);
    expect((await later()).remotes.registration).toBe('https://static.example/registration/0.1.2-dddddddddd/remoteEntry.js');
    expect(reads.at(-1)).toBe('refreshed');
  });

  test('keeps a production config from starting', () => {
    expect(() =>
      remoteVersions({
        remotes: { settings: 'https://fixed.example/settings/remoteEntry.js' },
        releases: { manifest: manifestFile(handWritten), origin: 'https://static.example/' },
        integrityRequired: true,
      }),
    ).toThrow(/: no entry integrity for registration 0\.1\.0-aaaaaaaaaa \(live\), settings 0\.1\.0-cccccccccc \(live\)$/);
  });

  test('is served outside production, its entry unchecked, with one warning per change naming the remote and version', async () => {
    const { versions, later, write, lines, reads } = watched(manifestFile(GOOD), { integrityRequired: false });
    await versions.forRequest(inCanary, PAGE);
    expect(lines()).toEqual([]);

    write(withoutCanaryIntegrity);
    for (let read = 0; read < 3; read += 1) {
      const page = await later();
      expect(page.remotes.registration).toBe('https://static.example/registration/0.1.2-dddddddddd/remoteEntry.js');
      expect(page.integrity).toEqual({ settings: SHA384 });
    }
    write(GOOD);
    await later();
    write(withoutCanaryIntegrity);
    await later();
    expect(lines()).toEqual([
      `warn ${UNCHECKED}: no entry integrity for registration 0.1.2-dddddddddd (canary)`,
      `warn ${UNCHECKED}: no entry integrity for registration 0.1.2-dddddddddd (canary)`,
    ]);
    expect(reads).toEqual(['refreshed', 'refreshed', 'refreshed', 'refreshed']);
  });
});
