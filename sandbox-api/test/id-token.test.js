'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);

function decodePart(part) {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

test('the LINE stand-in signs an ES256 JWT with the documented header and claims', async () => {
  const sub = freshSub('jwt');
  const token = await sandbox().idToken(sub);
  const [header, claims, signature] = token.split('.');
  assert.deepEqual(decodePart(header), { alg: 'ES256', kid: 'sandbox-key-1', typ: 'JWT' });
  const body = decodePart(claims);
  assert.equal(body.iss, 'https://access.line.me');
  assert.equal(body.aud, 'sandbox-channel');
  assert.equal(body.sub, sub);
  assert.equal(body.exp - body.iat, 600);
  assert.equal(body.name, 'ลูกค้าทดสอบ');
  assert.equal(Buffer.from(signature, 'base64url').length, 64, 'raw r||s (ieee-p1363) signature');
});

test('a good ID token is exchanged for an opaque access token', async () => {
  const s = sandbox();
  const reply = await s.bank('POST', '/verify-token', { body: { lineIdToken: await s.idToken(freshSub()) } });
  assert.equal(reply.status, 200);
  assert.equal(typeof reply.body.data.accessToken, 'string');
  assert.ok(!reply.body.data.accessToken.includes('.'), 'not a JWT');
});

const refusals = [
  ['bad-signature', 'LINE_ID_TOKEN_INVALID_SIGNATURE'],
  ['bad-kid', 'LINE_ID_TOKEN_INVALID_KID'],
  ['bad-alg', 'LINE_ID_TOKEN_INVALID_ALG'],
  ['bad-iss', 'LINE_ID_TOKEN_INVALID_ISSUER'],
  ['bad-aud', 'LINE_ID_TOKEN_INVALID_AUDIENCE'],
  ['expired', 'LINE_ID_TOKEN_EXPIRED'],
];

for (const [variant, code] of refusals) {
  test(`[family:forged-tokens] an ID token with ${variant} is refused with 401 ${code}`, async () => {
    const s = sandbox();
    const reply = await s.bank('POST', '/verify-token', { body: { lineIdToken: await s.idToken(freshSub(), variant) } });
    assert.equal(reply.status, 401);
    assert.equal(reply.body.success, false);
    assert.equal(reply.body.code, code);
    assert.equal(reply.body.data, null);
  });
}

test('[family:forged-tokens] a token whose claims were edited after signing is refused (signature)', async () => {
  const s = sandbox();
  const [header, claims, signature] = (await s.idToken('U-someone')).split('.');
  const forged = { ...decodePart(claims), sub: 'U-registered-1' };
  const token = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
  const reply = await s.bank('POST', '/verify-token', { body: { lineIdToken: token } });
  assert.equal(reply.body.code, 'LINE_ID_TOKEN_INVALID_SIGNATURE');
});

test('[family:forged-tokens] something that is not a JWT is refused, and a missing lineIdToken is a 400', async () => {
  const s = sandbox();
  const garbage = await s.bank('POST', '/verify-token', { body: { lineIdToken: 'id_token' } });
  assert.equal(garbage.status, 401);
  assert.equal(garbage.body.code, 'LINE_ID_TOKEN_INVALID_SIGNATURE');
  const missing = await s.bank('POST', '/verify-token', { body: {} });
  assert.equal(missing.status, 400);
  assert.equal(missing.body.code, 'UNKNOWN');
});

test('[family:forged-tokens] a good ID token expires 10 minutes after issue on the sandbox clock', async () => {
  const s = sandbox();
  const token = await s.idToken(freshSub());
  await s.advance(601);
  const reply = await s.bank('POST', '/verify-token', { body: { lineIdToken: token } });
  assert.equal(reply.body.code, 'LINE_ID_TOKEN_EXPIRED');
});

test('an unknown variant is refused by the control endpoint', async () => {
  const reply = await sandbox().control('GET', '/line/id-token?sub=U-x&variant=nonsense');
  assert.equal(reply.status, 400);
});
