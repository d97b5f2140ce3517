'use strict';
// The bank's rules against a caller who knows a customer's national ID and mobile number, or
// who holds one of the customer's tokens, and tries to use them beyond what the app's screens
// need (docs/api/openapi.yaml states each rule on its operation).
const test = require('node:test');
const assert = require('node:assert/strict');
const { createHash, createHmac } = require('node:crypto');
const { useSandbox, freshSub, seedCustomer, wrongCode } = require('../test-support/sandbox-client');
const { Store } = require('../dist/state/store.js');
const { SandboxClock } = require('../dist/clock.js');
const { mobileDigest } = require('../dist/bank/customers.js');

const sandbox = useSandbox(test);
const victim = seedCustomer('registered-without-kma');

test.beforeEach(async () => {
  await sandbox().control('POST', '/token-lifetime', { seconds: 3 * 24 * 3600 });
});

/** The bank's captcha refusal (not the contract check's 400, which names what differs). */
function assertCaptchaRequired(reply) {
  assert.equal(reply.status, 400, reply.text);
  assert.equal(reply.body.code, 'UNKNOWN');
  assert.equal(reply.body.message, 'captcha required');
}

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

test('check-customer answers at most five checks per LINE user and national ID in 15 minutes; other LINE users asking of another ID are not held up', async () => {
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
  const ask = (customer) =>
    s.bank('POST', '/registers/check-customer', {
      token: other,
      body: { identificationNumber: customer.nationalId, mobileNumber: customer.mobile },
    });
  const fine = await ask(seedCustomer('new-with-kma'));
  assert.equal(fine.status, 200, fine.text);
  assert.equal((await ask(victim)).body.code, 'LKS0202', "the victim's ID is used up for everyone");
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
  assertCaptchaRequired(without);
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
  assertCaptchaRequired(second);
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
  const refused = await ask('https://liff.line.me/ATTACKER-LIFF-ID/phish');
  assert.equal(refused.status, 400, refused.text);
  assert.equal(refused.body.code, 'UNKNOWN');
  // The bank's own refusal, not the contract check's (which names a schema path).
  assert.equal(refused.body.message, 'redirectPath must be a path on the app, an app page or the LIFF app link (https://liff.line.me/...)');
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
  const tokens = [];
  // Thirty LINE logins of one user (each ID token is exchanged once).
  for (let i = 0; i < 30; i += 1) tokens.push(await s.login(sub));
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

/**
 * What a stranger holding a digest would try on every ten-digit number: hashing it plainly and
 * with every salt and key one might guess (the names in this code and in the documents, the
 * customer's other details). Such a search finds the number exactly when some recipe gives the
 * digest from the real number, so trying the recipes on the real number's spellings is the
 * whole search.
 */
function strangerFinds(digest, spellings, guesses) {
  const recipes = [
    (text) => createHash('sha256').update(text).digest('hex'),
    (text) => createHash('sha512').update(text).digest('hex'),
    ...guesses.flatMap((guess) => [
      (text) => createHash('sha256').update(`${guess}${text}`).digest('hex'),
      (text) => createHash('sha256').update(`${text}${guess}`).digest('hex'),
      (text) => createHmac('sha256', guess).update(text).digest('hex'),
    ]),
  ];
  return spellings.some((spelling) => recipes.some((recipe) => recipe(spelling).toUpperCase().includes(digest.toUpperCase())));
}

test('hashedMobileNumber is a keyed hash: no hash of the mobile a stranger can compute finds it; only the bank key gives it', async () => {
  const s = sandbox();
  const customer = seedCustomer('new-with-kma');
  const first = await s.preRegister(await s.login(freshSub()), customer);
  const second = await s.preRegister(await s.login(freshSub()), customer);
  const hashed = first.body.data.hashedMobileNumber;
  assert.match(hashed, /^[0-9a-f]{64}$/);
  assert.equal(second.body.data.hashedMobileNumber, hashed, 'the same number, the same digest');
  const guesses = ['', 'sandbox', 'sandbox:', 'sandbox-mobile:', 'mobile:', 'hashedMobileNumber', 'lks', customer.nationalId, customer.key];
  const spellings = [customer.mobile, `+66${customer.mobile.slice(1)}`, `66${customer.mobile.slice(1)}`];
  assert.equal(strangerFinds(hashed, spellings, guesses), false);
  // The bank's own recipe with a key other than the bank's gives another digest: the key is the secret.
  const otherBank = new Store(new SandboxClock());
  assert.notEqual(mobileDigest(otherBank, customer.mobile), hashed);
});

test('[family:brute-force] accountRef is keyed: no hash of the account number a stranger can compute finds it; only the bank key gives it', async () => {
  const s = sandbox();
  const registered = seedCustomer('registered');
  const [linked] = (await s.state(registered.lineSub)).link.accounts;
  const digest = linked.accountRef.replace(/^AR-/, '');
  assert.match(digest, /^[0-9A-F]{16}$/);
  const guesses = ['', 'sandbox-account:', 'account:', 'sandbox:', 'accountRef', 'AR-'];
  assert.equal(strangerFinds(digest, [linked.accountNumber], guesses), false);
  const otherBank = new Store(new SandboxClock());
  assert.notEqual(otherBank.accounts.get(linked.accountNumber).accountRef, linked.accountRef);
});
