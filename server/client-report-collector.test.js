// The host's own origin takes the pages' error reports and Web Vitals (POST /client-reports):
// only from its own pages, bounded, scrubbed of personal data, counted per remote and the
// version the page got; the admin port serves the window's figures the release commands read.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const { createBuildServer } = require('./build-server');
const { canaryFigures } = require('./canary-figures');
const { inCanary } = require('./cohort');
const { hostBuildFolder } = require('./host-template-fixture');
const { clientReportCollector, MAX_FIELD_CHARS, MAX_REPORTS_PER_BATCH } = require('./client-report-collector');
const { scrubPersonalData } = require('./scrub-personal-data');
const { freePort, listen } = require('./test-servers-fixture');

const LIVE = '0.1.0-1234567890';
const CANARY = '0.1.1-bbbbbbbbbb';
const canary = { version: CANARY, percent: 50 };
const pointIn = [...Array(100).keys()].map((n) => n * 100).find((point) => inCanary(point, 'registration', canary));
const pointOut = [...Array(100).keys()].map((n) => n * 100).find((point) => !inCanary(point, 'registration', canary));

let folder;
let host;
const records = [];

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'client-reports-'));
  const manifest = path.join(folder, 'uat.json');
  fs.writeFileSync(
    manifest,
    JSON.stringify({ schema: 1, environment: 'uat', remotes: { registration: { live: LIVE, canary } }, history: [] }),
  );
  host = await createBuildServer({
    root: hostBuildFolder(),
    port: await freePort(),
    role: 'host',
    runtimeConfig: {
      environment: 'uat',
      liffMock: true,
      apiBaseUrl: 'http://localhost:1',
      remotes: { registration: 'http://fixed.invalid/remoteEntry.js' },
      frameOrigins: [],
    },
    releases: { manifest, origin: 'http://static.invalid/', keptMs: 0 },
    remoteScreensOptions: {
      revalidateAfterMs: 0,
      warn: () => undefined,
      // Every published version of registration lists /register as its route (its first-screens.json).
      fetchImpl: async () => Response.json({ version: 1, routes: { '/register': {} } }),
    },
    log: (record) => records.push(record),
    adminPort: await freePort(),
  });
});
afterAll(async () => {
  await host.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const origin = () => new URL(host.url).origin;
const post = (body, headers = {}) =>
  fetch(`${host.url}/client-reports`, {
    method: 'POST',
    headers: { origin: origin(), 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const report = (fields) => ({ kind: 'error-boundary', release: 'r1', route: '/register', remote: 'registration', ...fields });
const figures = async () => (await fetch(host.metricsUrl.replace('/metrics', '/canary-figures'))).json();
const metrics = async () => (await fetch(host.metricsUrl)).text();

test('[family:report-collector] page views and reports are counted per remote and the version the page got, over the window', async () => {
  for (const point of [pointIn, pointIn, pointOut]) await fetch(`${host.url}/register`, { headers: { cookie: `lks_cohort=${point}` } });
  // A host page no remote draws is no remote's page view.
  await fetch(`${host.url}/otp`, { headers: { cookie: `lks_cohort=${pointIn}` } });
  expect(
    (
      await post({
        reports: [
          report({ remoteRelease: CANARY, message: 'Error: boom' }),
          report({ remoteRelease: CANARY, kind: 'web-vital', name: 'LCP', value: 1800, rating: 'good' }),
          report({ remoteRelease: LIVE, kind: 'web-vital', name: 'LCP', value: 1200, rating: 'good' }),
          // A version no customer is given now is counted apart, and never in the window.
          report({ remoteRelease: '9.9.9-made-up', message: 'Error: other' }),
        ],
      })
    ).status,
  ).toBe(204);
  expect(await figures()).toEqual({
    instance: expect.any(String),
    windowSeconds: 900,
    remotes: {
      registration: {
        [CANARY]: { pageViews: 2, errorReports: 1, lcpMs: [1800] },
        [LIVE]: { pageViews: 1, errorReports: 0, lcpMs: [1200] },
      },
    },
  });
  const text = await metrics();
  expect(text).toContain(`lks_client_page_views_total{remote="registration",version="${CANARY}"} 2`);
  expect(text).toContain(`lks_client_reports_total{remote="registration",version="other",kind="error-boundary"} 1`);
  expect(text).toContain(`lks_client_lcp_seconds_bucket{le="2",remote="registration",version="${CANARY}"} 1`);
});

test('[family:report-collector] a page that could not start (LINE failed) is logged and counted as an error of its route', async () => {
  expect(
    (await post({ reports: [report({ kind: 'start-failure', remoteRelease: LIVE, message: 'Error: liff.init took over 20000 ms' })] }))
      .status,
  ).toBe(204);
  const line = records.filter(({ message }) => message === 'client report').at(-1);
  expect(line?.level).toBe('warn');
  expect(line?.report).toMatchObject({ kind: 'start-failure', remote: 'registration', message: 'Error: liff.init took over 20000 ms' });
  expect(await metrics()).toContain(`lks_client_reports_total{remote="registration",version="${LIVE}",kind="start-failure"} 1`);
});

test('[family:report-collector] a bank answer the page refused is counted by its bank path template and logged scrubbed, and never held against the remote’s canary', async () => {
  const before = await figures();
  records.splice(0);
  const refused = (fields) =>
    report({
      kind: 'bank-contract',
      remoteRelease: CANARY,
      bankPath: '/bank-accounts',
      field: '$.data.accounts[].status',
      expected: '("ACTIVE" | "DORMANT")',
      ...fields,
    });
  const sent = [
    refused(),
    // A page of another release that left an id in the path, or wrote a value where the field goes.
    refused({ bankPath: '/survey-submissions/1103700012345', field: '$.data.1103700012345' }),
  ];
  expect((await post({ reports: sent })).status).toBe(204);
  // The canary watch rolls a remote back on its error reports: a bank fault is not the remote's.
  expect(await figures()).toEqual(before);
  const text = await metrics();
  expect(text).toContain('lks_bank_contract_reports_total{path="/bank-accounts"} 1');
  expect(text).toContain('lks_bank_contract_reports_total{path="/survey-submissions/{id}"} 1');
  const logged = records.filter(({ message }) => message === 'client report').map((record) => record.report);
  expect(logged[0]).toMatchObject({
    kind: 'bank-contract',
    bankPath: '/bank-accounts',
    field: '$.data.accounts[].status',
    expected: '("ACTIVE" | "DORMANT")',
  });
  expect(JSON.stringify(logged)).not.toContain('1103700012345');
});

test('[family:report-collector] a tester’s pinned page is no page view of its version, and its reports are not held against that version either', async () => {
  const before = await figures();
  const pinned = { cookie: `lks_pin_registration=${CANARY}; lks_cohort=${pointOut}` };
  const sent = [
    report({ remoteRelease: CANARY, message: 'Error: tried on a tester’s phone' }),
    report({ remoteRelease: CANARY, kind: 'web-vital', name: 'LCP', value: 9000, rating: 'poor' }),
  ];
  expect((await post({ reports: sent }, pinned)).status).toBe(204);
  expect(await figures()).toEqual(before);
});

test.each([
  ['another origin', [report()], { origin: 'https://elsewhere.example' }, 403],
  ['no origin (not a browser on our page)', [report()], { origin: '' }, 403],
  ['more reports than a batch', Array.from({ length: MAX_REPORTS_PER_BATCH + 1 }, (_, n) => report({ message: `e${n}` })), {}, 400],
  ['an unknown field', [report({ customerId: 'x' })], {}, 400],
  ['an unknown kind', [report({ kind: 'page-view' })], {}, 400],
  ['a text over its bound', [report({ stack: 'x'.repeat(MAX_FIELD_CHARS + 1) })], {}, 400],
  ['a version that is a path', [report({ remoteRelease: '../../host' })], {}, 400],
  ['a value that is not a number', [report({ kind: 'web-vital', name: 'LCP', value: '1800' })], {}, 400],
])('[family:report-collector] a batch with %s is refused and counted nowhere', async (_name, reports, headers, status) => {
  const before = await figures();
  expect((await post({ reports }, headers)).status).toBe(status);
  expect(await figures()).toEqual(before);
});

test('[family:report-collector] a body larger than ten whole reports is refused as too large', async () => {
  expect((await post(`{"reports":[${'"x",'.repeat(50_000)}"x"]}`)).status).toBe(413);
});

test('[family:report-collector] only a POST is taken', async () => {
  const answer = await fetch(`${host.url}/client-reports`);
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toBe('POST');
});

test('[family:report-collector] a report naming a remote that is a name every object has (constructor) is taken, counted nowhere, and the host keeps serving', async () => {
  const before = await figures();
  records.splice(0);
  const sent = [report({ remote: 'constructor', remoteRelease: '1', message: 'Error: boom' })];
  expect((await post({ reports: sent })).status).toBe(204);
  expect(await figures()).toEqual(before);
  expect(records.filter((record) => record.message === 'client report').map((record) => record.report.remote)).toEqual(['constructor']);
  expect((await fetch(`${host.url}/register`)).status).toBe(200);
});

test.each([
  ['no `@`', 'a'.repeat(2 ** 20)],
  ['slashes and no `?`', '/a'.repeat(2 ** 19)],
  ['a token’s start and no dot', `eyJa.${'eyJ'.repeat(2 ** 18)}`],
])(
  '[family:report-collector] the scrubber reads a text once: a MiB in one run with %s is scrubbed in one pass, not tried from every character',
  (_shape, text) => {
    // Anyone may post reports, and the host scrubs each text as it takes it. A pass over a MiB
    // takes milliseconds; a scan from every character of it takes minutes, so the bound tells the two apart.
    const scrubbed = vm.runInNewContext('scrub(text)', { scrub: scrubPersonalData, text }, { timeout: 2_000 });
    expect(scrubbed).toBe(text);
  },
);

test('[family:personal-data] an error report is logged scrubbed of personal data, whatever the page sent', async () => {
  const personal = [
    '1103700012345',
    '(081) 234 5678',
    '(081) 234 5678',
    '๐๘๑๒๓๔๕๖๗๘',
    'somchai.j@example.co.th',
    'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJVMTIzIn0.c2lnbmF0dXJl',
  ];
  expect(
    (
      await post({
        reports: [
          report({
            remoteRelease: LIVE,
            route: '/add-account/1000000021',
            message: `TypeError: customer ${personal.join(' ')}`,
            stack: `at x (https://line.bank.example/a.js:1:943)\n at y (https://line.bank.example/b.js?token=${personal.at(-1)})`,
          }),
        ],
      })
    ).status,
  ).toBe(204);
  const logged = records.filter(({ message }) => message === 'client report').at(-1)?.report;
  expect(logged).toMatchObject({ kind: 'error-boundary', remote: 'registration', remoteRelease: LIVE, route: '/add-account/[number]' });
  const text = JSON.stringify(logged);
  for (const value of [...personal, '1000000021', 'token=']) expect(text).not.toContain(value);
  expect(text).toContain('a.js:1:943');
});

test('[family:personal-data] a mobile, an ID card and an account written with dots are logged scrubbed; a release and versions stay', async () => {
  const personal = ['081.234.5678', '081.2345678', '08.1234.5678', '1.2345.67890.12.3', '123.4.56789.0'];
  const kept = 'release 2026.11.26.1 (kernel 1.1.1, 0.8.1)';
  const message = `Error: ${personal.join(', ')}; ${kept}`;
  expect((await post({ reports: [report({ remoteRelease: LIVE, message })] })).status).toBe(204);
  const logged = records.filter(({ message: line }) => line === 'client report').at(-1).report;
  expect(logged.message).toBe(`Error: ${personal.map(() => '[number]').join(', ')}; ${kept}`);
});

test('[family:personal-data] a version that is no version the manifest has in force is logged scrubbed: an ID card or a mobile has a version’s shape', async () => {
  const personal = ['1103700012345', '0.0.0-0812345678'];
  for (const remoteRelease of personal)
    expect((await post({ reports: [report({ remoteRelease, message: 'Error: x' })] })).status).toBe(204);
  const logged = records.filter(({ message }) => message === 'client report').slice(-2);
  expect(logged.map(({ report: { remoteRelease } }) => remoteRelease)).toEqual(['[number]', '0.0.[number]']);
  // A version in force is logged as it is, a run of ten digits in its content hash and all.
  expect((await post({ reports: [report({ remoteRelease: LIVE, message: 'Error: x' })] })).status).toBe(204);
  expect(records.filter(({ message }) => message === 'client report').at(-1).report.remoteRelease).toBe(LIVE);
});

test('[family:report-collector] one client posting error reports in a loop writes at most 60 lines a minute on the host log, says once that the rest are counted only, and every report is still counted', async () => {
  let clock = Date.parse('2026-11-27T15:00:00.000Z');
  const lines = [];
  const window = canaryFigures({ now: () => clock });
  const collector = clientReportCollector({
    versionsInForce: () => ({ registration: [LIVE] }),
    figures: window,
    log: (record) => lines.push(record),
    now: () => clock,
  });
  const server = http.createServer((req, res) => collector.answer(req, res));
  const at = `http://127.0.0.1:${await listen(server)}`;
  const send = (reports) =>
    fetch(`${at}/client-reports`, { method: 'POST', headers: { origin: at }, body: JSON.stringify({ reports }) }).then(
      (answer) => answer.status,
    );
  const batch = (first) =>
    Array.from({ length: MAX_REPORTS_PER_BATCH }, (_, n) => report({ remoteRelease: LIVE, message: `Error: ${first + n}` }));
  try {
    for (let first = 0; first < 100; first += MAX_REPORTS_PER_BATCH) expect(await send(batch(first))).toBe(204);
    expect(window.figures().remotes.registration[LIVE].errorReports).toBe(100);
    const reported = lines.filter(({ message }) => message === 'client report');
    expect(reported.map(({ report: { message } }) => message)).toEqual(Array.from({ length: 60 }, (_, n) => `Error: ${n}`));
    expect(lines.filter(({ message }) => message !== 'client report')).toEqual([
      expect.objectContaining({
        server: 'host',
        message: 'client reports over the log budget: the rest of this minute are counted, not logged',
      }),
    ]);
    // The next minute's reports are written again.
    clock += 60_000;
    expect(await send([report({ remoteRelease: LIVE, message: 'Error: next minute' })])).toBe(204);
    expect(lines.at(-1)).toMatchObject({ message: 'client report', report: { message: 'Error: next minute' } });
  } finally {
    await new Promise((done) => server.close(done));
  }
});
