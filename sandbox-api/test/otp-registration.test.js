'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, seedCustomer, wrongCode } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);
const customer = seedCustomer('new-without-kma');

async function startRegistration(s) {
  const accessToken = await s.login(freshSub('otp'));
  const pre = await s.preRegister(accessToken, customer);
  assert.equal(pre.status, 200);
  return { accessToken, registerRef: pre.body.data.registerRef };
}

async function requestOtp(s, { accessToken, registerRef }) {
  const reply = await s.bank('POST', '/registers/otp/request', { token: accessToken, body: { registerRef } });
  assert.equal(reply.status, 200, reply.text);
  const sms = await s.lastSms(customer.mobile);
  assert.equal(sms.otpRef, reply.body.data.otpRef);
  return { ...reply.body.data, code: sms.code };
}

function verify(s, { accessToken, registerRef }, otpRef, otpCode) {
  return s.bank('POST', '/registers/otp/verify', { token: accessToken, body: { registerRef, otpRef, otpCode } });
}

async function sandboxNow(s) {
  return Date.parse((await s.control('GET', '/clock')).body.now);
}

test('an OTP request answers a 6-character reference and a +07:00 expiry 5 minutes ahead, and the SMS lands in the outbox', async () => {
  const s = sandbox();
  const registration = await startRegistration(s);
  const before = await sandboxNow(s);
  const otp = await requestOtp(s, registration);
  assert.match(otp.otpRef, /^[A-Z0-9]{6}$/);
  assert.match(otp.expiredAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
  const seconds = (Date.parse(otp.expiredAt) - before) / 1000;
  assert.ok(seconds > 298 && seconds <= 301, `expires in ${seconds}s`);
  assert.match(otp.code, /^\d{6}$/);
  const sms = await s.lastSms(customer.mobile);
  assert.deepEqual(Object.keys(sms).sort(), ['code', 'otpRef', 'scope', 'sentAt', 'to']);
  assert.equal(sms.to, customer.mobile);
});

test('codes are random: ten OTPs are not all the same', async () => {
  const s = sandbox();
  const codes = new Set();
  for (let i = 0; i < 10; i += 1) {
    await s.control('POST', '/reset');
    codes.add((await requestOtp(s, await startRegistration(s))).code);
  }
  assert.ok(codes.size >= 8, `only ${codes.size} distinct codes in 10`);
});

test('the right code gives a verify token, once: a second use answers LKS0203', async () => {
  const s = sandbox();
  const registration = await startRegistration(s);
  const otp = await requestOtp(s, registration);
  const first = await verify(s, registration, otp.otpRef, otp.code);
  assert.equal(first.status, 200);
  assert.match(first.body.data.accessToken, /^sbx-vt-/);
  const second = await verify(s, registration, otp.otpRef, otp.code);
  assert.equal(second.status, 400);
  assert.equal(second.body.code, 'LKS0203');
});

test('wrong codes: LKS0205 twice, LKS0204 on the third and after, even with the right code', async () => {
  const s = sandbox();
  const registration = await startRegistration(s);
  const otp = await requestOtp(s, registration);
  const bad = wrongCode(otp.code);
  assert.equal((await verify(s, registration, otp.otpRef, bad)).body.code, 'LKS0205');
  assert.equal((await verify(s, registration, otp.otpRef, bad)).body.code, 'LKS0205');
  assert.equal((await verify(s, registration, otp.otpRef, bad)).body.code, 'LKS0204');
  assert.equal((await verify(s, registration, otp.otpRef, otp.code)).body.code, 'LKS0204');
});

test('an OTP expires at 5 minutes: the right code then answers LKS0203', async () => {
  const s = sandbox();
  const registration = await startRegistration(s);
  const otp = await requestOtp(s, registration);
  await s.advance(299);
  await s.advance(1);
  const reply = await verify(s, registration, otp.otpRef, otp.code);
  assert.equal(reply.body.code, 'LKS0203');
});

test('a resend invalidates the previous code', async () => {
  const s = sandbox();
  const registration = await startRegistration(s);
  const first = await requestOtp(s, registration);
  const second = await requestOtp(s, registration);
  assert.notEqual(first.otpRef, second.otpRef);
  assert.equal((await verify(s, registration, first.otpRef, first.code)).body.code, 'LKS0203');
  assert.equal((await verify(s, registration, second.otpRef, second.code)).status, 200);
});

test('three sends per 15 minutes, then LKS0202 with cooldownFinishedAt 15 minutes ahead; sending works again after it', async () => {
  const s = sandbox();
  const registration = await startRegistration(s);
  for (let i = 0; i < 3; i += 1) await requestOtp(s, registration);
  const now = await sandboxNow(s);
  const refused = await s.bank('POST', '/registers/otp/request', {
    token: registration.accessToken,
    body: { registerRef: registration.registerRef },
  });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.code, 'LKS0202');
  const cooldown = refused.body.metadata.cooldownFinishedAt;
  assert.match(cooldown, /\+07:00$/);
  const seconds = (Date.parse(cooldown) - now) / 1000;
  assert.ok(seconds > 895 && seconds <= 901, `cooldown ${seconds}s`);
  // Asking again during the cooldown gives the same end time.
  const again = await s.bank('POST', '/registers/otp/request', {
    token: registration.accessToken,
    body: { registerRef: registration.registerRef },
  });
  assert.equal(again.body.metadata.cooldownFinishedAt, cooldown);
});

test('after the send cooldown the customer can ask for a code again', async () => {
  const s = sandbox();
  const sub = freshSub('cooldown');
  const accessToken = await s.login(sub);
  const registerRef = (await s.preRegister(accessToken, customer)).body.data.registerRef;
  const send = () => s.bank('POST', '/registers/otp/request', { token: accessToken, body: { registerRef } });
  for (let i = 0; i < 3; i += 1) assert.equal((await send()).status, 200);
  assert.equal((await send()).body.code, 'LKS0202');
  await s.advance(15 * 60);
  const reply = await send();
  assert.equal(reply.status, 200, reply.text);
});

test('[family:brute-force] two OTPs burnt by wrong codes within an hour lock registration for 1 hour: 423 LKS0406 with cooldownFinishedAt', async () => {
  const s = sandbox();
  const registration = await startRegistration(s);
  const burn = async () => {
    const otp = await requestOtp(s, registration);
    const bad = wrongCode(otp.code);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await verify(s, registration, otp.otpRef, bad));
    return answers.at(-1);
  };
  assert.equal((await burn()).body.code, 'LKS0204');
  const now = await sandboxNow(s);
  const locked = await burn();
  assert.equal(locked.status, 423);
  assert.equal(locked.body.code, 'LKS0406');
  assert.equal(locked.body.metadata.profileStatus, 'LOCKED');
  const seconds = (Date.parse(locked.body.metadata.cooldownFinishedAt) - now) / 1000;
  assert.ok(seconds > 3590 && seconds <= 3601, `lock ${seconds}s`);

  // Locked everywhere in registration: a new pre-register and a new OTP both refuse.
  const token = await s.login(freshSub());
  const pre = await s.preRegister(token, customer);
  assert.equal(pre.body.code, 'LKS0406');
  assert.equal(pre.body.metadata.cooldownFinishedAt, locked.body.metadata.cooldownFinishedAt);
  const resend = await s.bank('POST', '/registers/otp/request', {
    token: registration.accessToken,
    body: { registerRef: registration.registerRef },
  });
  assert.equal(resend.body.code, 'LKS0406');

  // An hour later the customer may start again.
  await s.advance(3601);
  const later = await s.preRegister(await s.login(freshSub()), customer);
  assert.equal(later.status, 200);
});

test('the seeded locked customer answers LKS0406 with about an hour of cooldown', async () => {
  const s = sandbox();
  const now = await sandboxNow(s);
  const reply = await s.preRegister(await s.login(freshSub()), seedCustomer('locked'));
  assert.equal(reply.status, 423);
  assert.equal(reply.body.code, 'LKS0406');
  const seconds = (Date.parse(reply.body.metadata.cooldownFinishedAt) - now) / 1000;
  assert.ok(seconds > 3500 && seconds <= 3601, `lock ${seconds}s`);
});

test('an OTP reference from another registration is not accepted', async () => {
  const s = sandbox();
  const a = await startRegistration(s);
  const otp = await requestOtp(s, a);
  const other = await s.preRegister(a.accessToken, customer);
  const reply = await verify(s, { ...a, registerRef: other.body.data.registerRef }, otp.otpRef, otp.code);
  assert.equal(reply.body.code, 'LKS0203');
});

test('a code that is not 6 digits is a 400 and costs no attempt', async () => {
  const s = sandbox();
  const registration = await startRegistration(s);
  const otp = await requestOtp(s, registration);
  const reply = await verify(s, registration, otp.otpRef, '12ab');
  assert.equal(reply.status, 400);
  assert.equal(reply.body.code, 'UNKNOWN');
  assert.equal((await verify(s, registration, otp.otpRef, otp.code)).status, 200);
});
