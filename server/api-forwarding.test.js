// The host's server forwards the bank's API path to the bank, and nothing else: a stand-in bank
// records what reaches it.
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');
const { createBuildServer } = require('./build-server');
const { hostBuildFolder } = require('./host-template-fixture');
const { methodsTheBankDoesNotUse } = require('./sneaky-bank-paths-fixture');
const { accessLog, freePort, listen, sandboxRuntimeConfig } = require('./test-servers-fixture');

const PREFIX = '/services/lks/inter/api/v1';

async function startBank() {
  const seen = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, authorization: req.headers.authorization });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { answered: req.url } }));
    });
  });
  const port = await listen(server);
  return { seen, origin: `http://localhost:${port}`, close: () => new Promise((done) => server.close(done)) };
}

/** The host's server forwarding to `bankOrigin`, on a free port. */
async function startHost(bankOrigin, limits = {}, log = undefined, appConfig = {}) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = await createBuildServer({
    root: hostBuildFolder(),
    port,
    role: 'host',
    runtimeConfig: { ...sandboxRuntimeConfig(url), ...appConfig },
    bankApi: { prefix: PREFIX, target: bankOrigin, limits },
    log,
  });
  return { server, url };
}

describe('the bank API on the app’s own origin', () => {
  let bank;
  let host;
  let hostUrl;
  const logged = accessLog();

  beforeAll(async () => {
    bank = await startBank();
    ({ server: host, url: hostUrl } = await startHost(bank.origin, {}, logged.log));
  });

  afterAll(async () => {
    await host.close();
    await bank.close();
  });

  beforeEach(() => {
    bank.seen.splice(0);
    logged.records.splice(0);
  });

  test('a call below the API path reaches the bank as it was sent: method, query, body and bearer token', async () => {
    const response = await fetch(`${hostUrl}${PREFIX}/statements?bank_acc_id=AR-1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer access-1' },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { answered: `${PREFIX}/statements?bank_acc_id=AR-1` } });
    expect(bank.seen).toEqual([
      { method: 'POST', url: `${PREFIX}/statements?bank_acc_id=AR-1`, body: '{"email":"a@example.com"}', authorization: 'Bearer access-1' },
    ]);
    // The host's own headers still apply to what it answers.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('[family:malformed-requests] a path that climbs out of the API path is refused and never reaches the bank', async () => {
    for (const climb of [
      `${PREFIX}/../../../../__sandbox/state`,
      `${PREFIX}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/__sandbox/state`,
      `${PREFIX}/a%2F..%2F..%2F..%2F..%2F__sandbox%2Fstate`,
      `${PREFIX}/a%5C..%5C..%5Cstate`,
    ]) {
      const status = await rawGet(hostUrl, climb);
      expect([climb, status]).toEqual([climb, 400]);
    }
    expect(bank.seen).toEqual([]);
  });

  test('anything outside the API path is the host’s, never the bank’s', async () => {
    const page = await fetch(`${hostUrl}/__sandbox/state?sub=U1`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${hostUrl}/services/lks/other`)).headers.get('content-type')).toMatch(/^text\/html/);
    expect(bank.seen).toEqual([]);
  });

  test('[family:faults] when the bank cannot be reached the call answers 502 and the host keeps serving', async () => {
    await bank.close();
    const response = await fetch(`${hostUrl}${PREFIX}/feature-flags?accountRef=AR-1`, { headers: { Authorization: 'Bearer access-1' } });
    expect(response.status).toBe(502);
    // The call's access-log line says which bank path failed and why, without its query or token.
    expect(await logged.until(1)).toEqual([
      expect.objectContaining({ route: 'api:/feature-flags', status: 502, bankPath: '/feature-flags', bankFailure: 'ECONNREFUSED' }),
    ]);
    expect((await fetch(`${hostUrl}/register`)).status).toBe(200);
    bank = await startBank();
  });
});

/** The status and headers of one call made with Node's own client (fetch refuses a status above 599). */
function call(url, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      res.resume();
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A stand-in bank that answers every call with the status line `HTTP/1.1 <code> Odd`. */
async function startOddBank(code) {
  const server = net.createServer((socket) => {
    socket.once('data', () => socket.end(`HTTP/1.1 ${code} Odd\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`));
  });
  const port = await listen(server);
  return { origin: `http://localhost:${port}`, close: () => new Promise((done) => server.close(done)) };
}

/** A stand-in bank that answers every call with success, `afterMs` after it arrived. */
async function startLateBank(afterMs) {
  const server = http.createServer((_req, res) => {
    setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true,"data":{}}'), afterMs);
  });
  const port = await listen(server);
  return {
    origin: `http://localhost:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}

/** What an access-log line says of a failed bank call. */
const bankFailureOf = ({ status, bankPath, bankFailure }) => ({ status, bankPath, bankFailure });

describe('a bank that answers a status line HTTP has no meaning for', () => {
  test.each(['000', '099', '600', '999'])(
    '[family:upstream-misbehaviour] `HTTP/1.1 %s` answers 502, is logged, and the host keeps serving',
    async (code) => {
      const bank = await startOddBank(code);
      const logged = accessLog();
      const { server: host, url } = await startHost(bank.origin, {}, logged.log);
      try {
        expect((await call(`${url}${PREFIX}/feature-flags`)).status).toBe(502);
        expect((await logged.until(1)).map(bankFailureOf)).toEqual([
          { status: 502, bankPath: '/feature-flags', bankFailure: `status ${code}` },
        ]);
        expect((await call(`${url}/register`)).status).toBe(200);
      } finally {
        await host.close();
        await bank.close();
      }
    },
  );

  test('[family:upstream-misbehaviour] `101 Switching Protocols` to a call that asked for no upgrade answers 502, is logged, and the host keeps serving', async () => {
    const server = net.createServer((socket) => {
      socket.once('data', () =>
        socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\nraw bytes'),
      );
    });
    const port = await listen(server);
    const logged = accessLog();
    const { server: host, url } = await startHost(`http://localhost:${port}`, {}, logged.log);
    try {
      expect((await call(`${url}${PREFIX}/feature-flags`)).status).toBe(502);
      expect((await logged.until(1)).map(bankFailureOf)).toEqual([{ status: 502, bankPath: '/feature-flags', bankFailure: 'status 101' }]);
      expect((await call(`${url}/register`)).status).toBe(200);
    } finally {
      await host.close();
      await new Promise((done) => server.close(done));
    }
  });
});

test('[family:upstream-misbehaviour] a bank that never answers is given up at the forwarder’s time limit: 502, logged', async () => {
  const held = heldCalls();
  const bank = http.createServer(held.hold);
  const port = await listen(bank);
  const logged = accessLog();
  const { server: host, url } = await startHost(`http://localhost:${port}`, { bankTimeoutMs: 200 }, logged.log);
  try {
    expect((await call(`${url}${PREFIX}/feature-flags`)).status).toBe(502);
    expect((await logged.until(1)).map(bankFailureOf)).toEqual([{ status: 502, bankPath: '/feature-flags', bankFailure: 'bank timeout' }]);
  } finally {
    bank.closeAllConnections();
    await new Promise((done) => bank.close(done));
    await host.close();
  }
});

test('[family:upstream-misbehaviour] a silent bank is given up before the app gives up on the call: the customer is told the service failed, not to check their connection', async () => {
  // The bank answers just before the app's own limit for a call would end it: by then the host
  // must have given up and answered 502. Both timers run in this process, the bank's set after
  // the forwarder's, so which fires first does not depend on the machine's speed.
  const appCallLimitMs = 1000;
  const bank = await startLateBank(appCallLimitMs * 0.95);
  const logged = accessLog();
  const { server: host, url } = await startHost(bank.origin, {}, logged.log, { requestTimeoutMs: appCallLimitMs });
  try {
    expect((await call(`${url}${PREFIX}/feature-flags`)).status).toBe(502);
    expect((await logged.until(1)).map(bankFailureOf)).toEqual([{ status: 502, bankPath: '/feature-flags', bankFailure: 'bank timeout' }]);
  } finally {
    await bank.close();
    await host.close();
  }
});

test('[family:upstream-misbehaviour] an app with no time limit for a call (requestTimeoutMs 0, none to axios) still gets the bank’s answer: the forwarder keeps its own limit', async () => {
  // The bank answers after a moment: a forwarder whose limit came out as none of its own has given up by then.
  const bank = await startLateBank(50);
  const { server: host, url } = await startHost(bank.origin, {}, undefined, { requestTimeoutMs: 0 });
  try {
    expect((await call(`${url}${PREFIX}/feature-flags`)).status).toBe(200);
  } finally {
    await host.close();
    await bank.close();
  }
});

/**
 * A stand-in bank that answers every call with `head`, then one more byte of `drip` whenever the
 * forwarder's connection has been quiet for a fraction of its time limit: never silent long enough
 * for an idle limit, never done.
 */
async function startTricklingBank(head, drip) {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.once('data', () => {
      socket.write(head);
      const ticker = setInterval(() => socket.write(drip), 20);
      socket.on('close', () => clearInterval(ticker));
    });
  });
  const port = await listen(server);
  return {
    origin: `http://localhost:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(done));
    },
  };
}

test('[family:upstream-misbehaviour] a bank that trickles its headers a byte at a time is given up at the forwarder’s time limit: 502, logged', async () => {
  const bank = await startTricklingBank('HTTP/1.1 200 OK\r\nX-Slow: ', 'a');
  const logged = accessLog();
  const { server: host, url } = await startHost(bank.origin, { bankTimeoutMs: 300 }, logged.log);
  try {
    expect((await call(`${url}${PREFIX}/feature-flags`)).status).toBe(502);
    expect((await logged.until(1)).map(bankFailureOf)).toEqual([{ status: 502, bankPath: '/feature-flags', bankFailure: 'bank timeout' }]);
  } finally {
    await host.close();
    await bank.close();
  }
});

test('[family:upstream-misbehaviour] a bank that trickles its body is cut at the forwarder’s time limit: the customer’s call ends, logged', async () => {
  const bank = await startTricklingBank('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n', ' ');
  const logged = accessLog();
  const { server: host, url } = await startHost(bank.origin, { bankTimeoutMs: 300 }, logged.log);
  try {
    await expect(call(`${url}${PREFIX}/feature-flags`)).rejects.toThrow('aborted');
    expect((await logged.until(1)).map(bankFailureOf)).toEqual([{ status: 200, bankPath: '/feature-flags', bankFailure: 'bank timeout' }]);
    expect((await call(`${url}/register`)).status).toBe(200);
  } finally {
    await host.close();
    await bank.close();
  }
});

test('[family:upstream-misbehaviour] a redirect from the bank goes to the app as it came: the forwarder never follows it', async () => {
  const elsewhere = await startBank();
  const bank = http.createServer((_req, res) => {
    res.writeHead(302, { Location: `${elsewhere.origin}/steal` });
    res.end();
  });
  const port = await listen(bank);
  const { server: host, url } = await startHost(`http://localhost:${port}`);
  try {
    const answer = await call(`${url}${PREFIX}/feature-flags`);
    expect([answer.status, answer.headers.location]).toEqual([302, `${elsewhere.origin}/steal`]);
    expect(elsewhere.seen).toEqual([]);
  } finally {
    await host.close();
    await new Promise((done) => bank.close(done));
    await elsewhere.close();
  }
});

describe('the methods the bank’s API uses, and no other', () => {
  let bank;
  let host;
  let hostUrl;

  beforeAll(async () => {
    bank = await startBank();
    ({ server: host, url: hostUrl } = await startHost(bank.origin));
  });

  afterAll(async () => {
    await host.close();
    await bank.close();
  });

  beforeEach(() => bank.seen.splice(0));

  test('[family:malformed-requests] TRACE, PROPFIND and every other method the API does not use answer 405 and never reach the bank, bearer token and all', async () => {
    for (const method of methodsTheBankDoesNotUse) {
      const answer = await call(`${hostUrl}${PREFIX}/feature-flags`, { method, headers: { Authorization: 'Bearer access-1' } });
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, POST, PUT']);
    }
    expect(bank.seen).toEqual([]);
  });

  test('every method of the bank’s contract (docs/api/openapi.yaml) reaches the bank', async () => {
    const contract = fs.readFileSync(path.join(__dirname, '..', 'docs', 'api', 'openapi.yaml'), 'utf8');
    const methods = [
      ...new Set([...contract.matchAll(/^ {4}(get|put|post|delete|options|head|patch|trace):/gm)].map(([, m]) => m.toUpperCase())),
    ];
    expect(methods.sort()).toEqual(['GET', 'POST', 'PUT']);
    for (const method of methods)
      expect([method, (await call(`${hostUrl}${PREFIX}/feature-flags`, { method })).status]).toEqual([method, 200]);
    expect(bank.seen.map(({ method }) => method)).toEqual(methods);
  });
});

/** fetch() normalises `..` before sending; a hand-made request does not, as an attacker's would not. */
function rawGet(base, rawPath) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where a held bank call arrives: `hold` is given the request, `reached` its connection. */
function heldCalls() {
  let arrived;
  const reached = new Promise((resolve) => (arrived = resolve));
  return { reached, hold: (req) => arrived(req.socket) };
}

/**
 * The customer asks for `url` and leaves once the bank holds the call; resolves when the bank
 * sees its side of that call's connection close (the forwarder let go of it).
 */
async function leaveWhileHeld(url, reached) {
  const leaving = new AbortController();
  const call = fetch(url, { signal: leaving.signal }).catch((error) => error.name);
  const bankSide = await reached;
  leaving.abort();
  expect(await call).toBe('AbortError');
  await new Promise((done) => bankSide.on('close', done));
}

/**
 * A bank whose kept connections close just as the next call arrives: the race of an idle
 * keep-alive connection that the bank closes while the forwarder reuses it. Each connection's
 * first request is answered; every later one finds the connection reset. With `holdLater`, a
 * first request on any connection but the first is handed to it and never answered.
 */
async function startClosingBank(holdLater) {
  const seen = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    const socket = req.socket;
    socket.requests = (socket.requests ?? 0) + 1;
    if (socket.requests === 1) connections += 1;
    seen.push({ method: req.method, reused: socket.requests > 1 });
    if (socket.requests > 1) {
      socket.destroy();
      return;
    }
    if (holdLater && connections > 1) {
      holdLater(req);
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: {} }));
    });
  });
  const port = await listen(server);
  return { seen, origin: `http://localhost:${port}`, close: () => new Promise((done) => server.close(done)) };
}

describe('a kept connection the bank closes as it is reused', () => {
  let bank;
  let host;
  let hostUrl;

  // Each test starts with no kept connection.
  async function start(limits = {}, holdLater = undefined) {
    bank = await startClosingBank(holdLater);
    ({ server: host, url: hostUrl } = await startHost(bank.origin, limits));
  }

  afterEach(async () => {
    await host.close();
    await bank.close();
  });

  test('[family:faults] a call that may be sent again (GET) is sent once more on a new connection, and the customer gets the answer', async () => {
    await start();
    expect((await fetch(`${hostUrl}${PREFIX}/feature-flags`)).status).toBe(200);
    const again = await fetch(`${hostUrl}${PREFIX}/feature-flags`);
    expect(again.status).toBe(200);
    expect(bank.seen).toEqual([
      { method: 'GET', reused: false },
      { method: 'GET', reused: true },
      { method: 'GET', reused: false },
    ]);
  });

  test('a customer who leaves while the resent GET is at the bank: the bank sees that call let go', async () => {
    const held = heldCalls();
    await start({}, held.hold);
    expect((await fetch(`${hostUrl}${PREFIX}/feature-flags`)).status).toBe(200);
    await leaveWhileHeld(`${hostUrl}${PREFIX}/feature-flags`, held.reached);
    expect(bank.seen).toEqual([
      { method: 'GET', reused: false },
      { method: 'GET', reused: true },
      { method: 'GET', reused: false },
    ]);
  });

  test('[family:faults] a POST is never sent twice: the bank may have acted on it, so the call answers 502', async () => {
    await start();
    const send = () =>
      fetch(`${hostUrl}${PREFIX}/otp/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobile: '0812345678' }),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(502);
    expect(bank.seen).toEqual([
      { method: 'POST', reused: false },
      { method: 'POST', reused: true },
    ]);
  });

  test('[family:faults] a connection idle longer than the limit is closed before the bank closes it, so the next POST gets its answer', async () => {
    await start({ keptIdleMs: 300 });
    const send = () => fetch(`${hostUrl}${PREFIX}/otp/request`, { method: 'POST', body: '{}' });
    expect((await send()).status).toBe(200);
    await new Promise((done) => setTimeout(done, 600));
    expect((await send()).status).toBe(200);
    expect(bank.seen).toEqual([
      { method: 'POST', reused: false },
      { method: 'POST', reused: false },
    ]);
  });
});

test('a customer who leaves while the bank is still answering is not logged as a failed bank call', async () => {
  const held = heldCalls();
  const bank = http.createServer(held.hold);
  const port = await listen(bank);
  const logged = accessLog();
  const { server: host, url } = await startHost(`http://localhost:${port}`, {}, logged.log);
  await leaveWhileHeld(`${url}${PREFIX}/feature-flags`, held.reached);
  // The forwarder's own end of that connection has closed a few event-loop turns later.
  await new Promise((done) => setTimeout(done, 100));
  await new Promise((done) => bank.close(done));
  await host.close();
  expect(await logged.until(1)).toEqual([expect.objectContaining({ route: 'api:/feature-flags', status: 499 })]);
  expect(logged.records[0].bankFailure).toBeUndefined();
});

test('[family:upstream-misbehaviour] nginx gives a silent bank less time than the app gives a call, in every environment', () => {
  const deploy = path.join(__dirname, '..', 'deploy');
  const nginxSeconds = Number(/proxy_read_timeout (\d+)s;/.exec(fs.readFileSync(path.join(deploy, 'nginx', 'lks.conf'), 'utf8'))?.[1]);
  const appLimitsMs = fs
    .readdirSync(path.join(deploy, 'runtime-config'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(deploy, 'runtime-config', file), 'utf8')).requestTimeoutMs ?? 30_000);
  expect(appLimitsMs.filter((limitMs) => nginxSeconds * 1000 >= limitMs)).toEqual([]);
  expect(nginxSeconds).toBeGreaterThan(0);
});

test('[family:upstream-misbehaviour] nginx gives a bank that never takes the connection, then answers nothing, less time than the app gives a call', () => {
  const conf = fs.readFileSync(path.join(__dirname, '..', 'deploy', 'nginx', 'lks.conf'), 'utf8');
  const bankLocation = conf.slice(conf.indexOf('location ^~ /services/lks/inter/api/v1/'), conf.indexOf('location / {'));
  const seconds = (directive, unset) => Number(new RegExp(`${directive} (\\d+)s;`).exec(bankLocation)?.[1] ?? unset);
  // Unset, nginx waits 60 s for a connection: a bank host that drops it silently (a firewall, a
  // dead address) would outlast the app's 30 s, and the customer be asked to check their connection.
  const connect = seconds('proxy_connect_timeout', 60);
  const read = seconds('proxy_read_timeout', 60);
  expect((connect + read) * 1000).toBeLessThan(30_000);
});

test('while a silent bank holds more calls than its 64 connections, the host still serves its pages, files and probes, and every held call gets the bank’s answer once it speaks again', async () => {
  const waiting = [];
  let allArrived;
  const arrived = new Promise((resolve) => (allArrived = resolve));
  const bank = http.createServer((req, res) => {
    waiting.push(res);
    if (waiting.length === 64) allArrived();
  });
  const port = await listen(bank);
  const { server: host, url } = await startHost(`http://localhost:${port}`);
  try {
    // 64 calls fill the connections to the bank; 16 more wait for one.
    const calls = Array.from({ length: 80 }, () => call(`${url}${PREFIX}/feature-flags`));
    await arrived;
    for (const pathname of ['/healthz', '/readyz', '/register', '/runtime-config.json'])
      expect([pathname, (await call(`${url}${pathname}`)).status]).toEqual([pathname, 200]);
    // The bank speaks again: the calls it held and the ones that waited for a connection are answered.
    const answerAll = () => waiting.splice(0).forEach((res) => res.end('{}'));
    bank.on('request', () => setImmediate(answerAll));
    answerAll();
    expect((await Promise.all(calls)).map(({ status }) => status)).toEqual(Array(80).fill(200));
  } finally {
    bank.closeAllConnections();
    await new Promise((done) => bank.close(done));
    await host.close();
  }
});
