// The start scripts serve the sandbox (which signs LINE ID tokens for anyone) only beside a
// sandbox runtime config; a production one is refused before anything listens.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { assertServableWithSandbox, runtimeConfigFor } = require('../../scripts/runtime-config');
const { startAppServers } = require('../../scripts/app-servers');

function configFile(values) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lks-config-')), 'runtime-config.json');
  fs.writeFileSync(file, JSON.stringify(values));
  return file;
}

test('the generated sandbox config is served', () => {
  assert.doesNotThrow(() => assertServableWithSandbox(runtimeConfigFor({}, 'sandbox')));
});

test('a config file may change the LIFF id and is still served with the sandbox', () => {
  const config = runtimeConfigFor({ LKS_RUNTIME_CONFIG: configFile({ liffId: '2000000000-abcdEFGH' }) }, 'sandbox');
  assert.equal(config.liffId, '2000000000-abcdEFGH');
  assert.doesNotThrow(() => assertServableWithSandbox(config));
});

test('a production config is refused', () => {
  const config = runtimeConfigFor({ LKS_RUNTIME_CONFIG: configFile({ environment: 'production' }) }, 'sandbox');
  assert.throws(() => assertServableWithSandbox(config), /production runtime config/);
});

test('a config without the LIFF mock is refused', () => {
  const config = runtimeConfigFor({ LKS_RUNTIME_CONFIG: configFile({ liffMock: false }) }, 'sandbox');
  assert.throws(() => assertServableWithSandbox(config), /liffMock must be true/);
});

test('npm start refuses to serve the sandbox with a production config, before any server listens', async () => {
  const env = { LKS_RUNTIME_CONFIG: configFile({ environment: 'production', liffMock: false }), HOST_PORT: '1' };
  await assert.rejects(startAppServers(env), /production runtime config/);
});

test('the real LIFF SDK is served with the sandbox only when the simulated LINE platform is asked for, never in production', () => {
  const real = runtimeConfigFor({ LKS_RUNTIME_CONFIG: configFile({ liffMock: false }) }, 'sandbox');
  assert.doesNotThrow(() => assertServableWithSandbox(real, { simulatedLinePlatform: true }));
  const production = runtimeConfigFor({ LKS_RUNTIME_CONFIG: configFile({ environment: 'production', liffMock: false }) }, 'sandbox');
  assert.throws(() => assertServableWithSandbox(production, { simulatedLinePlatform: true }), /production runtime config/);
});
