// The watch over a canary: the host's figures (a real admin listener of the host's server) judged
// by the remote's rule, each decision logged, a failing canary rolled back with when and why in
// the manifest's history, and `status` showing the figures, the verdict and the rollback.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { canaryFigures } = require('../../server/canary-figures');
const { createServerMetrics, startAdminServer } = require('../../server/server-metrics');
const { automaticRollback } = require('./manifest-changes');
const { run } = require('./release');

const LIVE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.1.1-bbbbbbbbbb';
const SHA384 = `sha384-${'A'.repeat(64)}`;
let folder;
let setting;
let figures;
let admin;

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-watch-'));
  setting = {
    remotes: ['registration', 'settings', 'statement'],
    origin: path.join(folder, 'origin'),
    manifest: path.join(folder, 'uat.json'),
    environment: 'uat',
    hostKernel: async () => '1.0.1',
    hostAdmin: [],
  };
  // As the release commands write it; the watch reads no static origin, so this one holds none.
  const registration = { live: LIVE, canary: { version: CANARY, percent: 10 }, entryIntegrity: { [LIVE]: SHA384, [CANARY]: SHA384 } };
  fs.writeFileSync(setting.manifest, JSON.stringify({ schema: 1, environment: 'uat', remotes: { registration }, history: [] }));
  figures = canaryFigures();
  admin = await startAdminServer(0, createServerMetrics().registry, { '/canary-figures': figures.figures });
});
afterEach(async () => {
  await admin.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

// An address, as a pod's: a name is resolved to each of its addresses (the test at the end).
const hostAdmin = () => ['--host-admin', `http://127.0.0.1:${new URL(admin.url).port}`];
const manifest = () => JSON.parse(fs.readFileSync(setting.manifest, 'utf8'));
function see(version, pageViews, errorReports, lcpMs = [], on = figures) {
  for (let n = 0; n < pageViews; n += 1) on.pageView('registration', version);
  for (let n = 0; n < errorReports; n += 1) on.errorReport('registration', version);
  for (const ms of lcpMs) on.lcp('registration', version, ms);
}

test('automatic rollback is switched on and off per remote, and kept through the squad’s commands', async () => {
  expect(await run(['auto-rollback', 'registration', '5', '20'], setting)).toBe(
    "registration: a canary is rolled back when its error rate is above live's by more than 5 points after 20 page views",
  );
  expect(manifest().remotes.registration.autoRollback).toEqual({ marginPoints: 5, minPageViews: 20 });
  await expect(run(['auto-rollback', 'registration', '5.5', '20'], setting)).rejects.toThrow(
    'name a margin in whole points of error rate (0 to 100) and a minimum of page views (1 or more)',
  );
  expect(await run(['rollback', 'registration'], setting)).toBe(`registration: canary ${CANARY} ended, ${LIVE} is live for every device`);
  expect(manifest().remotes.registration).toEqual({
    live: LIVE,
    autoRollback: { marginPoints: 5, minPageViews: 20 },
    entryIntegrity: { [LIVE]: SHA384 },
  });
  expect(await run(['auto-rollback', 'registration', 'off'], setting)).toBe('registration: automatic rollback off');
  expect(manifest().remotes.registration).toEqual({ live: LIVE, entryIntegrity: { [LIVE]: SHA384 } });
});

test('a canary worse than live by more than the margin, after the minimum of page views, is rolled back, and status says when and why', async () => {
  await run(['auto-rollback', 'registration', '5', '20'], setting);
  const logged = [];
  see(LIVE, 100, 1, [1200, 1400, 1600, 1800]);
  see(CANARY, 19, 19);
  // Below the minimum: kept, and said so.
  const waiting = await run(['watch', '--once', ...hostAdmin()], setting);
  expect(waiting).toMatch(
    new RegExp(
      `registration canary ${CANARY}: kept \\(waiting for 20 page views of the canary: canary 100.0 % errors over 19 page views, live 1.0 % over 100\\)$`,
    ),
  );
  expect(manifest().remotes.registration.canary).toEqual({ version: CANARY, percent: 10 });
  logged.push(waiting);

  see(CANARY, 1, 1, [4000]);
  expect(await run(['status', ...hostAdmin()], setting)).toContain(
    [
      `registration: live ${LIVE}, canary ${CANARY} for 10 % of devices`,
      '  published: none',
      "  automatic rollback: on, above live's error rate by more than 5 points after 20 page views",
      `  live ${LIVE}: 100 page views, error rate 1.0 %, LCP p75 1600 ms`,
      `  canary ${CANARY}: 20 page views, error rate 100.0 %, LCP p75 4000 ms`,
      '  verdict: canary 100.0 % errors over 20 page views, live 1.0 % over 100: more than 5 points above live',
    ].join('\n'),
  );
  const decided = await run(['watch', '--once', ...hostAdmin()], setting);
  expect(decided).toMatch(new RegExp(`registration canary ${CANARY}: rolled back \\(canary 100.0 % errors over 20 page views`));
  expect(manifest().remotes.registration).toEqual({
    live: LIVE,
    autoRollback: { marginPoints: 5, minPageViews: 20 },
    entryIntegrity: { [LIVE]: SHA384 },
  });
  const [entry] = manifest().history;
  expect(entry).toMatchObject({ command: 'rollback', remote: 'registration', version: LIVE, automatic: true });
  expect(await run(['status'], setting)).toContain(
    `  ${entry.at} rollback registration ${LIVE} (automatic: canary 100.0 % errors over 20 page views, live 1.0 % over 100: more than 5 points above live)`,
  );
  // Nothing left to judge: a second pass changes nothing.
  expect(await run(['watch', '--once', ...hostAdmin()], setting)).toBe('no canary under automatic rollback');
  expect(manifest().history).toHaveLength(2);
});

test('a watch with no admin port to read, or one that does not answer, judges nothing and changes nothing', async () => {
  await run(['auto-rollback', 'registration', '5', '20'], setting);
  const before = fs.readFileSync(setting.manifest, 'utf8');
  await expect(run(['watch', '--once'], setting)).rejects.toThrow("name the host servers' admin ports to watch: --host-admin <url>");
  await admin.close();
  await expect(run(['watch', '--once', ...hostAdmin()], setting)).rejects.toThrow(/did not answer \(ECONNREFUSED\): nothing judged$/);
  expect(fs.readFileSync(setting.manifest, 'utf8')).toBe(before);
  admin = await startAdminServer(0, createServerMetrics().registry);
});

test('status with an admin port that does not answer still shows what is live and in canary, and says why there are no figures', async () => {
  await admin.close();
  const said = await run(['status', ...hostAdmin()], setting);
  expect(said).toContain(
    `registration: live ${LIVE}, canary ${CANARY} for 10 % of devices\n  published: none\n  automatic rollback: off\n`,
  );
  expect(said).toContain(`\nno figures: the host's admin port ${hostAdmin()[1]} did not answer (ECONNREFUSED)`);
  admin = await startAdminServer(0, createServerMetrics().registry);
});

test("the host's public port named instead of its admin port: status shows no figures and watch refuses, saying what answered", async () => {
  await run(['auto-rollback', 'registration', '5', '20'], setting);
  const before = fs.readFileSync(setting.manifest, 'utf8');
  // The public port answers every extension-less path with the app's page.
  const publicPort = http.createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>app</title>'),
  );
  await new Promise((listening) => publicPort.listen(0, listening));
  const base = `http://127.0.0.1:${publicPort.address().port}`;
  const said = `the host's admin port ${base} answered no canary figures (is it the server config's adminPort?)`;
  try {
    expect(await run(['status', '--host-admin', base], setting)).toContain(`\nno figures: ${said}`);
    await expect(run(['watch', '--once', '--host-admin', base], setting)).rejects.toThrow(`${said}: nothing judged`);
  } finally {
    await new Promise((closed) => publicPort.close(closed));
  }
  expect(fs.readFileSync(setting.manifest, 'utf8')).toBe(before);
});

test('an automatic rollback ends only the canary it judged: one a squad started since is left alone', async () => {
  const judged = CANARY;
  fs.writeFileSync(
    setting.manifest,
    JSON.stringify({ ...manifest(), remotes: { registration: { live: LIVE, canary: { version: '0.1.2-cccccccccc', percent: 5 } } } }),
  );
  const before = fs.readFileSync(setting.manifest, 'utf8');
  expect(await automaticRollback(setting, 'registration', judged, 'canary 100.0 % errors')).toBe(false);
  expect(fs.readFileSync(setting.manifest, 'utf8')).toBe(before);
});

/** A host instance's admin listener on one loopback address, as a pod's on its own address; closed after the test. */
const instances = [];
afterEach(() => Promise.all(instances.splice(0).map((server) => new Promise((closed) => server.close(closed)))));
function instanceAt(address, port, itsFigures) {
  const server = http.createServer((_req, res) => res.end(JSON.stringify(itsFigures.figures())));
  instances.push(server);
  return new Promise((listening) => server.listen(port, address, () => listening(server.address().port)));
}
/** A name as a headless Service's: it answers each ready instance's address, whatever it answers now. */
const answering = (addresses) => ({
  resolveHost: async (name) => (name === 'lks-host-admin' ? addresses.map((address) => ({ address, family: 4 })) : []),
});

test('a name that answers every host instance (a headless Service) is resolved at each pass, and every instance it answers is read and added up', async () => {
  await run(['auto-rollback', 'registration', '5', '20'], setting);
  const [first, second, third] = [canaryFigures(), canaryFigures(), canaryFigures()];
  const port = await instanceAt('127.0.0.1', 0, first);
  await instanceAt('127.0.0.2', port, second);
  // Each instance alone has fewer than 20 page views of the canary: only their sum reaches the minimum.
  see(LIVE, 50, 0, [], first);
  see(CANARY, 12, 12, [], first);
  see(LIVE, 50, 0, [], second);
  see(CANARY, 8, 8, [], second);
  const name = ['--host-admin', `http://lks-host-admin:${port}`];
  const pods = ['127.0.0.1', '127.0.0.2'];
  const said = await run(['status', ...name], { ...setting, ...answering(pods) });
  expect(said).toContain(`  canary ${CANARY}: 20 page views, error rate 100.0 %, LCP p75 -\n`);
  expect(said).toContain(
    `\nfigures added up from 2 host instances: http://lks-host-admin:${port} at 127.0.0.1, http://lks-host-admin:${port} at 127.0.0.2`,
  );

  // A rollout replaced the second pod: the next pass reads the one the name answers now.
  await instanceAt('127.0.0.3', port, third);
  pods.splice(1, 1, '127.0.0.3');
  see(CANARY, 8, 8, [], third);
  expect(await run(['watch', '--once', ...name], { ...setting, ...answering(pods) })).toMatch(
    new RegExp(`registration canary ${CANARY}: rolled back \\(canary 100.0 % errors over 20 page views, live 0.0 % over 50`),
  );
});

test('one host instance reached at two addresses, or named twice, is added up once', async () => {
  see(LIVE, 30, 0);
  see(CANARY, 10, 1);
  // The admin listener takes IPv4 and IPv6 alike: `localhost` answering 127.0.0.1 and ::1 reaches it twice.
  const port = new URL(admin.url).port;
  const dualStack = {
    resolveHost: async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ],
  };
  const said = await run(['status', '--host-admin', `http://lks-host-admin:${port}`, ...hostAdmin()], { ...setting, ...dualStack });
  expect(said).toContain(
    `  live ${LIVE}: 30 page views, error rate 0.0 %, LCP p75 -\n  canary ${CANARY}: 10 page views, error rate 10.0 %`,
  );
  expect(said).toMatch(new RegExp(`\nfigures added up from 1 host instance: http://lks-host-admin:${port} at 127.0.0.1$`));
});

test('a pass that reaches only some of the host instances judges nothing on their part and names every one missing', async () => {
  await run(['auto-rollback', 'registration', '5', '20'], setting);
  const before = fs.readFileSync(setting.manifest, 'utf8');
  // The one instance that answers alone has a canary to roll back: its part must not decide.
  const answers = canaryFigures();
  see(LIVE, 50, 0, [], answers);
  see(CANARY, 20, 20, [], answers);
  const port = await instanceAt('127.0.0.1', 0, answers);
  const pods = answering(['127.0.0.1', '127.0.0.2', '127.0.0.3']);
  const name = ['--host-admin', `http://lks-host-admin:${port}`];
  const missing = [
    `the host's admin port http://lks-host-admin:${port} at 127.0.0.2 did not answer (ECONNREFUSED)`,
    `the host's admin port http://lks-host-admin:${port} at 127.0.0.3 did not answer (ECONNREFUSED)`,
    '1 of 3 host instances answered',
  ].join('; ');
  await expect(run(['watch', '--once', ...name], { ...setting, ...pods })).rejects.toThrow(`${missing}: nothing judged`);
  expect(fs.readFileSync(setting.manifest, 'utf8')).toBe(before);
  const said = await run(['status', ...name], { ...setting, ...pods });
  expect(said).toContain(`\nno figures: ${missing}`);
  expect(said).not.toContain('verdict');
});

test('a name that answers no instance (no host pod ready, or no such name) judges nothing and says so', async () => {
  await run(['auto-rollback', 'registration', '5', '20'], setting);
  const before = fs.readFileSync(setting.manifest, 'utf8');
  const name = ['--host-admin', 'http://lks-host-admin:9464'];
  await expect(run(['watch', '--once', ...name], { ...setting, ...answering([]) })).rejects.toThrow(
    "the host's admin name http://lks-host-admin:9464 answers no instance: nothing judged",
  );
  const unknown = Object.assign(new Error('getaddrinfo ENOTFOUND lks-host-admin'), { code: 'ENOTFOUND' });
  const said = await run(['status', ...name], { ...setting, resolveHost: () => Promise.reject(unknown) });
  expect(said).toContain("\nno figures: the host's admin name http://lks-host-admin:9464 answers no instance (ENOTFOUND)");
  expect(fs.readFileSync(setting.manifest, 'utf8')).toBe(before);
});

test('the admin ports may be listed with commas after --host-admin as in LKS_HOST_ADMIN, and one that is not a URL is refused, saying which', async () => {
  const port = new URL(admin.url).port;
  const other = await instanceAt('127.0.0.2', 0, canaryFigures());
  const listed = ['--host-admin', `http://127.0.0.1:${port},http://127.0.0.2:${other}`];
  expect(await run(['status', ...listed], setting)).toContain(
    `\nfigures added up from 2 host instances: http://127.0.0.1:${port}, http://127.0.0.2:${other}`,
  );
  const said = (given) => `the host's admin ports are URLs, http://<instance or name>:<admin port>: not "${given}"`;
  await expect(run(['status'], { ...setting, hostAdmin: [`10.0.4.11:${port}`] })).rejects.toThrow(said(`10.0.4.11:${port}`));
  await expect(run(['watch', '--once', '--host-admin', 'http://lks-host-admin:94 64'], setting)).rejects.toThrow(
    said('http://lks-host-admin:94 64'),
  );
  await expect(run(['watch', '--once', '--host-admin'], setting)).rejects.toThrow(said(''));
});
