// The access log: one JSON line per request from every server, with the route's name and the
// trace context, and nothing a request carries about the customer.
const http = require('node:http');
const { createBuildServer } = require('./build-server');
const { hostBuildFolder } = require('./host-template-fixture');
const { jsonLines } = require('./request-observation');
const { accessLog, freePort, listen, sandboxRuntimeConfig } = require('./test-servers-fixture');
const { parseTraceparent } = require('./trace-context');

const PREFIX = '/services/lks/inter/api/v1';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const INCOMING = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

/** A stand-in bank that records each call's path and `traceparent`. */
async function startBank() {
  const seen = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ url: req.url, traceparent: req.headers.traceparent });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"success":true}');
    });
  });
  const port = await listen(server);
  return { seen, origin: `http://localhost:${port}`, close: () => new Promise((done) => server.close(done)) };
}

let bank;
let host;
const logged = accessLog();

beforeAll(async () => {
  bank = await startBank();
  const port = await freePort();
  host = await createBuildServer({
    root: hostBuildFolder(),
    port,
    role: 'host',
    runtimeConfig: sandboxRuntimeConfig(`http://localhost:${port}`),
    bankApi: { prefix: PREFIX, target: bank.origin },
    log: logged.log,
  });
});

afterAll(async () => {
  await host.close();
  await bank.close();
});

beforeEach(() => {
  bank.seen.splice(0);
  logged.records.splice(0);
});

test('each request is one line: time, request id, trace, method, the route’s name, status, duration and bytes', async () => {
  await (await fetch(`${host.url}/add-account/1234567890?accountStatus=ACTIVE`)).text();
  await (await fetch(`${host.url}/fonts/latin.woff2`)).text();
  await (await fetch(`${host.url}/runtime-config.json`)).text();
  await (await fetch(`${host.url}${PREFIX}/survey-submissions/SV-123?x=1`, { method: 'POST', body: '{}' })).text();
  await (await fetch(`${host.url}/register`, { method: 'POST' })).text();
  const records = await logged.until(5);
  expect(records.map(({ route, method, status }) => ({ route, method, status }))).toEqual([
    { route: 'page:/add-account/{id}', method: 'GET', status: 200 },
    { route: 'static', method: 'GET', status: 404 },
    { route: 'runtime-config', method: 'GET', status: 200 },
    { route: 'api:/survey-submissions/{id}', method: 'POST', status: 200 },
    { route: 'refused', method: 'POST', status: 405 },
  ]);
  for (const record of records) {
    expect(record).toMatchObject({
      requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/),
      server: 'host',
      durationMs: expect.any(Number),
      bytes: expect.any(Number),
    });
    expect(new Date(record.time).toISOString()).toBe(record.time);
    expect(record.bytes).toBeGreaterThan(0);
  }
  expect(new Set(records.map((record) => record.requestId)).size).toBe(5);
  // The forwarder's line also names the bank's path and what the bank answered, and when.
  expect(records[3]).toMatchObject({ bankPath: '/survey-submissions/{id}', bankStatus: 200, bankLatencyMs: expect.any(Number) });
});

test('a valid incoming traceparent keeps its trace: this server is a new span of it, and the bank’s parent', async () => {
  await (await fetch(`${host.url}${PREFIX}/feature-flags`, { headers: { traceparent: INCOMING } })).text();
  const [record] = await logged.until(1);
  expect(parseTraceparent(record.traceparent)).toEqual({ traceId: TRACE_ID, flags: '01' });
  expect(record.traceparent).not.toBe(INCOMING);
  expect(bank.seen).toEqual([{ url: `${PREFIX}/feature-flags`, traceparent: record.traceparent }]);
});

test('without a valid traceparent a trace is started here, and the bank gets it', async () => {
  const invalid = [
    undefined,
    `ff-${TRACE_ID}-00f067aa0ba902b7-01`,
    `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
    `00-${TRACE_ID}-1101700230703-01`,
  ];
  for (const traceparent of invalid) {
    await (await fetch(`${host.url}${PREFIX}/feature-flags`, { headers: traceparent ? { traceparent } : {} })).text();
  }
  const records = await logged.until(invalid.length);
  const traces = records.map((record) => parseTraceparent(record.traceparent));
  for (const trace of traces) expect(trace).toEqual({ traceId: expect.stringMatching(/^[0-9a-f]{32}$/), flags: '01' });
  expect(traces.map((trace) => trace.traceId)).not.toContain(TRACE_ID);
  expect(new Set(traces.map((trace) => trace.traceId)).size).toBe(invalid.length);
  expect(bank.seen.map((call) => call.traceparent)).toEqual(records.map((record) => record.traceparent));
});

test('[family:personal-data] no line holds a query, a header’s value, a cookie, a body, a token, an ID card, a mobile or an account number', async () => {
  const ID_CARD = '1101700230703';
  const MOBILE = '0812345678';
  const ACCOUNT = '9876543210';
  const ACCOUNT_DASHED = '987-6-54321-0';
  const EMAIL = 'somchai.j@example.co.th';
  const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVLXJlZ2lzdGVyZWQtMSJ9.c2lnbmF0dXJl';
  const OPAQUE_TOKEN = 'Tk-8fJq2LmZx9WvR7yPa';
  const QUERY_WORD = 'secretquerymarker';
  const HEADER_WORD = 'secretheadermarker';
  const secrets = [ID_CARD, MOBILE, ACCOUNT, ACCOUNT_DASHED, EMAIL, JWT, OPAQUE_TOKEN, QUERY_WORD, HEADER_WORD];
  const query = `?citizenId=${ID_CARD}&mobile=${MOBILE}&acc=${ACCOUNT}&email=${encodeURIComponent(EMAIL)}&token=${JWT}&q=${QUERY_WORD}`;
  const headers = {
    Authorization: `Bearer ${JWT}`,
    Cookie: `session=${OPAQUE_TOKEN}; mobile=${MOBILE}; marker=${HEADER_WORD}`,
    'X-Citizen-Id': ID_CARD,
    'X-Account': ACCOUNT_DASHED,
    'X-Marker': HEADER_WORD,
    'User-Agent': `Line/13.0 ${HEADER_WORD} ${EMAIL}`,
    Referer: `https://line.bank.example/add-account/${ACCOUNT}?citizenId=${ID_CARD}`,
    'X-Forwarded-For': `${ID_CARD}`,
    traceparent: `00-${ID_CARD}${MOBILE}${ACCOUNT}-${OPAQUE_TOKEN}-01`,
    'Content-Type': 'application/json',
  };
  const body = JSON.stringify({ citizenId: ID_CARD, mobile: MOBILE, accountNo: ACCOUNT_DASHED, email: EMAIL, token: JWT });
  // Every kind of route, each with the values in its path segments too.
  const requests = [
    ['GET', `/add-account/${ACCOUNT}`],
    ['GET', `/${ID_CARD}/${OPAQUE_TOKEN}/${ACCOUNT_DASHED}`],
    ['GET', `/${MOBILE}.js`],
    ['GET', `/%ZZ${ID_CARD}`],
    ['POST', `/add-account/${ACCOUNT}`],
    ['GET', `${PREFIX}/accounts/${ACCOUNT}/statements`],
    ['POST', `${PREFIX}/registers/${ID_CARD}/${MOBILE}`],
    ['POST', `${PREFIX}/tokens/${JWT}`],
    ['POST', `${PREFIX}/emails/${encodeURIComponent(EMAIL)}`],
    ['GET', `/runtime-config.json`],
  ];
  for (const [method, pathname] of requests) {
    const response = await fetch(`${host.url}${pathname}${query}`, { method, headers, ...(method === 'POST' ? { body } : {}) });
    await response.text();
  }
  const lines = [];
  const records = await logged.until(requests.length);
  // As written on stdout.
  const write = jsonLines({ write: (text) => lines.push(text) });
  records.forEach(write);
  const leaks = lines.flatMap((line) => secrets.filter((secret) => line.includes(secret)).map((secret) => ({ secret, line })));
  expect(leaks).toEqual([]);
  // Still a whole line per request, named by its route.
  expect(records.map((record) => `${record.route} ${record.status}`)).toEqual([
    'page:/add-account/{id} 200',
    'page:/{id}/{id}/{id} 200',
    'static 404',
    'refused 400',
    'refused 405',
    'api:/accounts/{id}/statements 200',
    'api:/registers/{id}/{id} 200',
    'api:refused 400',
    'api:refused 400',
    'runtime-config 200',
  ]);
});

/** A host whose bank refuses every connection, logging to `own`. */
const hostWithBankDown = async (own) =>
  createBuildServer({
    root: hostBuildFolder(),
    port: await freePort(),
    role: 'host',
    runtimeConfig: sandboxRuntimeConfig('http://localhost:1'),
    bankApi: { prefix: PREFIX, target: `http://localhost:${await freePort()}` },
    log: own.log,
  });

test('a bank call the bank does not answer is its request’s line: 502, the bank path and the cause', async () => {
  const own = accessLog();
  const unreachable = await hostWithBankDown(own);
  try {
    expect((await fetch(`${unreachable.url}${PREFIX}/survey-submissions/SV-9?accountRef=AR-1`)).status).toBe(502);
    expect(await own.until(1)).toEqual([
      expect.objectContaining({
        route: 'api:/survey-submissions/{id}',
        status: 502,
        bankPath: '/survey-submissions/{id}',
        bankFailure: 'ECONNREFUSED',
        bankLatencyMs: expect.any(Number),
      }),
    ]);
    expect(own.records[0].bankStatus).toBeUndefined();
  } finally {
    await unreachable.close();
  }
});

test('each line names its level, as a log pipeline filters and alerts on it: info for an answer, error for one the server failed (5xx)', async () => {
  const own = accessLog();
  const unreachable = await hostWithBankDown(own);
  try {
    await (await fetch(`${unreachable.url}/register`)).text();
    await (await fetch(`${unreachable.url}/missing.js`)).text();
    await (await fetch(`${unreachable.url}${PREFIX}/feature-flags`)).text();
    const records = await own.until(3);
    expect(records.map(({ status, level }) => `${status} ${level}`)).toEqual(['200 info', '404 info', '502 error']);
  } finally {
    await unreachable.close();
  }
});

test('a line longer than a container runtime passes whole (16 KiB) is written within it, as one JSON line, its longest text cut', () => {
  // A page's error report as long as the collector takes (16 KiB of Thai text, three bytes a
  // character): containerd and Docker split a longer line, and a pipeline reading JSON lines
  // would get two halves it cannot parse.
  const lines = [];
  const report = { kind: 'window-error', message: 'TypeError: x', stack: 'ก'.repeat(16 * 1024 - 200), route: '/register' };
  jsonLines({ write: (text) => lines.push(text) })({ time: '2026-11-27T00:00:00.000Z', level: 'warn', message: 'client report', report });
  expect(lines).toHaveLength(1);
  expect(Buffer.byteLength(lines[0])).toBeLessThanOrEqual(16 * 1024);
  expect(lines[0].endsWith('}\n')).toBe(true);
  const written = JSON.parse(lines[0]);
  expect({ ...written, report: { ...written.report, stack: undefined } }).toEqual({
    time: '2026-11-27T00:00:00.000Z',
    level: 'warn',
    message: 'client report',
    report: { ...report, stack: undefined },
  });
  expect(written.report.stack.startsWith('กกก')).toBe(true);
  expect(written.report.stack.endsWith('…')).toBe(true);
});

test('a long text in a list is cut where it stands, the list kept a list', () => {
  const lines = [];
  jsonLines({ write: (text) => lines.push(text) })({ level: 'error', problems: ['short', 'x'.repeat(20_000)] });
  const { problems } = JSON.parse(lines[0]);
  expect(Buffer.byteLength(lines[0])).toBeLessThanOrEqual(16 * 1024);
  expect(problems[0]).toBe('short');
  expect(problems[1]).toMatch(/^x+…$/);
});

test('a line within 16 KiB is written as it is', () => {
  const lines = [];
  const record = { time: '2026-11-27T00:00:00.000Z', level: 'info', route: 'page:/register', status: 200, note: 'ก'.repeat(5000) };
  jsonLines({ write: (text) => lines.push(text) })(record);
  expect(lines).toEqual([`${JSON.stringify(record)}\n`]);
});
