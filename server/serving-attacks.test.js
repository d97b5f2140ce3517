// The serving attack suite: what a hostile or broken client, or a deploy, can do to every
// server role — the host page, the host's files, the bank forwarder, a remote, the sandbox bank.
// Each family ends by proving every server still answers (docs/serving.md).
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createBuildServer } = require('./build-server');
const { HOST_TEMPLATE } = require('./host-template-fixture');
const { sneakyBankPaths } = require('./sneaky-bank-paths-fixture');
const { freePort, sandboxRuntimeConfig } = require('./test-servers-fixture');

const PREFIX = '/services/lks/inter/api/v1';
// Long enough that a read started before a change is still streaming when the change lands.
const BIG = 'x'.repeat(4 * 1024 * 1024);
const MAIN = `/* main */ ${'console.log("app");'.repeat(50)}`;

function build(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-attacks-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

function withCompressedCopies(name, content) {
  return { [name]: content, [`${name}.br`]: zlib.brotliCompressSync(content), [`${name}.gz`]: zlib.gzipSync(content) };
}

/** A stand-in bank that records what reaches it and on which connection. */
async function startBank() {
  const seen = [];
  const connections = new Set();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url, headers: req.headers, body, remotePort: req.socket.remotePort });
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Bank-Secret-Hop': 'x', Connection: 'keep-alive, X-Bank-Secret-Hop' });
      res.end(JSON.stringify({ success: true }));
    });
  });
  server.on('connection', (socket) => connections.add(socket));
  await new Promise((done) => server.listen(0, done));
  return {
    seen,
    connections,
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        for (const socket of connections) socket.destroy();
        server.close(done);
      }),
  };
}

/** One request written by hand, as an attacker would: nothing normalised on the way. */
function raw(url, text, { endAfterMs } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (endAfterMs === undefined && /\r\n\r\n/.test(received.toString('latin1'))) {
        const head = received.toString('latin1');
        const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN);
        const bodyStart = head.indexOf('\r\n\r\n') + 4;
        if (Number.isFinite(length) && received.length - bodyStart >= length) socket.end();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const text = received.toString('latin1');
      const [head = '', body = ''] = [text.slice(0, text.indexOf('\r\n\r\n')), text.slice(text.indexOf('\r\n\r\n') + 4)];
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}

const get = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });

let bank;
let host;
let productionHost;
let remote;
let sandbox;
let hostRoot;
let remoteRoot;

beforeAll(async () => {
  bank = await startBank();
  hostRoot = build({
    'index.html': HOST_TEMPLATE,
    ...withCompressedCopies('main.js', MAIN),
    'big.0123abcd.js': BIG,
    'chunk-kinds.json': '{}',
    'main.js.map': '{"version":3}',
    '.env': 'SECRET=1',
    '.git/config': '[core]',
    'prerendered/host-routes.json': '{"routes":["/"]}',
    ...withCompressedCopies('prerendered/start-up-chunks.json', '{}'),
  });
  remoteRoot = build({
    ...withCompressedCopies('remoteEntry.js', 'var remote = 1;'.repeat(40)),
    'page-info.89abcdef.js': 'page("info")',
    ...withCompressedCopies('chunk-kinds.json', '{"page-info.89abcdef.js":"remote app"}'),
    '.deploy.json': '{}',
  });
  const hostPort = await freePort();
  const bankApi = { prefix: PREFIX, target: bank.origin, limits: { bodyTimeoutMs: 500 } };
  host = await createBuildServer({
    root: hostRoot,
    port: hostPort,
    role: 'host',
    runtimeConfig: sandboxRuntimeConfig(`http://localhost:${hostPort}`),
    bankApi,
  });
  productionHost = await createBuildServer({
    root: hostRoot,
    port: 0,
    role: 'host',
    runtimeConfig: sandboxRuntimeConfig('https://line.bank.example'),
    production: true,
  });
  remote = await createBuildServer({ root: remoteRoot, port: 0, role: 'remote' });
  const { createSandbox } = require(path.join(__dirname, '..', 'sandbox-api', 'dist', 'server.js'));
  sandbox = await createSandbox({ port: 0, hostOrigin: host.url, allowedOrigins: [host.url] });
});

afterAll(async () => {
  await Promise.all([host, productionHost, remote, sandbox, bank].map((server) => server?.close()));
});

/** After each family: every server role still answers. */
function everyServerStillAnswers(family) {
  test(`[family:${family}] afterwards every server still answers: host page, host file, forwarder, remote, sandbox`, async () => {
    expect((await get(`${host.url}/register`)).status).toBe(200);
    expect((await get(`${host.url}/main.js`)).status).toBe(200);
    expect((await get(`${host.url}${PREFIX}/feature-flags`)).status).toBe(200);
    expect((await get(`${remote.url}/remoteEntry.js`)).status).toBe(200);
    expect((await get(`${sandbox.url}/`)).status).toBe(200);
  });
}

describe('ranges', () => {
  test('[family:ranges] a range that ends before it starts answers 416 on every file server, and nothing stops', async () => {
    for (const url of [`${host.url}/main.js`, `${remote.url}/remoteEntry.js`, `${remote.url}/page-info.89abcdef.js`]) {
      const response = await get(url, { Range: 'bytes=5-2' });
      expect([url, response.status]).toEqual([url, 416]);
      expect(response.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    }
    // The sandbox and the page are made per request: a range is not theirs to serve, and never stops them.
    expect((await get(`${sandbox.url}/`, { Range: 'bytes=5-2' })).status).toBe(200);
    expect((await get(`${host.url}/register`, { Range: 'bytes=5-2' })).status).toBe(200);
  });

  test('[family:ranges] `bytes=-5` is the last five bytes, `0-0` one byte, `0-` the rest', async () => {
    const url = `${host.url}/main.js`;
    const identity = { 'Accept-Encoding': 'identity' };
    const last = await get(url, { ...identity, Range: 'bytes=-5' });
    expect(last.status).toBe(206);
    expect(last.body.toString()).toBe(MAIN.slice(-5));
    expect(last.headers['content-range']).toBe(`bytes ${MAIN.length - 5}-${MAIN.length - 1}/${MAIN.length}`);
    const first = await get(url, { ...identity, Range: 'bytes=0-0' });
    expect([first.status, first.body.toString()]).toEqual([206, MAIN[0]]);
    const rest = await get(url, { ...identity, Range: 'bytes=10-' });
    expect([rest.status, rest.body.toString()]).toEqual([206, MAIN.slice(10)]);
  });

  test('[family:ranges] past the end, zero suffix, garbage or a stale If-Range: 416 or the whole file, never a crash', async () => {
    const url = `${host.url}/main.js`;
    const identity = { 'Accept-Encoding': 'identity' };
    expect((await get(url, { ...identity, Range: `bytes=${MAIN.length}-` })).status).toBe(416);
    expect((await get(url, { ...identity, Range: 'bytes=-0' })).status).toBe(416);
    expect((await get(url, { ...identity, Range: 'bytes=x-y' })).status).toBe(416);
    expect((await get(url, { ...identity, Range: 'bytes=99999999999999999999-' })).status).toBe(416);
    const several = await get(url, { ...identity, Range: 'bytes=0-1,3-4' });
    expect([several.status, several.body.toString()]).toEqual([200, MAIN]);
    const stale = await get(url, { ...identity, Range: 'bytes=0-0', 'If-Range': '"not-this-one"' });
    expect([stale.status, stale.body.length]).toEqual([200, MAIN.length]);
  });

  test('[family:ranges] a range of a compressed answer counts the compressed bytes', async () => {
    const whole = await get(`${host.url}/main.js`, { 'Accept-Encoding': 'br' });
    const part = await get(`${host.url}/main.js`, { 'Accept-Encoding': 'br', Range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.body).toEqual(whole.body.subarray(0, 4));
  });

  everyServerStillAnswers('ranges');
});

describe('paths and encodings', () => {
  const NONCE = '__CSP_NONCE__';

  test('[family:paths-and-encodings] the raw template is never sent: every way of naming index.html gets the filled page or a 404', async () => {
    for (const [rawPath, status] of [
      ['/index.html', 200],
      ['/index.html/', 404],
      ['/index.html#x', 200],
      ['/%69ndex.html', 200],
      ['/./index.html', 200],
      ['/register/index.html', 200],
      ['/index.html?x=1', 200],
    ]) {
      const response = await raw(host.url, `GET ${rawPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect([rawPath, response.status, response.body.includes(NONCE)]).toEqual([rawPath, status, false]);
      if (status === 200) expect(response.head).toMatch(/content-security-policy: .*'nonce-/i);
    }
  });

  test('[family:paths-and-encodings] dotfiles, source maps and build bookkeeping answer 404 on the host and on a remote', async () => {
    for (const url of [
      `${host.url}/.env`,
      `${host.url}/.git/config`,
      `${host.url}/main.js.map`,
      `${host.url}/chunk-kinds.json`,
      `${host.url}/prerendered/host-routes.json`,
      `${remote.url}/chunk-kinds.json`,
      `${remote.url}/chunk-kinds.json.br`,
      `${remote.url}/.deploy.json`,
      `${remote.url}/%2e%2e/%2e%2e/etc/passwd`,
      `${remote.url}/..%2f..%2fetc%2fpasswd`,
    ]) {
      expect([url, (await get(url)).status]).toEqual([url, 404]);
    }
  });

  test('[family:paths-and-encodings] the host’s build records answer 404 however the path is spelled: every check is on the normalised path', async () => {
    for (const rawPath of [
      '//prerendered/start-up-chunks.json',
      '//prerendered/start-up-chunks.json.br',
      '/%2fprerendered/start-up-chunks.json',
      '/%2Fprerendered/start-up-chunks.json',
      '/./prerendered/start-up-chunks.json',
      '/x/../prerendered/start-up-chunks.json',
      '/%2e/prerendered/start-up-chunks.json',
      '///prerendered//host-routes.json',
    ]) {
      const response = await raw(host.url, `GET ${rawPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect([rawPath, response.status]).toEqual([rawPath, 404]);
    }
  });

  test('[family:paths-and-encodings] a coding weighed q=0 is never sent, on files and on the page', async () => {
    const codingOf = async (url, accept) => (await get(url, { 'Accept-Encoding': accept })).headers['content-encoding'];
    for (const url of [`${host.url}/main.js`, `${remote.url}/remoteEntry.js`, `${host.url}/register`]) {
      expect([url, await codingOf(url, 'gzip, deflate, br')]).toEqual([url, 'br']);
      expect([url, await codingOf(url, 'br;q=0, gzip')]).toEqual([url, 'gzip']);
      expect([url, await codingOf(url, 'gzip;q=0, br;q=0')]).toEqual([url, undefined]);
      expect([url, await codingOf(url, '*;q=0')]).toEqual([url, undefined]);
      expect([url, await codingOf(url, 'br;q=0.2, gzip;q=0.8')]).toEqual([url, 'gzip']);
    }
  });

  test('[family:paths-and-encodings] the forwarder refuses every path a Java bank could read as another one, before the bank sees it', async () => {
    bank.seen.splice(0);
    for (const sneaky of sneakyBankPaths(PREFIX)) {
      const response = await raw(host.url, `GET ${sneaky} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect([sneaky, response.status]).toEqual([sneaky, 400]);
    }
    expect(bank.seen).toEqual([]);
    expect((await get(`${host.url}${PREFIX}/survey-submissions/S-1?x=a%2Fb`)).status).toBe(200);
    expect(bank.seen.map(({ url }) => url)).toEqual([`${PREFIX}/survey-submissions/S-1?x=a%2Fb`]);
  });

  everyServerStillAnswers('paths-and-encodings');
});

describe('headers and proxies', () => {
  test('[family:headers-and-proxies] the page: its own policy, private caching, no powerful features; HSTS only in production', async () => {
    const page = await get(`${host.url}/register`);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const production = await get(`${productionHost.url}/register`);
    expect(production.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('[family:headers-and-proxies] everything that is not the page is inert: default-src none, never framed', async () => {
    for (const url of [
      `${host.url}/main.js`,
      `${host.url}/nothing.js`,
      `${host.url}/%E0%A4%A`,
      `${host.url}/runtime-config.json`,
      `${remote.url}/remoteEntry.js`,
      `${remote.url}/missing`,
    ]) {
      const response = await get(url);
      expect([url, response.headers['content-security-policy']]).toEqual([url, "default-src 'none'; frame-ancestors 'none'"]);
      expect([url, response.headers['permissions-policy']]).toEqual([url, 'camera=(), microphone=(), geolocation=(), payment=()']);
    }
    // A remote's scripts are loaded by the host page on another origin.
    expect((await get(`${remote.url}/remoteEntry.js`)).headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('[family:headers-and-proxies] the bank hears who the client really is, never what the client claims, and no hop-by-hop header', async () => {
    bank.seen.splice(0);
    const response = await raw(
      host.url,
      [
        `GET ${PREFIX}/feature-flags HTTP/1.1`,
        'Host: localhost',
        'X-Forwarded-For: 10.9.9.9',
        'X-Real-IP: 10.9.9.9',
        'Forwarded: for=10.9.9.9;host=evil.example',
        'X-Forwarded-Host: evil.example',
        'Proxy-Authorization: Basic eDp5',
        'TE: trailers',
        'Keep-Alive: timeout=999',
        'X-Internal-Secret: 1',
        'Connection: close, X-Internal-Secret',
        '',
        '',
      ].join('\r\n'),
    );
    expect(response.status).toBe(200);
    const [{ headers }] = bank.seen;
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    for (const name of ['x-real-ip', 'forwarded', 'x-forwarded-host', 'proxy-authorization', 'te', 'keep-alive', 'x-internal-secret']) {
      expect([name, headers[name]]).toEqual([name, undefined]);
    }
    expect(headers.host).toBe(new URL(bank.origin).host);
    // The bank's own hop-by-hop headers stay between the bank and the forwarder.
    expect(response.head).not.toMatch(/x-bank-secret-hop/i);
  });

  test('[family:headers-and-proxies] calls to the bank reuse one kept-alive connection, and the client is not told to close', async () => {
    bank.seen.splice(0);
    const agent = new http.Agent({ keepAlive: true });
    const call = () =>
      new Promise((resolve) =>
        http.get(`${host.url}${PREFIX}/feature-flags`, { agent }, (res) => res.resume().on('end', () => resolve(res.headers))),
      );
    const answers = [await call(), await call(), await call()];
    agent.destroy();
    expect(answers.map((headers) => headers.connection)).toEqual(['keep-alive', 'keep-alive', 'keep-alive']);
    expect(new Set(bank.seen.map(({ remotePort }) => remotePort)).size).toBe(1);
  });

  test('[family:headers-and-proxies] a request with two Host headers answers 400 on the page, the forwarder and a remote, and never reaches the bank', async () => {
    bank.seen.splice(0);
    for (const [url, target] of [
      [host.url, `${PREFIX}/feature-flags`],
      [host.url, '/register'],
      [host.url, '/main.js'],
      [remote.url, '/remoteEntry.js'],
    ]) {
      const response = await raw(url, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect([url, target, response.status]).toEqual([url, target, 400]);
    }
    expect(bank.seen).toEqual([]);
  });

  test('[family:headers-and-proxies] `Upgrade: h2c` is answered at once with 400 by the host and a remote, never held open', async () => {
    for (const [url, target] of [
      [host.url, `${PREFIX}/feature-flags`],
      [host.url, '/register'],
      [remote.url, '/remoteEntry.js'],
    ]) {
      const response = await raw(
        url,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n`,
      );
      expect([url, target, response.status]).toEqual([url, target, 400]);
    }
  });

  everyServerStillAnswers('headers-and-proxies');
});

describe('slow clients (bounded)', () => {
  test('[family:slow-clients] a body that never finishes is answered 408 and never takes a connection to the bank', async () => {
    const before = bank.connections.size;
    bank.seen.splice(0);
    const slow = Array.from({ length: 50 }, () =>
      raw(
        host.url,
        `POST ${PREFIX}/registers/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":`,
        { endAfterMs: 0 },
      ),
    );
    const answers = await Promise.all(slow);
    expect(answers.map(({ status }) => status)).toEqual(Array(50).fill(408));
    expect(bank.seen).toEqual([]);
    expect(bank.connections.size).toBe(before);
  });

  test('[family:slow-clients] a body larger than any bank call is refused with 413 before the bank sees it', async () => {
    bank.seen.splice(0);
    const body = JSON.stringify({ junk: 'x'.repeat(100 * 1024) });
    const response = await raw(
      host.url,
      `POST ${PREFIX}/registers/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      { endAfterMs: 0 },
    );
    expect(response.status).toBe(413);
    expect(bank.seen).toEqual([]);
  });

  test('[family:slow-clients] headers sent a line at a time are cut off at the headers time limit with 408, not allowed to go on', async () => {
    const limited = await createBuildServer({ root: remoteRoot, port: 0, role: 'remote', headersTimeoutMs: 300 });
    const { port } = new URL(limited.url);
    try {
      // Thirty header lines, one every 100 ms: three seconds, well past the limit.
      const answer = await new Promise((resolve, reject) => {
        const lines = Array.from({ length: 30 }, (_, n) => `X-Slow-${n}: x\r\n`);
        let received = '';
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /remoteEntry.js HTTP/1.1\r\nHost: localhost\r\n'));
        const trickle = setInterval(() => (lines.length > 0 ? socket.write(lines.shift()) : socket.end('\r\n')), 100);
        socket.on('data', (chunk) => (received += chunk));
        socket.on('error', reject);
        socket.on('close', () => {
          clearInterval(trickle);
          resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), linesLeft: lines.length });
        });
      });
      expect(answer.status).toBe(408);
      expect(answer.linesLeft).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  everyServerStillAnswers('slow-clients');
});

describe('deploy-time file changes', () => {
  test('[family:deploy-time-changes] a file that vanishes is a 404, and the server keeps serving', async () => {
    fs.writeFileSync(path.join(remoteRoot, 'page-gone.11112222.js'), 'gone');
    expect((await get(`${remote.url}/page-gone.11112222.js`)).status).toBe(200);
    fs.rmSync(path.join(remoteRoot, 'page-gone.11112222.js'));
    expect((await get(`${remote.url}/page-gone.11112222.js`)).status).toBe(404);
    expect((await get(`${remote.url}/page-gone.11112222.js`, { Range: 'bytes=0-1' })).status).toBe(404);
  });

  test('[family:deploy-time-changes] a file changed in place is served whole at its new length, in every coding', async () => {
    const longer = `${'var remote = 2;'.repeat(400)}`;
    fs.writeFileSync(path.join(remoteRoot, 'remoteEntry.js'), longer);
    fs.writeFileSync(path.join(remoteRoot, 'remoteEntry.js.br'), zlib.brotliCompressSync(longer));
    fs.writeFileSync(path.join(remoteRoot, 'remoteEntry.js.gz'), zlib.gzipSync(longer));
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get(`${remote.url}/remoteEntry.js`, { 'Accept-Encoding': accept });
      const body =
        accept === 'br' ? zlib.brotliDecompressSync(response.body) : accept === 'gzip' ? zlib.gunzipSync(response.body) : response.body;
      expect([accept, body.toString()]).toEqual([accept, longer]);
    }
  });

  test('[family:deploy-time-changes] a file removed or replaced while it is being sent arrives whole, as it was when asked for', async () => {
    const file = path.join(hostRoot, 'big.0123abcd.js');
    const started = new Promise((resolve) =>
      http.get(`${host.url}/big.0123abcd.js`, (res) => {
        const chunks = [];
        res.once('data', (chunk) => {
          chunks.push(chunk);
          fs.rmSync(file);
          fs.writeFileSync(`${file}.next`, 'short');
          fs.renameSync(`${file}.next`, file);
          res.on('data', (more) => chunks.push(more));
          res.on('end', () => resolve(Buffer.concat(chunks).toString()));
        });
      }),
    );
    expect(await started).toBe(BIG);
    expect((await get(`${host.url}/big.0123abcd.js`)).body.toString()).toBe('short');
  });

  test('[family:deploy-time-changes] a new index.html is the page from the next request on; a missing one keeps the last page', async () => {
    const template = path.join(hostRoot, 'index.html');
    fs.writeFileSync(`${template}.next`, HOST_TEMPLATE.replace('<body>', '<body data-release="2">'));
    fs.renameSync(`${template}.next`, template);
    expect((await get(`${host.url}/register`)).body.toString()).toContain('data-release="2"');
    fs.rmSync(template);
    const page = await get(`${host.url}/register`);
    expect([page.status, page.body.toString().includes('data-release="2"')]).toEqual([200, true]);
    fs.writeFileSync(template, HOST_TEMPLATE);
  });

  everyServerStillAnswers('deploy-time-changes');
});

describe('clients that leave', () => {
  test('[family:slow-clients] clients that go away mid-file leave no file open, and the server keeps serving', async () => {
    fs.writeFileSync(path.join(hostRoot, 'huge.0a0b0c0d.js'), BIG);
    const openFiles = () => fs.readdirSync('/proc/self/fd').length;
    const before = openFiles();
    const { port } = new URL(host.url);
    for (let i = 0; i < 20; i += 1) {
      // Mid-file, and before the server has even opened it.
      await new Promise((resolve) => {
        const req = http.get(`${host.url}/huge.0a0b0c0d.js`, { headers: { 'Accept-Encoding': 'identity' } }, (res) =>
          res.once('data', () => req.destroy()),
        );
        req.on('close', resolve);
        req.on('error', () => undefined);
      });
      await new Promise((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write('GET /huge.0a0b0c0d.js HTTP/1.1\r\nHost: localhost\r\n\r\n');
          socket.destroy();
        });
        socket.on('close', resolve);
      });
    }
    // The server notices each departure on its own turn of the event loop.
    for (let attempt = 0; attempt < 50 && openFiles() > before + 2; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(openFiles()).toBeLessThanOrEqual(before + 2);
    expect((await get(`${host.url}/main.js`)).status).toBe(200);
  });
});
