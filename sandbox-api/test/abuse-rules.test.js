'use strict';
// The bank's rules against a caller who knows a customer's national ID and mobile number, or
// who holds one of the customer's tokens, and tries to use them beyond what the app's screens
// need (docs/api/openapi.yaml states each rule on its operation).
const test = require('node:test');
const assert = require('node:assert/strict');
const { createHash } = require('node:crypto');
const { useSandbox, freshSub, seedCustomer, wrongCode } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);
const victim = seedCustomer('registered-without-kma');

test.beforeEach(async () => {
  await sandbox().control('POST', '/token-lifetime', { seconds: 3 * 24 * 3600 });
});

async function strangerRegistration(s) {
  const token = await s.login(freshSub('stranger'));
  const pre = await s.preRegister(token, victim, { isSkipReplace: true });
  assert.equal(pre.status, 200, pre.text);
  return { token, registerRef: pre.body.data.registerRef };
}

test("a stranger's wrong registration codes and registration OTPs leave the customer's service OTP open", async () => {
  const s = sandbox();
  const stranger = await strangerRegistration(s);
  const request = () => s.bank('POST', '/registers/otp/request', { token: stranger.token, body: { registerRef: stranger.registerRef } });
  let last;
  for (let otp = 0; otp < 2; otp += 1) {
    const sent = await request();
    assert.equal(sent.status, 200, sent.text);
    const code = (await s.lastSms(victim.mobile)).code;
    for (let i = 0; i < 3; i += 1) {
      last = await s.bank('POST', '/registers/otp/verify', {
        token: stranger.token,
        body: { registerRef: stranger.registerRef, otpRef: sent.body.data.otpRef, otpCode: wrongCode(code) },
      });
    }
  }
  assert.equal(last.body.code, 'LKS0406', 'the registration is locked after six wrong codes');
  await s.advance(3601);
  for (let round = 0; round < 4; round += 1) {
    for (let i = 0; i < 3; i += 1) await request();
    await s.advance(901);
  }
  assert.equal((await request()).body.code, 'LKS0202', "the registration's daily sends are used up");

  const own = await s.login(victim.lineSub);
  const available = await s.bank('POST', '/verification/otp/check-generate-available', { token: own, body: {} });
  assert.equal(available.status, 200, available.text);
  await s.verifyServiceByOtp(own, victim.mobile, 'OTHER');
});

test('check-customer answers at most five checks per LINE user in 15 minutes; other LINE users are not held up', async () => {
  const s = sandbox();
  const token = await s.login(freshSub('guesser'));
  const answers = [];
  for (let i = 0; i < 20; i += 1) {
    const guess = { identificationNumber: victim.nationalId, mobileNumber: `08912345${String(i).padStart(2, '0')}` };
    answers.push(await s.bank('POST', '/registers/check-customer', { token, body: guess }));
  }
  assert.equal(answers.filter((a) => a.body.code !== 'LKS0202').length, 5);
  const held = answers.at(-1);
  assert.equal(held.body.code, 'LKS0202');
  assert.ok(held.body.metadata.cooldownFinishedAt);

  const other = await s.login(freshSub('other'));
  const fine = await s.bank('POST', '/registers/check-customer', {
    token: other,
    body: { identificationNumber: victim.nationalId, mobileNumber: victim.mobile },
  });
  assert.equal(fine.status, 200, fine.text);
});

test('after three checks the answer is the captcha, the same for a customer and a stranger, and pre-register then needs it', async () => {
  const s = sandbox();
  const token = await s.login(freshSub('guesser'));
  const check = (mobileNumber) =>
    s.bank('POST', '/registers/check-customer', { token, body: { identificationNumber: victim.nationalId, mobileNumber } });
  for (let i = 0; i < 3; i += 1) await check('0800000000');
  const customer = await check(victim.mobile);
  const nobody = await check('0800000001');
  assert.equal(customer.status, 200, customer.text);
  assert.deepEqual(customer.body.data, { isValidateCaptcha: true, isHaveKMA: false });
  assert.deepEqual(nobody.body, customer.body);

  const without = await s.preRegister(token, victim, { isSkipReplace: true });
  assert.equal(without.status, 400, without.text);
  const captcha = (await s.control('POST', '/captcha/token')).body.token;
  const withCaptcha = await s.preRegister(token, victim, { isSkipReplace: true, recaptchaToken: captcha });
  assert.equal(withCaptcha.status, 200, withCaptcha.text);
});

test('check-customer tells whether the customer has the bank app only when registration by the bank app is on', async () => {
  const s = sandbox();
  const token = await s.login(freshSub());
  const withKma = seedCustomer('new-with-kma');
  const body = { identificationNumber: withKma.nationalId, mobileNumber: withKma.mobile };
  assert.equal((await s.bank('POST', '/registers/check-customer', { token, body })).body.data.isHaveKMA, true);
  await s.control('POST', '/feature-flags', { enableRegistrationKma: false });
  assert.equal((await s.bank('POST', '/registers/check-customer', { token, body })).body.data.isHaveKMA, false);
});

test('a captcha token serves one LINE user', async () => {
  const s = sandbox();
  const customer = seedCustomer('captcha-required');
  const captcha = (await s.control('POST', '/captcha/token')).body.token;
  const first = await s.preRegister(await s.login(freshSub('first')), customer, { recaptchaToken: captcha });
  assert.equal(first.status, 200, first.text);
  const second = await s.preRegister(await s.login(freshSub('second')), customer, { recaptchaToken: captcha });
  assert.equal(second.status, 400, second.text);
});

test('a service OTP is bound to the purpose named when it was requested', async () => {
  const s = sandbox();
  const registered = seedCustomer('registered');
  const token = await s.login(registered.lineSub);
  const sent = await s.bank('POST', '/verification/otp/request', { token, headers: { 'X-Purpose': 'STATEMENT_REQUEST' }, body: {} });
  assert.equal(sent.status, 200, sent.text);
  const code = (await s.lastSms(registered.mobile)).code;
  const switched = await s.bank('POST', '/verification/otp/verify', {
    token,
    headers: { 'X-Purpose': 'DEREGISTRATION' },
    body: { otpRef: sent.body.data.otpRef, otpCode: code },
  });
  assert.equal(switched.status, 400, switched.text);
  assert.equal(switched.body.code, 'LKS0203');
  const verified = await s.bank('POST', '/verification/otp/verify', {
    token,
    headers: { 'X-Purpose': 'STATEMENT_REQUEST' },
    body: { otpRef: sent.body.data.otpRef, otpCode: code },
  });
  assert.equal(verified.status, 200, verified.text);
  const unregister = await s.bank('POST', '/un-registers', { token: verified.body.data.accessToken, body: {} });
  assert.equal(unregister.status, 401, unregister.text);
});

test('a statement verify token is good for one statement', async () => {
  const s = sandbox();
  const registered = seedCustomer('registered');
  const token = await s.login(registered.lineSub);
  const verifyToken = await s.verifyServiceByOtp(token, registered.mobile, 'STATEMENT_REQUEST');
  const accountRef = (await s.state(registered.lineSub)).link.accounts[0].accountRef;
  const ask = (Email) =>
    s.bank('POST', '/statements', {
      token: verifyToken,
      body: {
        accountRef,
        Language: 'TH',
        Email,
        FromBookingDateTime: '2026-01-01T00:00:00+07:00',
        ToBookingDateTime: '2026-01-31T23:59:59+07:00',
      },
    });
  const first = await ask('one@example.com');
  assert.equal(first.status, 200, first.text);
  const second = await ask('two@example.com');
  assert.equal(second.status, 401, second.text);
  assert.equal((await s.control('GET', '/outbox')).body.emails.length, 1);
});

test("the bank app sends the customer back only to the configured LIFF app's link", async () => {
  const s = sandbox();
  const registered = seedCustomer('registered');
  const token = await s.login(registered.lineSub);
  const ask = (redirectPath) =>
    s.bank('POST', '/verification/kma/request', { token, headers: { 'X-Purpose': 'OTHER' }, body: { purpose: 'OTHER', redirectPath } });
  assert.equal((await ask('https://liff.line.me/ATTACKER-LIFF-ID/phish')).status, 400);
  assert.equal((await ask('https://liff.line.me/2000000000-abcdEFGH/auth-kma-verification')).status, 200);
});

test("soft-add tells a customer nothing about another customer's dormant or foreign-currency account", async () => {
  const s = sandbox();
  const flow = await s.verifyRegistrationByOtp(freshSub(), seedCustomer('new-with-kma'));
  for (const accountNumber of ['9000000001', '9000000002']) {
    const reply = await s.bank('POST', '/bank-accounts/soft-add', {
      token: flow.verifyToken,
      body: { accountNumber, registerRef: flow.registerRef },
    });
    assert.equal(reply.body.code, 'LKS0503', reply.text);
  }
});

test('one LINE user holds at most five live access tokens; older ones are revoked, expired ones forgotten', async () => {
  const s = sandbox();
  const sub = freshSub();
  const idToken = await s.idToken(sub);
  const tokens = [];
  for (let i = 0; i < 30; i += 1) {
    tokens.push((await s.bank('POST', '/verify-token', { body: { lineIdToken: idToken } })).body.data.accessToken);
  }
  assert.equal((await s.state(sub)).tokens.access, 5);
  const oldest = await s.bank('POST', '/registers/check-customer', {
    token: tokens[0],
    body: { identificationNumber: victim.nationalId, mobileNumber: victim.mobile },
  });
  assert.equal(oldest.status, 401, oldest.text);

  await s.control('POST', '/token-lifetime', { seconds: 60 });
  await s.advance(61);
  await s.login(freshSub('someone-else'));
  assert.equal((await s.state(sub)).tokens.access, 0);
});

test('hashedMobileNumber is a keyed hash: not the plain SHA-256 of the number, the same for the same number', async () => {
  const s = sandbox();
  const customer = seedCustomer('new-with-kma');
  const first = await s.preRegister(await s.login(freshSub()), customer);
  const second = await s.preRegister(await s.login(freshSub()), customer);
  const hashed = first.body.data.hashedMobileNumber;
  assert.match(hashed, /^[0-9a-f]{64}$/);
  assert.notEqual(hashed, createHash('sha256').update(customer.mobile).digest('hex'));
  assert.equal(second.body.data.hashedMobileNumber, hashed);
});
