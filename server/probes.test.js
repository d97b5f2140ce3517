// What a load balancer or Kubernetes asks every server: alive (/healthz) and ready (/readyz),
// against a real remote's server and a stand-in bank that records every call reaching it.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createBuildServer } = require('./build-server');
const { hostBuildFolder } = require('./host-template-fixture');
const { accessLog, freePort, listen } = require('./test-servers-fixture');

const PREFIX = '/services/lks/inter/api/v1';
const DESCRIPTOR = JSON.stringify({ version: 1, routes: { '/register': {} } });

function remoteBuildFolder() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), '');
  fs.writeFileSync(path.join(root, 'first-screens.json'), DESCRIPTOR);
  return root;
}

async function probe(url, pathname) {
  const response = await fetch(`${url}${pathname}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

let bankCalls;
let bank;
let remoteRoot;
let remote;
let hostRoot;
let host;
const logged = accessLog();
const remoteLogged = accessLog();

beforeAll(async () => {
  bankCalls = [];
  bank = http.createServer((req, res) => {
    bankCalls.push(req.url);
    res.end('{}');
  });
  const bankPort = await listen(bank);
  remoteRoot = remoteBuildFolder();
  remote = await createBuildServer({ root: remoteRoot, port: await freePort(), role: 'remote', log: remoteLogged.log });
  hostRoot = hostBuildFolder();
  host = await createBuildServer({
    root: hostRoot,
    port: await freePort(),
    role: 'host',
    runtimeConfig: {
      environment: 'sandbox',
      liffMock: true,
      apiBaseUrl: 'http://localhost:1',
      remotes: { registration: `${remote.url}/remoteEntry.js` },
      frameOrigins: [],
    },
    bankApi: { prefix: PREFIX, target: `http://localhost:${bankPort}` },
    // Each probe reads the remote's descriptor again, so a change is seen at once.
    remoteScreensOptions: { revalidateAfterMs: 0, warn: () => undefined },
    log: logged.log,
  });
});

afterAll(async () => {
  await host.close();
  await remote.close();
  await new Promise((done) => bank.close(done));
});

afterEach(() => {
  fs.writeFileSync(path.join(remoteRoot, 'first-screens.json'), DESCRIPTOR);
  logged.records.splice(0);
  remoteLogged.records.splice(0);
});

/** Probes, then one request that is logged: its line is the only one. */
async function onlyLoggedAfter(probes) {
  await probes();
  // Neither reads the remote's descriptor, which the remote would log.
  await fetch(`${host.url}/runtime-config.json`);
  await fetch(`${remote.url}/remoteEntry.js`);
  expect((await logged.until(1)).map((record) => record.route)).toEqual(['runtime-config']);
  expect((await remoteLogged.until(1)).map((record) => record.route)).toEqual(['static']);
}

test('alive: /healthz answers 200 on the host and on a remote, never cached and never logged', async () => {
  await onlyLoggedAfter(async () => {
    for (const server of [host, remote]) {
      expect(await probe(server.url, '/healthz')).toEqual({ status: 200, cacheControl: 'no-store', body: { alive: true } });
    }
  });
});

test('ready: the host with its build and the remote’s descriptor readable answers 200, and never calls the bank', async () => {
  expect(await probe(host.url, '/readyz')).toEqual({ status: 200, cacheControl: 'no-store', body: { ready: true, problems: [] } });
  expect(bankCalls).toEqual([]);
  remoteLogged.records.splice(0);
  await onlyLoggedAfter(async () => {
    expect(await probe(remote.url, '/readyz')).toEqual({ status: 200, cacheControl: 'no-store', body: { ready: true, problems: [] } });
    expect(await probe(host.url, '/healthz')).toEqual({ status: 200, cacheControl: 'no-store', body: { alive: true } });
  });
});

test('a host whose remote’s descriptor cannot be read is not ready and says why, then ready again once it can', async () => {
  fs.writeFileSync(path.join(remoteRoot, 'first-screens.json'), '{"version": 1, "routes": ');
  const broken = { ready: false, problems: ['remote registration: first-screens.json not JSON'] };
  expect(await probe(host.url, '/readyz')).toEqual({ status: 503, cacheControl: 'no-store', body: broken });
  // The remote's own probe says the same of its deploy.
  expect((await probe(remote.url, '/readyz')).body).toEqual({ ready: false, problems: ['first-screens.json: not JSON'] });
  // Still alive: a restart would not help.
  expect((await probe(host.url, '/healthz')).status).toBe(200);
  fs.writeFileSync(path.join(remoteRoot, 'first-screens.json'), DESCRIPTOR);
  expect((await probe(host.url, '/readyz')).status).toBe(200);
});

test('a host whose remote does not answer its descriptor is not ready', async () => {
  fs.rmSync(path.join(remoteRoot, 'first-screens.json'));
  expect((await probe(host.url, '/readyz')).body).toEqual({
    ready: false,
    problems: ['remote registration: first-screens.json answered 404'],
  });
});

test('a server whose build folder is gone is not ready and says why, while still alive', async () => {
  const root = hostBuildFolder();
  const orphan = await createBuildServer({
    root,
    port: await freePort(),
    role: 'host',
    runtimeConfig: { environment: 'sandbox', liffMock: true, apiBaseUrl: 'http://localhost:1', remotes: {}, frameOrigins: [] },
  });
  const remoteFolder = remoteBuildFolder();
  const orphanRemote = await createBuildServer({ root: remoteFolder, port: await freePort(), role: 'remote' });
  // A static origin has no build file of its own: an unmounted or misnamed folder would answer
  // every version 404, and every host reading its remotes' descriptors there would go unready.
  const originFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'static-origin-'));
  const orphanOrigin = await createBuildServer({ root: originFolder, port: await freePort(), role: 'remote', staticOrigin: true });
  try {
    expect((await probe(orphanOrigin.url, '/readyz')).body).toEqual({ ready: true, problems: [] });
    fs.rmSync(root, { recursive: true });
    fs.rmSync(remoteFolder, { recursive: true });
    fs.rmSync(originFolder, { recursive: true });
    expect((await probe(orphanOrigin.url, '/readyz')).body).toEqual({ ready: false, problems: ['build: no folder'] });
    expect(await probe(orphan.url, '/readyz')).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { ready: false, problems: ['build: no index.html'] },
    });
    expect((await probe(orphanRemote.url, '/readyz')).body).toEqual({ ready: false, problems: ['build: no remoteEntry.js'] });
    expect((await probe(orphan.url, '/healthz')).status).toBe(200);
  } finally {
    await orphan.close();
    await orphanRemote.close();
    await orphanOrigin.close();
  }
});
