// The Prometheus metrics on the admin port: they move as requests are served, and the public
// port never serves them.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createBuildServer } = require('./build-server');
const { createServerMetrics } = require('./server-metrics');
const { hostBuildFolder } = require('./host-template-fixture');
const { freePort, listen } = require('./test-servers-fixture');

const PREFIX = '/services/lks/inter/api/v1';

async function startRemote(firstScreens) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), '');
  fs.writeFileSync(path.join(root, 'first-screens.json'), firstScreens);
  return createBuildServer({ root, port: await freePort(), role: 'remote' });
}

/** The value of one series in Prometheus' text format; 0 when it has no sample yet. */
function sample(text, series) {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

let bank;
// A call to a `held` path waits until the test lets it go: the bank is silent meanwhile.
const held = [];
let bankHolds = () => undefined;
let good;
let broken;
let host;

beforeAll(async () => {
  // The bank answers, except on `broken` paths, where it drops the connection.
  bank = http.createServer((req, res) => {
    if (req.url.includes('/broken')) return req.socket.destroy();
    if (req.url.includes('/held')) {
      held.push(() => res.end('{}'));
      return bankHolds();
    }
    res.end('{}');
  });
  const bankPort = await listen(bank);
  // It claims a host route besides its own: refused, and counted.
  good = await startRemote(JSON.stringify({ version: 1, routes: { '/register': {}, '/otp': {} } }));
  broken = await startRemote('not json');
  host = await createBuildServer({
    root: hostBuildFolder(),
    port: await freePort(),
    role: 'host',
    runtimeConfig: {
      environment: 'sandbox',
      liffMock: true,
      apiBaseUrl: 'http://localhost:1',
      remotes: {
        registration: `${good.url}/remoteEntry.js`,
        settings: `${broken.url}/remoteEntry.js`,
        statement: `http://localhost:${await freePort()}/remoteEntry.js`,
      },
      frameOrigins: [],
    },
    bankApi: { prefix: PREFIX, target: `http://localhost:${bankPort}` },
    remoteScreensOptions: { warn: () => undefined },
    adminPort: 0,
  });
});

afterAll(async () => {
  await host.close();
  await good.close();
  await broken.close();
  await new Promise((done) => bank.close(done));
});

const scrape = async () => {
  const response = await fetch(host.metricsUrl);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

test('requests, latency, bank calls and the remotes’ first-screen reads are counted as they are served', async () => {
  const before = await scrape();
  for (const pathname of [
    '/register',
    '/register',
    '/missing.js',
    `${PREFIX}/feature-flags`,
    `${PREFIX}/accounts/AR-1/broken`,
    '/readyz',
  ]) {
    await (await fetch(`${host.url}${pathname}`)).text();
  }
  const after = await scrape();
  const moved = (series) => sample(after, series) - sample(before, series);
  expect(moved('lks_http_requests_total{route_kind="page",status_class="2xx"}')).toBe(2);
  expect(moved('lks_http_request_duration_seconds_count{route_kind="page",status_class="2xx"}')).toBe(2);
  expect(moved('lks_http_requests_total{route_kind="static",status_class="4xx"}')).toBe(1);
  expect(moved('lks_http_requests_total{route_kind="api",status_class="2xx"}')).toBe(1);
  expect(moved('lks_http_requests_total{route_kind="api",status_class="5xx"}')).toBe(1);
  expect(moved('lks_bank_call_duration_seconds_count{path="/feature-flags",result="2xx"}')).toBe(1);
  expect(moved('lks_bank_call_duration_seconds_count{path="/accounts/{id}/broken",result="failed"}')).toBe(1);
  expect(moved('lks_bank_call_failures_total{path="/accounts/{id}/broken"}')).toBe(1);
  // Each page reads every remote's descriptor for its route map, each kept while fresh: the first
  // fetched registration's, the second page and the probe found it kept; settings' was refused
  // once and kept; statement's failed each time (nothing listens there; a refused connection is
  // not kept, so each read tries again).
  expect(moved('lks_remote_first_screens_fetches_total{remote="registration",outcome="refreshed"}')).toBe(1);
  expect(moved('lks_remote_first_screens_fetches_total{remote="registration",outcome="hit"}')).toBe(2);
  expect(moved('lks_remote_first_screens_fetches_total{remote="settings",outcome="refused"}')).toBe(1);
  expect(moved('lks_remote_first_screens_fetches_total{remote="statement",outcome="failed"}')).toBe(3);
  // Registration's claim on the host's /otp is refused, and stays counted while it is made.
  expect(sample(after, 'lks_remote_route_claims_refused{remote="registration"}')).toBe(1);
  // Probes are not requests of the app.
  expect(after).not.toMatch(/route_kind="refused"/);
  // Node's process metrics.
  expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
});

test('an operator sees the calls the bank has not answered yet while it is silent, not only once they give up', async () => {
  const bankHasIt = new Promise((resolve) => (bankHolds = resolve));
  const answered = fetch(`${host.url}${PREFIX}/accounts/AR-1/held`).then((response) => response.text());
  await bankHasIt;
  expect(sample(await scrape(), 'lks_bank_calls_in_flight')).toBe(1);
  held.splice(0).forEach((release) => release());
  await answered;
  expect(sample(await scrape(), 'lks_bank_calls_in_flight')).toBe(0);
});

test('a bank answering in 12 s and one answering in 26 s, just inside the forwarder’s 27 s, fall in different buckets of the bank’s latency', async () => {
  const metrics = createServerMetrics();
  metrics.bankCall({ path: '/feature-flags', result: '2xx', seconds: 12 });
  metrics.bankCall({ path: '/feature-flags', result: '2xx', seconds: 26 });
  const text = await metrics.registry.metrics();
  const bucket = (le) => sample(text, `lks_bank_call_duration_seconds_bucket{le="${le}",path="/feature-flags",result="2xx"}`);
  const bounds = [...text.matchAll(/lks_bank_call_duration_seconds_bucket\{le="([\d.]+)",path="\/feature-flags"/g)].map(([, le]) => le);
  const below = (seconds) => bucket(bounds.find((le) => Number(le) >= seconds));
  expect(below(12)).toBe(1);
  expect(below(26)).toBe(2);
  // Every answer the forwarder lets through (27 s at most) falls under a bound, not in +Inf.
  expect(Number(bounds.at(-1))).toBeGreaterThanOrEqual(27);
});

test('[family:malformed-requests] bank paths a client invents cannot grow the series without bound: past 64 they count as other', async () => {
  const invented = Array.from({ length: 70 }, (_, i) => `${PREFIX}/invented-${'x'.repeat(i + 1)}`);
  for (const pathname of invented) await (await fetch(`${host.url}${pathname}`)).text();
  const paths = new Set((await scrape()).match(/(?<=lks_bank_call_duration_seconds_count\{path=")[^"]+/g));
  expect(paths.size).toBeLessThanOrEqual(65);
  expect(paths).toContain('other');
});

test("[family:malformed-requests] bank-contract reports anyone can post cannot take the bank calls' paths: a real call past 64 invented report paths keeps its own series", async () => {
  const metrics = createServerMetrics();
  for (let i = 0; i < 70; i++) metrics.bankContractReport(`/invented-${i}`);
  metrics.bankCall({ path: '/bank-accounts', result: '2xx', seconds: 0.2 });
  const text = await metrics.registry.metrics();
  expect(sample(text, 'lks_bank_call_duration_seconds_count{path="/bank-accounts",result="2xx"}')).toBe(1);
  expect(sample(text, 'lks_bank_contract_reports_total{path="other"}')).toBeGreaterThan(0);
});

test('the public port never serves the metrics: /metrics is 404 on the host and on a remote', async () => {
  for (const server of [host, good]) {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found');
  }
  // And the admin port serves nothing else.
  const admin = new URL(host.metricsUrl).origin;
  for (const pathname of ['/', '/register', '/healthz', '/metrics/']) expect((await fetch(`${admin}${pathname}`)).status).toBe(404);
});

test('without an admin port no metrics are kept or served', async () => {
  expect(good.metricsUrl).toBeUndefined();
  expect(host.metricsUrl).toMatch(/^http:\/\/localhost:\d+\/metrics$/);
});
