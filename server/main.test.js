// What the production entry refuses to serve the host with, on top of the app's own schema.
const fs = require('node:fs');
const path = require('node:path');
const {
  adminPortOf,
  assertProductionRuntimeConfig,
  bankApiOf,
  ENVIRONMENTS,
  keepAliveSecondsOf,
  nodeVersionProblem,
  portOf,
  releasesOf,
  runtimeConfigFileOf,
} = require('./main');
const { runtimeConfigFor } = require('../scripts/runtime-config');
const { spawn } = require('node:child_process');
const os = require('node:os');
const { hostBuildFolder } = require('./host-template-fixture');
const { freePort, sandboxRuntimeConfig } = require('./test-servers-fixture');

const production = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'deploy', 'runtime-config', 'production.json'), 'utf8'));

describe('the production entry’s runtime config check', () => {
  test('the checked-in production config is served', () => {
    expect(() => assertProductionRuntimeConfig(production)).not.toThrow();
  });

  test('a config without the bank app’s schemes and origins is refused: every KMA deep link would be', () => {
    const { kmaAppSchemes: _schemes, kmaWebOrigins: _origins, ...withoutKma } = production;
    expect(() => assertProductionRuntimeConfig(withoutKma)).toThrow(/missing kmaAppSchemes, kmaWebOrigins/);
  });

  test('a config without a captcha page is refused: the app would frame the sandbox’s captcha path on the bank’s origin', () => {
    const { captchaUrl: _captcha, ...withoutCaptcha } = production;
    expect(() => assertProductionRuntimeConfig(withoutCaptcha)).toThrow('runtime config: missing captchaUrl');
  });

  test('the LIFF mock, the sandbox’s token signer or a plain-HTTP origin is refused', () => {
    expect(() => assertProductionRuntimeConfig({ ...production, liffMock: true })).toThrow(/liffMock/);
    expect(() => assertProductionRuntimeConfig({ ...production, mockIdTokenUrl: 'https://x.example/t' })).toThrow(/mockIdTokenUrl/);
    expect(() => assertProductionRuntimeConfig({ ...production, apiBaseUrl: 'http://line.bank.example' })).toThrow(/not HTTPS/);
  });

  test('an environment the app does not know is refused: the app would refuse the config on every phone, and pins and unchecked entries would pass', () => {
    for (const environment of ['Production', 'prod', undefined])
      expect(() => assertProductionRuntimeConfig({ ...production, environment })).toThrow(
        `runtime config: environment must be one of production, uat, sit, sandbox, dev, not ${JSON.stringify(environment)}`,
      );
    const schema = fs.readFileSync(path.join(__dirname, '..', 'shared-kernel', 'src', 'core', 'config', 'runtime-config.ts'), 'utf8');
    expect(ENVIRONMENTS).toEqual(JSON.parse(/environment: v\.picklist\((\[[^\]]*\])\)/.exec(schema)[1].replace(/'/g, '"')));
  });

  test('a captcha page on plain HTTP is refused like every other origin of the config', () => {
    expect(() => assertProductionRuntimeConfig({ ...production, captchaUrl: 'http://captcha.bank.example/challenge' })).toThrow(
      'runtime config: not HTTPS: http://captcha.bank.example/challenge',
    );
  });

  test('an address that is not a URL is refused naming it, not with a bare “Invalid URL”', () => {
    expect(() => assertProductionRuntimeConfig({ ...production, apiBaseUrl: 'line.bank.example' })).toThrow(
      'runtime config: not a URL: "line.bank.example"',
    );
  });

  test('the checked-in sandbox config is what the local start scripts generate', () => {
    const sandbox = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'deploy', 'runtime-config', 'sandbox.json'), 'utf8'));
    expect(runtimeConfigFor({}, 'sandbox')).toEqual(sandbox);
  });
});

test('a server config’s keep-alive is a whole number of seconds, or the server does not start', () => {
  expect(keepAliveSecondsOf({ keepAliveSeconds: 75 })).toBe(75);
  expect(keepAliveSecondsOf({})).toBeUndefined();
  for (const wrong of ['65', 0, 1.5, -1, null]) {
    expect(() => keepAliveSecondsOf({ keepAliveSeconds: wrong })).toThrow(/keepAliveSeconds must be a whole number of seconds/);
  }
});

test('a server config’s admin port is a port other than the public one, or the server does not start', () => {
  expect(adminPortOf({ port: 8080, adminPort: 9464 })).toBe(9464);
  expect(adminPortOf({ port: 8080 })).toBeUndefined();
  for (const wrong of ['9464', 0, 8080, 70000, 1.5, null]) {
    expect(() => adminPortOf({ port: 8080, adminPort: wrong })).toThrow(/adminPort must be a port other than port/);
  }
});

test('the public port is PORT, else the config’s, a port number either way, and the admin port is another one, or the server does not start', () => {
  expect(portOf({ port: 8080 }, {})).toBe(8080);
  expect(portOf({ port: 8080 }, { PORT: '9000' })).toBe(9000);
  // Node said: options.port should be >= 0 and < 65536. Received type number (NaN).
  expect(() => portOf({ port: 8080 }, { PORT: 'abc' })).toThrow('PORT must be a port number, not "abc"');
  expect(() => portOf({ port: '80a' }, {})).toThrow('server config: port must be a port number, not "80a"');
  // PORT wins over the config's port: the admin port is checked against the port served. Node
  // said: listen EADDRINUSE: address already in use :::9464, as if another process held it.
  expect(() => adminPortOf({ port: 8080, adminPort: 9464 }, 9464)).toThrow(/adminPort must be a port other than port/);
  expect(adminPortOf({ port: 9464, adminPort: 9464 }, 8080)).toBe(9464);
});

test('a host’s releases name a manifest, read from the config’s folder, and in production an HTTPS static origin', () => {
  const at = (file) => `/etc/lks/${file}`;
  const releases = { manifest: 'releases/uat.json', origin: 'https://static.bank.example/' };
  expect(releasesOf({}, at, true)).toBeUndefined();
  expect(releasesOf({ releases }, at, true)).toEqual({ ...releases, manifest: '/etc/lks/releases/uat.json' });
  expect(() => releasesOf({ releases: { origin: releases.origin } }, at, true)).toThrow('server config: releases.manifest names no file');
  expect(() => releasesOf({ releases: { ...releases, origin: { registration: 'http://static.bank.example/' } } }, at, true)).toThrow(
    'server config: releases.origin is not HTTPS',
  );
  expect(releasesOf({ releases: { ...releases, origin: 'http://localhost:3001/' } }, at, false).origin).toBe('http://localhost:3001/');
});

test('a Node older than the server’s is refused at start, naming both, under any supervisor', () => {
  // Debian bookworm's own Node, and the one these machines come with.
  expect(nodeVersionProblem('v18.19.0')).toBe('lks-server: this is Node v18.19.0; the server runs on Node 24 (.nvmrc)');
  expect(nodeVersionProblem('v20.20.2')).toBe('lks-server: this is Node v20.20.2; the server runs on Node 24 (.nvmrc)');
  expect(nodeVersionProblem(process.version)).toBeNull();
  expect(nodeVersionProblem(`v${fs.readFileSync(path.join(__dirname, '..', '.nvmrc'), 'utf8').trim()}`)).toBeNull();
});

test('a server config names its role, and a host its runtime config file, or the server does not start', () => {
  const at = (file) => `/etc/lks/${file}`;
  expect(runtimeConfigFileOf({ role: 'host', runtimeConfig: 'runtime-config.json' }, at)).toBe('/etc/lks/runtime-config.json');
  expect(runtimeConfigFileOf({ role: 'remote' }, at)).toBeUndefined();
  // A misspelt role served the host's build folder as a remote's files, with no page and no bank.
  for (const role of ['hots', 'Host', undefined])
    expect(() => runtimeConfigFileOf({ role, runtimeConfig: 'runtime-config.json' }, at)).toThrow(
      `server config: role must be "host" or "remote", not ${JSON.stringify(role)}`,
    );
  // It said: The "paths[1]" argument must be of type string. Received undefined.
  expect(() => runtimeConfigFileOf({ role: 'host' }, at)).toThrow('server config: runtimeConfig names no file (the host’s runtime config)');
});

test('a host’s bank is an origin, HTTPS in production, below a prefix the app calls: another stops the server at start, naming the field', () => {
  const bankApi = { prefix: '/services/lks/inter/api/v1', target: 'https://api-gateway.bank.example' };
  expect(bankApiOf({}, true)).toBeUndefined();
  expect(bankApiOf({ bankApi }, true)).toEqual(bankApi);
  expect(bankApiOf({ bankApi: { ...bankApi, target: 'http://localhost:4000' } }, false).target).toBe('http://localhost:4000');
  // Plain HTTP would carry the customer's bearer token and personal data off this machine unencrypted.
  expect(() => bankApiOf({ bankApi: { ...bankApi, target: 'http://api-gateway.bank.example' } }, true)).toThrow(
    'server config: bankApi.target is not HTTPS: http://api-gateway.bank.example',
  );
  expect(() => bankApiOf({ bankApi: { ...bankApi, target: 'api-gateway.bank.example' } }, true)).toThrow(
    'server config: bankApi.target is not a URL: "api-gateway.bank.example"',
  );
  // The forwarder sends the app's own path to the bank's origin: a path here would be dropped.
  expect(() => bankApiOf({ bankApi: { ...bankApi, target: 'https://api-gateway.bank.example/gateway' } }, true)).toThrow(
    'server config: bankApi.target must be the bank’s origin alone (the call’s path is the app’s, and no user or password), not https://api-gateway.bank.example/gateway',
  );
  // Why the server did not start is a line of its log: a password written into the target stays out of it.
  for (const target of [
    'https://lks:s3cret@api-gateway.bank.example',
    'https://:s3cret@api-gateway.bank.example',
    'lks:s3cret@api-gateway.bank.example',
  ])
    expect(() => bankApiOf({ bankApi: { ...bankApi, target } }, true)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  expect(() => bankApiOf({ bankApi: { ...bankApi, target: 'https://lks:s3cret@api-gateway.bank.example' } }, true)).toThrow(
    'server config: bankApi.target must be the bank’s origin alone (the call’s path is the app’s, and no user or password), not https://…@api-gateway.bank.example',
  );
  for (const prefix of [undefined, 'services/lks', '/services/lks/'])
    expect(() => bankApiOf({ bankApi: { ...bankApi, prefix } }, true)).toThrow(
      `server config: bankApi.prefix must be the path the app calls, such as /services/lks/inter/api/v1, not ${JSON.stringify(prefix)}`,
    );
});

/**
 * A host's server config in a folder of its own, beside its runtime config (`runtimeConfigText`),
 * with `extra` fields; the config file's path.
 */
function writeHostConfig(runtimeConfigText, { port, ...extra }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'server-config-'));
  fs.writeFileSync(path.join(folder, 'runtime-config.json'), runtimeConfigText);
  const config = { role: 'host', root: hostBuildFolder(), port, runtimeConfig: 'runtime-config.json', ...extra };
  fs.writeFileSync(path.join(folder, 'host.json'), JSON.stringify(config));
  return path.join(folder, 'host.json');
}

/**
 * The production entry started as a host with `runtimeConfigText` in its runtime-config.json:
 * its exit code and what it said on stderr. Its first line on stdout says it serves: then it is
 * stopped, so a server that should have refused fails the test instead of running on.
 */
async function startWithRuntimeConfig(runtimeConfigText) {
  const configFile = writeHostConfig(runtimeConfigText, { port: await freePort() });
  const folder = path.dirname(configFile);
  const server = spawn(process.execPath, [path.join(__dirname, 'main.js'), configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  server.stderr.on('data', (chunk) => (said += chunk));
  server.stdout.once('data', () => server.kill('SIGKILL'));
  const code = await new Promise((done) => server.on('exit', done));
  // One JSON line, as a log pipeline reads the container's output: why it did not start.
  const lines = said.trim().split('\n');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]);
  expect(line).toMatchObject({ level: 'error', message: 'not started' });
  expect(new Date(line.time).toISOString()).toBe(line.time);
  return { code, said: line.problem, folder };
}

test('a config file that is not JSON stops the server at start, naming the file', async () => {
  const { code, said, folder } = await startWithRuntimeConfig('{"environment": "uat",}');
  expect([code, said]).toEqual([
    1,
    `${path.join(folder, 'runtime-config.json')}: Expected double-quoted property name in JSON at position 22 (line 1 column 23)`,
  ]);
});

test('a runtime config that says production is checked as one even where NODE_ENV is not production: its LIFF mock stops the server', async () => {
  // A supervisor that forgot NODE_ENV (here jest's "test") would otherwise serve customers a mocked LINE login.
  const { code, said } = await startWithRuntimeConfig(JSON.stringify({ ...production, liffMock: true }));
  expect([code, said]).toEqual([1, 'runtime config: liffMock must be false in production']);
});

test('a remote left out while serving is a JSON line on stdout with its level, as a log pipeline reads the container’s output; stderr holds nothing', async () => {
  const [port, remotePort] = [await freePort(), await freePort()];
  const runtimeConfig = {
    ...sandboxRuntimeConfig(`http://localhost:${port}`),
    remotes: { registration: `http://localhost:${remotePort}/remoteEntry.js` },
  };
  const configFile = writeHostConfig(JSON.stringify(runtimeConfig), { port });
  const server = spawn(process.execPath, [path.join(__dirname, 'main.js'), configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let [stdout, stderr] = ['', ''];
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const served = new Promise((done) => server.stdout.on('data', (chunk) => (stdout += chunk).includes('"serving"') && done()));
  try {
    await served;
    expect((await fetch(`http://localhost:${port}/register`)).status).toBe(200);
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.on('exit', done));
  }
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(lines).toContainEqual({
    time: expect.any(String),
    level: 'warn',
    server: 'host',
    message: 'first screens of remote "registration" left out: unreachable (ECONNREFUSED)',
  });
  expect(stderr).toBe('');
});

test('a server stopped by an error nothing caught says why in one JSON line on stderr, not in lines of a stack a log pipeline cannot parse', async () => {
  const port = await freePort();
  const configFile = writeHostConfig(JSON.stringify(sandboxRuntimeConfig(`http://localhost:${port}`)), { port });
  // A fault in some later turn of the event loop, as a bug would throw one while serving.
  const fault = path.join(path.dirname(configFile), 'fault.js');
  fs.writeFileSync(fault, "setTimeout(() => { throw new Error('boom'); }, 200);");
  const server = spawn(process.execPath, ['--require', fault, path.join(__dirname, 'main.js'), configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  server.stderr.on('data', (chunk) => (said += chunk));
  const code = await new Promise((done) => server.on('exit', done));
  expect(code).toBe(1);
  const lines = said.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0])).toEqual({
    time: expect.any(String),
    level: 'error',
    message: 'stopped by an error',
    problem: expect.stringMatching(/^Error: boom\n {4}at /),
  });
});

test('the production entry writes only JSON lines on stdout, one per request, and serves its metrics on the config’s admin port', async () => {
  const [port, adminPort] = [await freePort(), await freePort()];
  const configFile = writeHostConfig(JSON.stringify(sandboxRuntimeConfig(`http://localhost:${port}`)), { port, adminPort });
  const server = spawn(process.execPath, [path.join(__dirname, 'main.js'), configFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = [];
  let output = '';
  const waiting = [];
  server.stdout.on('data', (chunk) => {
    output += chunk;
    const whole = output.split('\n');
    output = whole.pop();
    lines.push(...whole);
    waiting.splice(0).forEach((wake) => wake());
  });
  const until = async (count) => {
    while (lines.length < count) await new Promise((wake) => waiting.push(wake));
    return lines.map((line) => JSON.parse(line));
  };
  try {
    const [started] = await until(1);
    expect(started).toMatchObject({
      level: 'info',
      server: 'host',
      message: 'serving',
      url: `http://localhost:${port}`,
      metricsUrl: `http://localhost:${adminPort}/metrics`,
    });
    expect((await fetch(`http://localhost:${port}/register`)).status).toBe(200);
    expect((await fetch(`http://localhost:${port}/metrics`)).status).toBe(404);
    const [, page, refused] = await until(3);
    expect(page).toMatchObject({ route: 'page:/register', status: 200 });
    expect(refused).toMatchObject({ route: 'refused', status: 404 });
    const metrics = await (await fetch(`http://localhost:${adminPort}/metrics`)).text();
    expect(metrics).toContain('lks_http_requests_total{route_kind="page",status_class="2xx"} 1');
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.on('exit', done));
  }
});
