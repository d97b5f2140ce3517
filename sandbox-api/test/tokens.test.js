'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, seedCustomer } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);
const PRE_VERIFY = '/verification/check-pre-verify-customer';

test('[family:forged-tokens] a missing or unknown bearer token answers 401 LKS0107', async () => {
  const s = sandbox();
  const missing = await s.bank('POST', PRE_VERIFY, { body: {} });
  assert.equal(missing.status, 401);
  assert.equal(missing.body.code, 'LKS0107');
  const unknown = await s.bank('POST', PRE_VERIFY, { token: 'sbx-at-made-up', body: {} });
  assert.equal(unknown.status, 401);
  assert.equal(unknown.body.code, 'LKS0107');
});

test('shortening the token lifetime expires tokens already issued: 401 LKS0106', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  assert.equal((await s.bank('POST', PRE_VERIFY, { token, body: {} })).status, 200);

  assert.equal((await s.control('POST', '/token-lifetime', { seconds: 1 })).status, 200);
  await s.advance(2);
  const expired = await s.bank('POST', PRE_VERIFY, { token, body: {} });
  assert.equal(expired.status, 401);
  assert.equal(expired.body.code, 'LKS0106');

  // What the app does next: exchange the LINE token again (naming the old one) and retry.
  const again = await s.bank('POST', '/verify-token', { body: { lineIdToken: await s.idToken('U-registered-1'), oldAccessToken: token } });
  const fresh = again.body.data.accessToken;
  assert.equal((await s.bank('POST', PRE_VERIFY, { token: fresh, body: {} })).status, 200);
  // The replaced token is gone, not merely expired.
  assert.equal((await s.bank('POST', PRE_VERIFY, { token, body: {} })).body.code, 'LKS0107');
});

test('tokens last 30 minutes by default', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  await s.advance(29 * 60);
  assert.equal((await s.bank('POST', PRE_VERIFY, { token, body: {} })).status, 200);
  await s.advance(60);
  assert.equal((await s.bank('POST', PRE_VERIFY, { token, body: {} })).body.code, 'LKS0106');
});

test('verify tokens expire the same way', async () => {
  const s = sandbox();
  const flow = await s.verifyRegistrationByOtp(freshSub(), seedCustomer('new-without-kma'));
  assert.equal((await s.bank('GET', '/bank-accounts', { token: flow.verifyToken })).status, 200);
  await s.control('POST', '/token-lifetime', { seconds: 0 });
  assert.equal((await s.bank('GET', '/bank-accounts', { token: flow.verifyToken })).body.code, 'LKS0106');
});

test('[family:token-misuse] calls that need a verify token refuse an access token with LKS0107', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const reply = await s.bank('GET', '/bank-accounts', { token });
  assert.equal(reply.status, 401);
  assert.equal(reply.body.code, 'LKS0107');
});

test("naming someone else's token as oldAccessToken does not revoke it", async () => {
  const s = sandbox();
  const theirs = await s.login('U-registered-1');
  await s.bank('POST', '/verify-token', { body: { lineIdToken: await s.idToken(freshSub('other')), oldAccessToken: theirs } });
  assert.equal((await s.bank('POST', PRE_VERIFY, { token: theirs, body: {} })).status, 200);
});
