'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { createHash } = require('node:crypto');
const { useSandbox, freshSub, seedCustomer } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);

test('the customer check answers isValidateCaptcha and isHaveKMA, LKS0402 for no such customer', async () => {
  const s = sandbox();
  // Each check by its own LINE user: one user's checks are rationed (abuse-rules.test.js).
  const check = async (customer) =>
    s.bank('POST', '/registers/check-customer', {
      token: await s.login(freshSub()),
      body: { identificationNumber: customer.nationalId, mobileNumber: customer.mobile },
    });
  assert.deepEqual((await check(seedCustomer('new-with-kma'))).body.data, { isValidateCaptcha: false, isHaveKMA: true });
  assert.deepEqual((await check(seedCustomer('captcha-required'))).body.data, { isValidateCaptcha: true, isHaveKMA: false });
  const unknown = await check({ nationalId: '1101700009998', mobile: '0812345601' });
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.code, 'LKS0402');
  const mismatched = await check({ nationalId: seedCustomer('new-with-kma').nationalId, mobile: '0812345602' });
  assert.equal(mismatched.body.code, 'LKS0402');
});

test('pre-register answers registerRef, a keyed hash of the mobile and mustConfirmRegisterForReplace false', async () => {
  const s = sandbox();
  const customer = seedCustomer('new-without-kma');
  const reply = await s.preRegister(await s.login(freshSub()), customer);
  assert.equal(reply.status, 200);
  const { registerRef, hashedMobileNumber, mustConfirmRegisterForReplace } = reply.body.data;
  assert.equal(typeof registerRef, 'string');
  assert.match(hashedMobileNumber, /^[0-9a-f]{64}$/);
  assert.notEqual(hashedMobileNumber, createHash('sha256').update(customer.mobile).digest('hex'));
  assert.equal(mustConfirmRegisterForReplace, false);
});

test('pre-register refuses: suspended LKS0407, not found LKS0402, bad ID format 400', async () => {
  const s = sandbox();
  const token = await s.login(freshSub());
  const suspended = await s.preRegister(token, seedCustomer('suspended'));
  assert.equal(suspended.body.code, 'LKS0407');
  assert.equal(suspended.body.metadata.profileStatus, 'SUSPENDED');
  const notFound = await s.preRegister(token, { nationalId: '3309900123451', mobile: '0812345678' });
  assert.equal(notFound.body.code, 'LKS0402');
  const malformed = await s.preRegister(token, { nationalId: '12345', mobile: '0812345678' });
  assert.equal(malformed.status, 400);
  assert.equal(malformed.body.code, 'UNKNOWN');
});

test('captcha: required customer is refused without a token and passes with one from the captcha page', async () => {
  const s = sandbox();
  const token = await s.login(freshSub());
  const customer = seedCustomer('captcha-required');
  const refused = await s.preRegister(token, customer);
  assert.equal(refused.status, 400);
  assert.equal(refused.body.code, 'UNKNOWN');
  assert.equal(refused.body.message, 'captcha required');

  const page = await s.request('GET', '/__sandbox/captcha');
  assert.match(page.text, /ฉันไม่ใช่โปรแกรมอัตโนมัติ/);
  assert.match(page.text, /captcha-token/);
  assert.match(page.text, /"http:\/\/localhost:3000"/);
  const captcha = (await s.control('POST', '/captcha/token')).body.token;
  assert.deepEqual((await s.bank('GET', `/registers/validate-captcha?token=${captcha}`)).body.data, { valid: true });
  assert.deepEqual((await s.bank('GET', '/registers/validate-captcha?token=made-up')).body.data, { valid: false });
  const accepted = await s.preRegister(token, customer, { recaptchaToken: captcha });
  assert.equal(accepted.status, 200);
});

test("the captcha page posts to a remote's own origin only when it is an app origin", async () => {
  const s = sandbox();
  assert.match((await s.request('GET', '/__sandbox/captcha?origin=http://localhost:3001')).text, /"http:\/\/localhost:3001"/);
  const other = (await s.request('GET', '/__sandbox/captcha?origin=http://evil.example')).text;
  assert.doesNotMatch(other, /evil/);
});

test('a customer linked to another LINE user: must confirm; OTP is refused with LKS0405 until isSkipReplace; submit moves the link', async () => {
  const s = sandbox();
  const customer = seedCustomer('linked-to-other-line-user');
  const sub = freshSub('replace');
  const token = await s.login(sub);
  const first = await s.preRegister(token, customer);
  assert.equal(first.body.data.mustConfirmRegisterForReplace, true);
  const blocked = await s.bank('POST', '/registers/otp/request', { token, body: { registerRef: first.body.data.registerRef } });
  assert.equal(blocked.body.code, 'LKS0405');

  const flow = await s.verifyRegistrationByOtp(sub, customer, { isSkipReplace: true });
  const submit = await s.bank('POST', '/registers/submit', {
    token: flow.verifyToken,
    body: {
      registerRef: flow.registerRef,
      registerAccounts: [{ accountType: 'SVNG', accountNumber: '1000000041', isNotificationEnabled: true }],
    },
  });
  assert.equal(submit.status, 200, submit.text);
  assert.equal(submit.body.data.mustConsent, false, 'this customer consented before');

  const mine = await s.state(sub);
  assert.equal(mine.registered, true);
  assert.equal(mine.customer.id, customer.id);
  assert.ok(mine.linkEvents.some((e) => e.event === 'replaced' && e.previousSub === 'U-previous-owner'));
  const previous = await s.state('U-previous-owner');
  assert.equal(previous.registered, false);
  const oldOwner = await s.login('U-previous-owner');
  assert.equal((await s.bank('POST', '/settings/check-pre-setting', { token: oldOwner, body: {} })).body.code, 'LKS1002');
});

test('a whole OTP registration: listed accounts, submit with notification flags, linked accounts get ids', async () => {
  const s = sandbox();
  const customer = seedCustomer('new-with-kma');
  const sub = freshSub('full');
  const flow = await s.verifyRegistrationByOtp(sub, customer);
  const listed = await s.bank('GET', '/bank-accounts', { token: flow.verifyToken });
  assert.deepEqual(
    listed.body.data.accounts.map((a) => [a.accountNumber, a.accountType, a.accountId]),
    [
      ['1000000011', 'SVNG', null],
      ['1000000012', 'CURR', null],
      ['1000000013', 'TIME', null],
    ],
  );
  const submit = await s.bank('POST', '/registers/submit', {
    token: flow.verifyToken,
    body: {
      registerRef: flow.registerRef,
      registerAccounts: [
        { accountType: 'SVNG', accountNumber: '1000000011', isNotificationEnabled: true },
        { accountType: 'TIME', accountNumber: '1000000013', isNotificationEnabled: false },
      ],
    },
  });
  assert.deepEqual(submit.body.data, { mustConsent: true });

  const state = await s.state(sub);
  assert.equal(state.registered, true);
  assert.deepEqual(
    state.link.accounts.map((a) => [a.accountNumber, a.isNotificationEnabled]),
    [
      ['1000000011', true],
      ['1000000013', false],
    ],
  );
  assert.ok(state.link.accounts.every((a) => /^ACC-/.test(a.accountId)));
  assert.equal(state.registrations[0].verifiedBy, 'OTP');
  assert.deepEqual(state.survey.answers, []);

  const again = await s.bank('POST', '/registers/submit', {
    token: flow.verifyToken,
    body: { registerRef: flow.registerRef, registerAccounts: [{ accountNumber: '1000000011' }] },
  });
  assert.equal(again.status, 400, 'a registration is submitted once');
  const settings = await s.bank('POST', '/settings/check-pre-setting', { token: flow.accessToken, body: {} });
  assert.deepEqual(settings.body.data, { isFillConsentAllowed: true });
});

test("register submit refuses accounts that are not the customer's, empty lists, and a verify token of another registration", async () => {
  const s = sandbox();
  const sub = freshSub();
  const flow = await s.verifyRegistrationByOtp(sub, seedCustomer('new-with-kma'));
  const submit = (registerAccounts, registerRef = flow.registerRef) =>
    s.bank('POST', '/registers/submit', { token: flow.verifyToken, body: { registerRef, registerAccounts } });
  assert.equal((await submit([{ accountNumber: '1000000021', accountType: 'SVNG', isNotificationEnabled: true }])).body.code, 'LKS0503');
  assert.equal((await submit([])).status, 400);
  const listed = { accountNumber: '1000000011', accountType: 'SVNG', isNotificationEnabled: true };
  assert.equal((await submit([listed, listed])).body.code, 'LKS0505');
  const other = await s.preRegister(flow.accessToken, seedCustomer('new-with-kma'));
  assert.equal((await submit([{ accountNumber: '1000000011' }], other.body.data.registerRef)).status, 400);
});
