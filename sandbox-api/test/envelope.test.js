'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, HOST_ORIGIN } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);

function assertErrorEnvelope(body, code) {
  assert.deepEqual(Object.keys(body).sort(), ['code', 'data', 'detailedErrors', 'message', 'metadata', 'success']);
  assert.equal(body.success, false);
  assert.equal(body.code, code);
  assert.equal(typeof body.message, 'string');
  assert.ok(body.message.length > 0);
  assert.equal(body.data, null);
  assert.equal(body.detailedErrors, null);
  assert.equal(typeof body.metadata.profileStatus, 'string');
  assert.equal(typeof body.metadata.cooldownFinishedAt, 'string');
}

test('a success answers 200 with the envelope: success, code 0000, message success, data', async () => {
  const reply = await sandbox().bank('GET', '/feature-flags');
  assert.equal(reply.status, 200);
  assert.match(reply.headers.get('content-type'), /application\/json/);
  assert.deepEqual(Object.keys(reply.body).sort(), ['code', 'data', 'message', 'success']);
  assert.equal(reply.body.success, true);
  assert.equal(reply.body.code, '0000');
  assert.equal(reply.body.message, 'success');
  assert.deepEqual(reply.body.data, {
    enableRegistrationConsentManagement: true,
    enableRegistrationKma: true,
    enableSettingConsentManagement: true,
    enableSettingKma: true,
  });
});

test('an error carries code, message, data null, detailedErrors null and metadata', async () => {
  const reply = await sandbox().bank('POST', '/verification/check-pre-verify-customer', { body: {} });
  assert.equal(reply.status, 401);
  assertErrorEnvelope(reply.body, 'LKS0107');
  assert.equal(reply.body.metadata.cooldownFinishedAt, '');
});

test('an unknown bank path answers 404 in the envelope', async () => {
  const reply = await sandbox().bank('GET', '/no-such-call');
  assert.equal(reply.status, 404);
  assertErrorEnvelope(reply.body, 'UNKNOWN');
});

test('a body that is not JSON answers 400 UNKNOWN', async () => {
  const reply = await sandbox().bank('POST', '/verify-token', { raw: '{not json', headers: { 'Content-Type': 'application/json' } });
  assert.equal(reply.status, 400);
  assertErrorEnvelope(reply.body, 'UNKNOWN');
});

test('terms: an id and a long multi-paragraph Thai text; accepting the right id is recorded', async () => {
  const s = sandbox();
  const terms = await s.bank('GET', '/term-and-conditions');
  assert.equal(terms.status, 200);
  const { id, content } = terms.body.data;
  assert.equal(typeof id, 'string');
  assert.ok(content.length > 1500, 'long enough to need scrolling');
  assert.ok(content.split('\n').length > 10);
  assert.match(content, /[\u0E00-\u0E7F]/);

  const sub = freshSub('terms');
  const token = await s.login(sub);
  const accepted = await s.bank('POST', '/term-and-conditions/accept', { token, body: { acceptedId: id } });
  assert.equal(accepted.status, 200);
  assert.deepEqual(accepted.body.data, {});
  assert.equal((await s.state(sub)).termsAccepted.acceptedId, id);
});

test('terms: accepting a wrong id answers 400 UNKNOWN', async () => {
  const reply = await sandbox().bank('POST', '/term-and-conditions/accept', { body: { acceptedId: 'old-terms' } });
  assert.equal(reply.status, 400);
  assertErrorEnvelope(reply.body, 'UNKNOWN');
});

test('CORS: a preflight from an app origin is answered with the allowed headers', async () => {
  const reply = await sandbox().bank('OPTIONS', '/registers/otp/request', {
    headers: {
      Origin: 'http://localhost:3001',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,x-scenario-id',
    },
  });
  assert.equal(reply.status, 204);
  assert.equal(reply.headers.get('access-control-allow-origin'), 'http://localhost:3001');
  const allowed = reply.headers.get('access-control-allow-headers').toLowerCase();
  for (const name of ['authorization', 'content-type', 'x-scenario-id', 'x-device-os', 'x-action', 'x-purpose']) {
    assert.ok(allowed.includes(name), `${name} allowed`);
  }
  assert.match(reply.headers.get('access-control-allow-methods'), /PUT/);
});

test('CORS: app origins get Access-Control-Allow-Origin on answers, other origins do not', async () => {
  const s = sandbox();
  const fromHost = await s.bank('GET', '/feature-flags', { headers: { Origin: HOST_ORIGIN } });
  assert.equal(fromHost.headers.get('access-control-allow-origin'), HOST_ORIGIN);
  const fromElsewhere = await s.bank('GET', '/feature-flags', { headers: { Origin: 'http://evil.example' } });
  assert.equal(fromElsewhere.headers.get('access-control-allow-origin'), null);
  const preflight = await s.bank('OPTIONS', '/feature-flags', {
    headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
  });
  assert.equal(preflight.headers.get('access-control-allow-origin'), null);
});

test('feature flags follow the control endpoint and return to all-on after reset', async () => {
  const s = sandbox();
  const changed = await s.control('POST', '/feature-flags', { enableRegistrationKma: false, enableSettingConsentManagement: false });
  assert.equal(changed.status, 200);
  const flags = (await s.bank('GET', '/feature-flags')).body.data;
  assert.equal(flags.enableRegistrationKma, false);
  assert.equal(flags.enableSettingConsentManagement, false);
  assert.equal(flags.enableSettingKma, true);
  assert.equal((await s.control('POST', '/feature-flags', { enableNothing: true })).status, 400);
  await s.control('POST', '/reset');
  assert.equal((await s.bank('GET', '/feature-flags')).body.data.enableRegistrationKma, true);
});
