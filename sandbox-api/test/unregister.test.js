'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, seedCustomer } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);
const registered = seedCustomer('registered');

test('un-register needs a verify token', async () => {
  const s = sandbox();
  const reply = await s.bank('POST', '/un-registers', { token: await s.login('U-registered-1'), body: {} });
  assert.equal(reply.status, 401);
  assert.equal(reply.body.code, 'LKS0107');
  assert.equal((await s.state('U-registered-1')).registered, true);
});

test('un-register removes the link: settings and statement validation then answer LKS1002', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const verifyToken = await s.verifyServiceByOtp(token, registered.mobile, 'DEREGISTRATION');
  const [account] = (await s.state('U-registered-1')).link.accounts;
  const reply = await s.bank('POST', '/un-registers', { token: verifyToken, body: {} });
  assert.equal(reply.status, 200);
  assert.deepEqual(reply.body.data, {});

  const state = await s.state('U-registered-1');
  assert.equal(state.registered, false);
  assert.equal(state.link, null);
  assert.equal(state.linkEvents.at(-1).event, 'unlinked');

  assert.equal((await s.bank('POST', '/settings/check-pre-setting', { token, body: {} })).body.code, 'LKS1002');
  const validate = await s.bank('GET', `/statements/pre-generate-validate?bank_acc_id=${account.accountRef}`, { token });
  assert.equal(validate.body.code, 'LKS1002');
  assert.equal((await s.bank('POST', '/un-registers', { token: verifyToken, body: {} })).body.code, 'LKS1002');
  assert.equal((await s.bank('POST', '/verification/otp/request', { token, body: {} })).body.code, 'LKS1002');
});

test('an unregistered customer can register again with the same LINE user', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const verifyToken = await s.verifyServiceByOtp(token, registered.mobile, 'DEREGISTRATION');
  await s.bank('POST', '/un-registers', { token: verifyToken, body: {} });
  const pre = await s.preRegister(token, registered);
  assert.equal(pre.body.data.mustConfirmRegisterForReplace, false);
  const flow = await s.register('U-registered-1', registered, ['2000000011']);
  assert.equal(flow.mustConsent, false);
  assert.equal((await s.state('U-registered-1')).registered, true);
});
