'use strict';
// LINE ID tokens a bank must refuse although LINE's key signed them, or although the signature
// bytes still verify: claims out of time, absurd lifetimes, oversized subjects, alternative
// encodings and the high-S twin of a good ECDSA signature.
const test = require('node:test');
const assert = require('node:assert/strict');
const { createHmac, createPublicKey, verify } = require('node:crypto');
const { useSandbox, freshSub } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);
// Order of the P-256 group: an ECDSA signature (r, s) also verifies as (r, n - s).
const P256_N = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** A token signed with the real key, with header fields and claims replaced as asked. */
async function signed(s, { header, claims }) {
  const reply = await s.control('POST', '/line/id-token', { header, claims });
  assert.equal(reply.status, 200, reply.text);
  return reply.body.idToken;
}

async function exchange(s, lineIdToken) {
  return s.bank('POST', '/verify-token', { body: { lineIdToken } });
}

async function assertRefused(s, token, code) {
  const reply = await exchange(s, token);
  assert.equal(reply.status, 401, reply.text);
  assert.equal(reply.body.success, false);
  assert.equal(reply.body.code, code);
}

async function nowSeconds(s) {
  return Math.floor(Date.parse((await s.control('GET', '/clock')).body.now) / 1000);
}

test('[family:forged-tokens] the custom-signing control makes tokens the bank accepts when nothing is changed', async () => {
  const s = sandbox();
  const reply = await exchange(s, await signed(s, { claims: { sub: freshSub('custom') } }));
  assert.equal(reply.status, 200, reply.text);
});

test('[family:forged-tokens] an iat a year ahead is refused', async () => {
  const s = sandbox();
  const now = await nowSeconds(s);
  const year = 365 * 24 * 3600;
  await assertRefused(s, await signed(s, { claims: { iat: now + year, exp: now + year + 600 } }), 'LINE_ID_TOKEN_NOT_YET_VALID');
});

test('[family:forged-tokens] an iat a few seconds ahead (clock skew) is still accepted', async () => {
  const s = sandbox();
  const now = await nowSeconds(s);
  const reply = await exchange(s, await signed(s, { claims: { iat: now + 20, exp: now + 620 } }));
  assert.equal(reply.status, 200, reply.text);
});

test('[family:forged-tokens] a future nbf is refused', async () => {
  const s = sandbox();
  const now = await nowSeconds(s);
  await assertRefused(s, await signed(s, { claims: { nbf: now + 3600 } }), 'LINE_ID_TOKEN_NOT_YET_VALID');
});

test('[family:forged-tokens] a 100-year exp is refused', async () => {
  const s = sandbox();
  const now = await nowSeconds(s);
  await assertRefused(s, await signed(s, { claims: { exp: now + 100 * 365 * 24 * 3600 } }), 'LINE_ID_TOKEN_INVALID_LIFETIME');
});

// Each is refused by the check for what is wrong with it, not by a later one that happens to trip.
for (const [label, claims, code] of [
  ['no exp', { exp: null }, 'LINE_ID_TOKEN_EXPIRED'],
  ['a string exp', { exp: 'tomorrow' }, 'LINE_ID_TOKEN_EXPIRED'],
  ['a fractional iat', { iat: 1.5 }, 'LINE_ID_TOKEN_NOT_YET_VALID'],
  ['no iat', { iat: null }, 'LINE_ID_TOKEN_NOT_YET_VALID'],
  ['an empty sub', { sub: '' }, 'LINE_ID_TOKEN_MALFORMED'],
  ['a numeric sub', { sub: 12345 }, 'LINE_ID_TOKEN_MALFORMED'],
  ['an audience list without this channel', { aud: ['other-channel'] }, 'LINE_ID_TOKEN_INVALID_AUDIENCE'],
]) {
  test(`[family:forged-tokens] a token with ${label} is refused`, async () => {
    const s = sandbox();
    await assertRefused(s, await signed(s, { claims }), code);
  });
}

test('[family:forged-tokens] a 10 KB sub is refused', async () => {
  const s = sandbox();
  await assertRefused(s, await signed(s, { claims: { sub: `U${'a'.repeat(10 * 1024)}` } }), 'LINE_ID_TOKEN_MALFORMED');
});

test('[family:forged-tokens] an oversized name claim is refused', async () => {
  const s = sandbox();
  await assertRefused(s, await signed(s, { claims: { name: 'ก'.repeat(5000) } }), 'LINE_ID_TOKEN_MALFORMED');
});

test('[family:forged-tokens] a critical header extension is refused', async () => {
  const s = sandbox();
  await assertRefused(s, await signed(s, { header: { crit: ['exp'], exp: 1 } }), 'LINE_ID_TOKEN_MALFORMED');
});

test('[family:forged-tokens] the high-S twin of a good signature is refused', async () => {
  const s = sandbox();
  const token = await s.idToken(freshSub('twin'));
  assert.equal((await exchange(s, token)).status, 200, 'the original is good');
  const [h, c, sig] = token.split('.');
  const bytes = Buffer.from(sig, 'base64url');
  const r = bytes.subarray(0, 32);
  const sValue = BigInt(`0x${bytes.subarray(32).toString('hex')}`);
  const twin = Buffer.concat([r, Buffer.from((P256_N - sValue).toString(16).padStart(64, '0'), 'hex')]);
  await assertRefused(s, `${h}.${c}.${twin.toString('base64url')}`, 'LINE_ID_TOKEN_INVALID_SIGNATURE');
});

test('[family:forged-tokens] every token the stand-in signs has a low-S signature (so its twin is the odd one)', async () => {
  const s = sandbox();
  for (let i = 0; i < 8; i += 1) {
    const sig = Buffer.from((await s.idToken(freshSub('low'))).split('.')[2], 'base64url');
    assert.ok(BigInt(`0x${sig.subarray(32).toString('hex')}`) <= P256_N / 2n);
  }
});

test('[family:forged-tokens] a signature with non-canonical trailing bits is refused', async () => {
  const s = sandbox();
  const token = await s.idToken(freshSub('bits'));
  const [h, c, sig] = token.split('.');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(sig.at(-1));
  // 64 bytes are 85 full characters and 2 bits of the last one: its low 4 bits are padding.
  const variant = `${sig.slice(0, -1)}${alphabet[(last & ~0xf) | ((last & 0xf) ^ 0x1)]}`;
  assert.deepEqual(Buffer.from(variant, 'base64url'), Buffer.from(sig, 'base64url'), 'same bytes');
  await assertRefused(s, `${h}.${c}.${variant}`, 'LINE_ID_TOKEN_MALFORMED');
});

test('[family:forged-tokens] padding or the standard base64 alphabet in a part is refused', async () => {
  const s = sandbox();
  // A name of question marks puts a '/' in the claims' standard base64 wherever the JSON falls.
  const token = await signed(s, { claims: { sub: freshSub('pad'), name: '???' } });
  assert.equal((await exchange(s, token)).status, 200, 'the original is good');
  const [h, c, sig] = token.split('.');
  await assertRefused(s, `${h}.${c}.${sig}==`, 'LINE_ID_TOKEN_MALFORMED');
  const standard = Buffer.from(c, 'base64url').toString('base64');
  assert.notEqual(standard, c);
  await assertRefused(s, `${h}.${standard}.${sig}`, 'LINE_ID_TOKEN_MALFORMED');
  await assertRefused(s, `${h}. ${c}.${sig}`, 'LINE_ID_TOKEN_MALFORMED');
});

test('[family:forged-tokens] alg none with an empty signature is refused', async () => {
  const s = sandbox();
  const [, c] = (await s.idToken(freshSub('none'))).split('.');
  await assertRefused(s, `${encode({ alg: 'none', typ: 'JWT' })}.${c}.`, 'LINE_ID_TOKEN_INVALID_ALG');
});

test('[family:forged-tokens] HS256 keyed with the published public key is refused', async () => {
  const s = sandbox();
  const jwks = (await s.control('GET', '/line/oauth2/v2.1/certs')).body;
  const [, c] = (await s.idToken(freshSub('hs'))).split('.');
  const header = encode({ alg: 'HS256', kid: jwks.keys[0].kid, typ: 'JWT' });
  for (const secret of [
    JSON.stringify(jwks.keys[0]),
    createPublicKey({ key: jwks.keys[0], format: 'jwk' }).export({ type: 'spki', format: 'pem' }),
  ]) {
    const mac = createHmac('sha256', secret).update(`${header}.${c}`).digest('base64url');
    await assertRefused(s, `${header}.${c}.${mac}`, 'LINE_ID_TOKEN_INVALID_ALG');
  }
});

test('[family:forged-tokens] a token longer than any LINE ID token is refused before parsing', async () => {
  const s = sandbox();
  await assertRefused(s, `${'a'.repeat(20000)}.${'b'.repeat(20000)}.${'c'.repeat(86)}`, 'LINE_ID_TOKEN_MALFORMED');
});

test('[family:forged-tokens] claims that are not an object are refused', async () => {
  const s = sandbox();
  const [h, , sig] = (await s.idToken(freshSub('arr'))).split('.');
  // A verifier reads no signature over a part that is not a JSON object: the token is no JWT.
  await assertRefused(s, `${h}.${encode(['sub'])}.${sig}`, 'LINE_ID_TOKEN_INVALID_SIGNATURE');
});

test("the signing keys are published as a JWKS, like LINE's certificate endpoint, and verify issued tokens", async () => {
  const s = sandbox();
  const reply = await s.control('GET', '/line/oauth2/v2.1/certs');
  assert.equal(reply.status, 200);
  assert.equal(reply.body.keys.length, 1);
  const [jwk] = reply.body.keys;
  assert.deepEqual(
    { kty: jwk.kty, crv: jwk.crv, alg: jwk.alg, use: jwk.use, kid: jwk.kid },
    { kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: 'sandbox-key-1' },
  );
  assert.equal(jwk.d, undefined, 'no private part');
  const [h, c, sig] = (await s.idToken(freshSub('jwks'))).split('.');
  assert.equal(decode(h).kid, jwk.kid);
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  assert.ok(verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url')));
});
