// What the production entry refuses to serve the host with, on top of the app's own schema.
const fs = require('node:fs');
const path = require('node:path');
const { assertProductionRuntimeConfig, keepAliveSecondsOf } = require('./main');
const { runtimeConfigFor } = require('../scripts/runtime-config');

const production = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'deploy', 'runtime-config', 'production.json'), 'utf8'));

describe('the production entry’s runtime config check', () => {
  test('the checked-in production config is served', () => {
    expect(() => assertProductionRuntimeConfig(production)).not.toThrow();
  });

  test('a config without the bank app’s schemes and origins is refused: every KMA deep link would be', () => {
    const { kmaAppSchemes: _schemes, kmaWebOrigins: _origins, ...withoutKma } = production;
    expect(() => assertProductionRuntimeConfig(withoutKma)).toThrow(/missing kmaAppSchemes, kmaWebOrigins/);
  });

  test('the LIFF mock, the sandbox’s token signer or a plain-HTTP origin is refused', () => {
    expect(() => assertProductionRuntimeConfig({ ...production, liffMock: true })).toThrow(/liffMock/);
    expect(() => assertProductionRuntimeConfig({ ...production, mockIdTokenUrl: 'https://x.example/t' })).toThrow(/mockIdTokenUrl/);
    expect(() => assertProductionRuntimeConfig({ ...production, apiBaseUrl: 'http://line.bank.example' })).toThrow(/not HTTPS/);
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
