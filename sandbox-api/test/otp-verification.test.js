'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, seedCustomer, wrongCode } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);
const registered = seedCustomer('registered');

async function sandboxNow(s) {
  return Date.parse((await s.control('GET', '/clock')).body.now);
}

test('pre-verify tells whether the customer has the bank app and nothing more (the chooser shows no number)', async () => {
  const s = sandbox();
  const reply = await s.bank('POST', '/verification/check-pre-verify-customer', { token: await s.login('U-registered-1'), body: {} });
  assert.equal(reply.status, 200);
  assert.deepEqual(reply.body.data, { isHaveKMA: true });
  const noApp = await s.bank('POST', '/verification/check-pre-verify-customer', { token: await s.login('U-registered-no-kma'), body: {} });
  assert.equal(noApp.body.data.isHaveKMA, false);
});

test('verify-customer accepts the registered mobile and answers LKS0605 for any other', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  assert.equal((await s.bank('POST', '/verification/verify-customer', { token, body: { mobileNumber: registered.mobile } })).status, 200);
  const other = await s.bank('POST', '/verification/verify-customer', { token, body: { mobileNumber: '0899999999' } });
  assert.equal(other.status, 400);
  assert.equal(other.body.code, 'LKS0605');
});

test('a LINE user who is not registered gets LKS1002 from verification', async () => {
  const s = sandbox();
  const reply = await s.bank('POST', '/verification/otp/request', { token: await s.login(freshSub()), body: {} });
  assert.equal(reply.body.code, 'LKS1002');
});

test('service OTP: available, sent to the registered mobile, verified into a verify token', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const available = await s.bank('POST', '/verification/otp/check-generate-available', { token, body: {} });
  assert.deepEqual(available.body.data, { isAvailable: true });
  const verifyToken = await s.verifyServiceByOtp(token, registered.mobile, 'ACCOUNT_MANAGEMENT');
  assert.match(verifyToken, /^sbx-vt-/);
  const accounts = await s.bank('GET', '/bank-accounts', { token: verifyToken });
  assert.equal(accounts.status, 200);
  assert.equal((await s.lastSms(registered.mobile)).scope, 'verification');
});

test('service OTP follows the same rules: wrong LKS0205, third wrong LKS0204, expired LKS0203', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const send = async () => {
    const reply = await s.bank('POST', '/verification/otp/request', { token, body: {} });
    return { otpRef: reply.body.data.otpRef, code: (await s.lastSms(registered.mobile)).code };
  };
  const verify = (otpRef, otpCode) => s.bank('POST', '/verification/otp/verify', { token, body: { otpRef, otpCode } });
  const first = await send();
  assert.equal((await verify(first.otpRef, wrongCode(first.code))).body.code, 'LKS0205');
  assert.equal((await verify(first.otpRef, wrongCode(first.code))).body.code, 'LKS0205');
  assert.equal((await verify(first.otpRef, wrongCode(first.code))).body.code, 'LKS0204');
  const second = await send();
  await s.advance(300);
  assert.equal((await verify(second.otpRef, second.code)).body.code, 'LKS0203');
});

test('check-generate-available answers LKS0202 with the cooldown after three sends', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  for (let i = 0; i < 3; i += 1) assert.equal((await s.bank('POST', '/verification/otp/request', { token, body: {} })).status, 200);
  const reply = await s.bank('POST', '/verification/otp/check-generate-available', { token, body: {} });
  assert.equal(reply.body.code, 'LKS0202');
  assert.notEqual(reply.body.metadata.cooldownFinishedAt, '');
});

test('[family:brute-force] two burnt OTPs lock verification for an hour: 423 LKS0603 with cooldownFinishedAt', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const burn = async () => {
    const sent = await s.bank('POST', '/verification/otp/request', { token, body: {} });
    const { otpRef } = sent.body.data;
    const bad = wrongCode((await s.lastSms(registered.mobile)).code);
    let last;
    for (let i = 0; i < 3; i += 1) last = await s.bank('POST', '/verification/otp/verify', { token, body: { otpRef, otpCode: bad } });
    return last;
  };
  await burn();
  const now = await sandboxNow(s);
  const locked = await burn();
  assert.equal(locked.status, 423);
  assert.equal(locked.body.code, 'LKS0603');
  const seconds = (Date.parse(locked.body.metadata.cooldownFinishedAt) - now) / 1000;
  assert.ok(seconds > 3590 && seconds <= 3601, `lock ${seconds}s`);
  const request = await s.bank('POST', '/verification/otp/request', { token, body: {} });
  assert.equal(request.body.code, 'LKS0603');
  // Registration has its own lock: the same customer is not locked out of it.
  assert.equal((await s.state('U-registered-1')).customer.registrationLockedUntil, '');
});

test('a suspended registered customer answers LKS0604 to every verification call', async () => {
  const s = sandbox();
  const token = await s.login('U-suspended-1');
  for (const path of [
    '/verification/check-pre-verify-customer',
    '/verification/otp/check-generate-available',
    '/verification/otp/request',
  ]) {
    const reply = await s.bank('POST', path, { token, body: {} });
    assert.equal(reply.body.code, 'LKS0604', path);
    assert.equal(reply.body.metadata.profileStatus, 'SUSPENDED');
  }
  const kma = await s.bank('POST', '/verification/kma/request', { token, body: { redirectPath: '/unbinding', purpose: 'DEREGISTRATION' } });
  assert.equal(kma.body.code, 'LKS0604');
});
