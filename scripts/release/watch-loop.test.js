// The continuous watch as a squad runs it (`npm run release -- watch`, docs/deploying.md): one
// long-running process that judges the canaries pass after pass, rolls a failing one back, goes on
// judging the canaries started after it, and stops cleanly on SIGTERM. The host's figures come
// from a real admin listener of the host's server, as in ./canary-watch.test.js.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const { spawn } = require('node:child_process');
const { canaryFigures } = require('../../server/canary-figures');
const { createServerMetrics, startAdminServer } = require('../../server/server-metrics');
const { writeManifest } = require('./manifest-changes');

const LIVE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.1.1-bbbbbbbbbb';
const NEXT = '0.1.2-cccccccccc';
const RULE = { marginPoints: 5, minPageViews: 20 };
let folder;
let manifestFile;
let figures;
let admin;
let watcher;

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-loop-'));
  manifestFile = path.join(folder, 'uat.json');
  writeManifest(manifestFile, {
    schema: 1,
    environment: 'uat',
    remotes: { registration: { live: LIVE, canary: { version: CANARY, percent: 10 }, autoRollback: RULE } },
    history: [],
  });
  figures = canaryFigures();
  admin = await startAdminServer(0, createServerMetrics().registry, { '/canary-figures': figures.figures });
});
afterEach(async () => {
  if (watcher?.exitCode === null) watcher.kill('SIGKILL');
  await admin.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const manifest = () => JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
function see(version, pageViews, errorReports) {
  for (let n = 0; n < pageViews; n += 1) figures.pageView('registration', version);
  for (let n = 0; n < errorReports; n += 1) figures.errorReport('registration', version);
}

/** `npm run release -- watch --every <seconds>` in a process of its own, its stdout and stderr read line by line. */
function startWatch(seconds, hostAdmin = new URL(admin.url).origin) {
  watcher = spawn(process.execPath, [path.join(__dirname, 'release.js'), 'watch', '--every', seconds, '--host-admin', hostAdmin], {
    env: {
      ...process.env,
      LKS_RELEASE_MANIFEST: manifestFile,
      LKS_STATIC_ORIGIN: path.join(folder, 'origin'),
      LKS_ENVIRONMENT: 'uat',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const errors = [];
  let waiting = [];
  const read = (into) => (line) => {
    into.push(line);
    const met = waiting.filter(({ pattern }) => pattern.test(line));
    waiting = waiting.filter((wait) => !met.includes(wait));
    for (const { found } of met) found(line);
  };
  readline.createInterface({ input: watcher.stdout }).on('line', read(lines));
  readline.createInterface({ input: watcher.stderr }).on('line', read(errors));
  const exited = new Promise((resolve) => watcher.on('close', (code, signal) => resolve({ code, signal })));
  return {
    lines,
    errors,
    exited,
    /** The first line from now on, of stdout or stderr, that matches. */
    next: (pattern) => new Promise((found) => waiting.push({ pattern, found })),
  };
}

test('a running watch rolls a failing canary back, judges the canary started after it, and stops on SIGTERM with exit 0', async () => {
  see(LIVE, 100, 1);
  see(CANARY, 19, 19);
  const watch = startWatch('0.1');
  // Below the minimum of page views: kept, pass after pass.
  await watch.next(new RegExp(`registration canary ${CANARY}: kept \\(waiting for 20 page views of the canary`));
  expect(manifest().remotes.registration.canary).toEqual({ version: CANARY, percent: 10 });

  see(CANARY, 1, 1);
  await watch.next(new RegExp(`registration canary ${CANARY}: rolled back \\(canary 100.0 % errors over 20 page views`));
  expect(manifest().remotes.registration).toEqual({ live: LIVE, autoRollback: RULE });
  expect(manifest().history[0]).toMatchObject({ command: 'rollback', remote: 'registration', version: LIVE, automatic: true });

  // A squad starts the next canary; the same watch, still running, judges it.
  const { history } = manifest();
  writeManifest(manifestFile, {
    ...manifest(),
    remotes: { registration: { live: LIVE, canary: { version: NEXT, percent: 5 }, autoRollback: RULE } },
  });
  await watch.next(new RegExp(`registration canary ${NEXT}: kept \\(waiting for 20 page views of the canary`));

  watcher.kill('SIGTERM');
  expect(await watch.exited).toEqual({ code: 0, signal: null });
  expect(watch.lines.at(-1)).toBe('watch stopped (SIGTERM)');
  // Stopping decides nothing: the canary it was judging still runs.
  expect(manifest().remotes.registration.canary).toEqual({ version: NEXT, percent: 5 });
  expect(manifest().history).toEqual(history);
}, 30_000);

test('a watch given an interval that is not a number of seconds refuses to start', async () => {
  const watch = startWatch('soon');
  expect(await watch.exited).toEqual({ code: 1, signal: null });
  expect(watch.errors).toEqual(['refused: --every takes a number of seconds above 0, not "soon"']);
  expect(manifest().history).toEqual([]);
});

test('a stop that comes during the first pass lets that pass end, then exits 0', async () => {
  see(LIVE, 100, 1);
  see(CANARY, 5, 0);
  // The host's admin port is asked for the figures: the stop comes while the pass waits for them.
  const slowAdmin = http.createServer((_req, res) => {
    watcher.kill('SIGTERM');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(figures.figures()));
  });
  await new Promise((listening) => slowAdmin.listen(0, listening));
  try {
    const watch = startWatch('30', `http://localhost:${slowAdmin.address().port}`);
    expect(await watch.exited).toEqual({ code: 0, signal: null });
    expect(watch.lines).toEqual([
      expect.stringMatching(new RegExp(`registration canary ${CANARY}: kept \\(waiting`)),
      'watch stopped (SIGTERM)',
    ]);
  } finally {
    await new Promise((closed) => slowAdmin.close(closed));
  }
});

test('a watch whose admin port does not answer at its start says so and goes on watching', async () => {
  const closed = http.createServer();
  await new Promise((listening) => closed.listen(0, listening));
  const port = closed.address().port;
  await new Promise((done) => closed.close(done));
  const watch = startWatch('30', `http://127.0.0.1:${port}`);
  await watch.next(new RegExp(`the host's admin port http://127.0.0.1:${port} did not answer \\(ECONNREFUSED\\): nothing judged`));
  expect(watcher.exitCode).toBe(null);
  watcher.kill('SIGTERM');
  expect(await watch.exited).toEqual({ code: 0, signal: null });
  expect(manifest().history).toEqual([]);
});
