// A server is stopped (SIGTERM: a restart, a new server release) while customers are mid-call,
// and its load balancer keeps connections to it open. A call already in flight must get its whole
// answer; the balancer must be told to stop reusing the connection, and an idle one must not keep
// the process alive for the keep-alive time.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { createBuildServer } = require('./build-server');
const { hostBuildFolder } = require('./host-template-fixture');
const { accessLog, freePort, listen, sandboxRuntimeConfig } = require('./test-servers-fixture');

const PREFIX = '/services/lks/inter/api/v1';

/** A bank that holds every answer until the test lets it go. */
async function startHoldingBank() {
  const held = [];
  let arrived;
  const reached = new Promise((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    held.push(res);
    arrived();
  });
  const port = await listen(server);
  return {
    origin: `http://localhost:${port}`,
    reached,
    answerAll: () => held.forEach((res) => res.end('{"success":true}')),
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}

/** The host's access log: a bank call that failed says so there. */
const logged = accessLog();
const failedBankCalls = () => logged.records.filter((record) => record.bankFailure);

async function startHost(bankOrigin) {
  const port = await freePort();
  return createBuildServer({
    root: hostBuildFolder(),
    port,
    role: 'host',
    runtimeConfig: sandboxRuntimeConfig(`http://localhost:${port}`),
    bankApi: { prefix: PREFIX, target: bankOrigin },
    log: logged.log,
  });
}

function get(url, agent) {
  return new Promise((resolve) => {
    const call = http.get(url, { agent }, (answer) => {
      let body = '';
      answer.on('data', (chunk) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode, connection: answer.headers.connection, body }));
    });
    call.on('error', (error) => resolve({ error: error.code }));
  });
}

let bank;
let host;
let agent;

beforeEach(async () => {
  logged.records.splice(0);
  bank = await startHoldingBank();
  host = await startHost(bank.origin);
  agent = new http.Agent({ keepAlive: true });
});

afterEach(async () => {
  agent.destroy();
  await host.close();
  await bank.close();
});

test('a call in flight when the server stops gets its whole answer, with the connection closed after it, and no new connection is taken', async () => {
  const inFlight = get(`${host.url}${PREFIX}/feature-flags`, agent);
  await bank.reached;
  let stopped = false;
  const stopping = host.stop().then(() => (stopped = true));
  expect(await get(`${host.url}/register`)).toEqual({ error: 'ECONNREFUSED' });
  expect(stopped).toBe(false);
  bank.answerAll();
  expect(await inFlight).toEqual({ status: 200, connection: 'close', body: '{"success":true}' });
  await stopping;
  expect(stopped).toBe(true);
});

test('an idle kept connection does not hold the stop for the keep-alive time', async () => {
  expect((await get(`${host.url}/register`, agent)).status).toBe(200);
  // Without closing idle connections, the stop would wait the 65 s keep-alive (past this test's 5 s).
  await host.stop();
});

test('a call the bank never answers is cut when the grace time ends, and the stop ends with it, its access-log line written', async () => {
  const inFlight = get(`${host.url}${PREFIX}/feature-flags`, agent);
  await bank.reached;
  await host.stop(200);
  // Written by the time the stop ends (the production entry exits then), as a call the server
  // cut, not one whose client left.
  expect(logged.records.filter((record) => record.route === 'api:/feature-flags')).toEqual([
    expect.objectContaining({ status: 499, cutAtStop: true, level: 'error' }),
  ]);
  expect(await inFlight).toEqual({ error: 'ECONNRESET' });
  // The server cut that call itself: the bank did not fail it.
  await host.close();
  expect(failedBankCalls()).toEqual([]);
});

test('a second signal cuts the calls in flight at once, each on the access log by the time the server has closed', async () => {
  const inFlight = get(`${host.url}${PREFIX}/feature-flags`, agent);
  await bank.reached;
  const stopping = host.stop();
  await host.close();
  expect(logged.records.filter((record) => record.route === 'api:/feature-flags')).toEqual([
    expect.objectContaining({ status: 499, cutAtStop: true }),
  ]);
  expect(await inFlight).toEqual({ error: 'ECONNRESET' });
  await stopping;
});

test('the production entry answers the call in flight on SIGTERM, then exits 0', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'server-config-'));
  const port = await freePort();
  fs.writeFileSync(path.join(folder, 'runtime-config.json'), JSON.stringify(sandboxRuntimeConfig(`http://localhost:${port}`)));
  fs.writeFileSync(
    path.join(folder, 'host.json'),
    JSON.stringify({
      role: 'host',
      root: hostBuildFolder(),
      port,
      runtimeConfig: 'runtime-config.json',
      bankApi: { prefix: PREFIX, target: bank.origin },
    }),
  );
  const server = spawn(process.execPath, [path.join(__dirname, 'main.js'), path.join(folder, 'host.json')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  await new Promise((resolve) => server.stdout.on('data', (chunk) => String(chunk).includes('serving') && resolve()));

  const inFlight = get(`http://localhost:${port}${PREFIX}/feature-flags`, agent);
  await bank.reached;
  server.kill('SIGTERM');
  // The stop has begun once the server takes no new connection (however long the signal takes to
  // arrive on a busy machine); only then does the bank answer.
  while (!(await get(`http://localhost:${port}/register`, false)).error) await new Promise((done) => setTimeout(done, 20));
  bank.answerAll();
  expect(await inFlight).toEqual({ status: 200, connection: 'close', body: '{"success":true}' });
  expect(await exited).toBe(0);
  // The log says when the stop began and that it ended cleanly: a pod that vanished without
  // "stopped" was killed (its grace period too short, or out of memory).
  // The test's own asks for /register until the server stops taking them are left out: on a busy
  // machine one may be taken as the stop begins.
  const lines = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .filter(({ route }) => route !== 'page:/register');
  expect(lines.map(({ level, message, route }) => `${level} ${message ?? route}`)).toEqual([
    'info serving',
    'info stopping',
    'info api:/feature-flags',
    'info stopped',
  ]);
  expect(lines[1]).toMatchObject({ server: 'host', signal: 'SIGTERM' });
});
