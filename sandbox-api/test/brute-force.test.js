'use strict';
// Guessing OTPs. Wrong codes are counted per customer and scope across every OTP, so asking for
// a new code before the third wrong one does not reset anything; sends are bounded per LINE user
// and per customer and scope; codes at rest are keyed hashes, not a lookup table of a million SHA-256s.
const test = require('node:test');
const assert = require('node:assert/strict');
const { createHash } = require('node:crypto');
const { useSandbox, freshSub, seedCustomer, wrongCode } = require('../test-support/sandbox-client');
const { Store } = require('../dist/state/store.js');
const { SandboxClock } = require('../dist/clock.js');
const otpRules = require('../dist/bank/otp.js');

const sandbox = useSandbox(test);

// These attacks span hours of sandbox time; the attacker's tokens should not be what stops them.
test.beforeEach(async () => {
  await sandbox().control('POST', '/token-lifetime', { seconds: 3 * 24 * 3600 });
});
const newCustomer = seedCustomer('new-without-kma');
const registered = seedCustomer('registered');

async function sandboxNow(s) {
  return Date.parse((await s.control('GET', '/clock')).body.now);
}

/** Waits out a send cooldown on the sandbox clock. */
async function waitUntil(s, iso) {
  const seconds = Math.ceil((Date.parse(iso) - (await sandboxNow(s))) / 1000) + 1;
  if (seconds > 0) await s.advance(seconds);
}

/**
 * The dodge from the review: two wrong codes, then a new code, again and again, waiting out
 * every cooldown and lock, for `hours` of sandbox time. Answers how many wrong codes the bank
 * judged (not refused by a lock) and the lock codes seen.
 */
async function dodge(s, { send, verify, hours }) {
  const end = (await sandboxNow(s)) + hours * 3600 * 1000;
  let judged = 0;
  const locks = [];
  while ((await sandboxNow(s)) < end) {
    const sent = await send();
    if (sent.status !== 200) {
      assert.ok(['LKS0202', 'LKS0406', 'LKS0603'].includes(sent.body.code), sent.text);
      await waitUntil(s, sent.body.metadata.cooldownFinishedAt);
      continue;
    }
    for (let i = 0; i < 2; i += 1) {
      // The send went through, so the customer was not locked: the bank judges this code.
      const reply = await verify(sent.body.data.otpRef, wrongCode(sent.code));
      judged += 1;
      if (reply.status === 423) {
        locks.push(reply.body.code);
        break;
      }
      assert.equal(reply.body.code, 'LKS0205', reply.text);
    }
  }
  return { judged, locks };
}

function registrationAttack(s, accessToken, registerRef) {
  return {
    send: async () => {
      const reply = await s.bank('POST', '/registers/otp/request', { token: accessToken, body: { registerRef } });
      return reply.status === 200 ? { ...reply, code: (await s.lastSms(newCustomer.mobile)).code } : reply;
    },
    verify: (otpRef, otpCode) => s.bank('POST', '/registers/otp/verify', { token: accessToken, body: { registerRef, otpRef, otpCode } }),
  };
}

test('[family:brute-force] two wrong codes then a resend, repeated: the sixth wrong code within an hour locks registration', async () => {
  const s = sandbox();
  const accessToken = await s.login(freshSub('dodge'));
  const { registerRef } = (await s.preRegister(accessToken, newCustomer)).body.data;
  const attack = registrationAttack(s, accessToken, registerRef);
  const answers = [];
  for (let round = 0; round < 3; round += 1) {
    const sent = await attack.send();
    assert.equal(sent.status, 200, sent.text);
    for (let i = 0; i < 2; i += 1) answers.push((await attack.verify(sent.body.data.otpRef, wrongCode(sent.code))).body.code);
  }
  assert.deepEqual(answers, ['LKS0205', 'LKS0205', 'LKS0205', 'LKS0205', 'LKS0205', 'LKS0406']);
  // Locked everywhere in registration, even for another LINE user.
  assert.equal((await s.preRegister(await s.login(freshSub()), newCustomer)).body.code, 'LKS0406');
});

test('[family:brute-force] a simulated day of the dodge, waiting out every cooldown and lock, judges at most 10 wrong codes', async () => {
  const s = sandbox();
  const accessToken = await s.login(freshSub('day'));
  const { registerRef } = (await s.preRegister(accessToken, newCustomer)).body.data;
  const { judged, locks } = await dodge(s, { ...registrationAttack(s, accessToken, registerRef), hours: 24 });
  assert.ok(judged <= 10, `${judged} wrong codes judged in a day`);
  assert.ok(locks.length >= 2 && locks.every((code) => code === 'LKS0406'), locks.join());
});

test('[family:brute-force] the tenth wrong code within a day locks for 24 hours', async () => {
  const s = sandbox();
  const accessToken = await s.login(freshSub('daylock'));
  const { registerRef } = (await s.preRegister(accessToken, newCustomer)).body.data;
  const attack = registrationAttack(s, accessToken, registerRef);
  const wrongs = async (count) => {
    let last;
    for (let i = 0; i < count; i += 1) {
      if (i % 2 === 0) {
        const sent = await attack.send();
        if (sent.status !== 200) {
          await waitUntil(s, sent.body.metadata.cooldownFinishedAt);
          i -= 1;
          continue;
        }
        last = { sent };
      }
      last.reply = await attack.verify(last.sent.body.data.otpRef, wrongCode(last.sent.code));
    }
    return last.reply;
  };
  assert.equal((await wrongs(6)).body.code, 'LKS0406');
  await s.advance(3601);
  const now = await sandboxNow(s);
  const locked = await wrongs(4);
  assert.equal(locked.status, 423);
  assert.equal(locked.body.code, 'LKS0406');
  const seconds = (Date.parse(locked.body.metadata.cooldownFinishedAt) - now) / 1000;
  assert.ok(seconds > 24 * 3600 - 120 && seconds <= 24 * 3600 + 1, `lock ${seconds}s`);
});

test('[family:brute-force] wrong codes from several LINE users add up on the one customer', async () => {
  const s = sandbox();
  const answers = [];
  for (let user = 0; user < 3; user += 1) {
    const accessToken = await s.login(freshSub(`many${user}`));
    const pre = await s.preRegister(accessToken, newCustomer);
    if (pre.status !== 200) {
      answers.push(pre.body.code);
      continue;
    }
    const attack = registrationAttack(s, accessToken, pre.body.data.registerRef);
    const sent = await attack.send();
    for (let i = 0; i < 2; i += 1) answers.push((await attack.verify(sent.body.data.otpRef, wrongCode(sent.code))).body.code);
  }
  assert.equal(answers.at(-1), 'LKS0406', answers.join());
});

test('[family:brute-force] service verification has the same wrong-code count: the sixth wrong code locks (LKS0603)', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const answers = [];
  for (let round = 0; round < 3; round += 1) {
    const sent = await s.bank('POST', '/verification/otp/request', { token, body: {} });
    assert.equal(sent.status, 200, sent.text);
    const bad = wrongCode((await s.lastSms(registered.mobile)).code);
    for (let i = 0; i < 2; i += 1) {
      answers.push(
        (await s.bank('POST', '/verification/otp/verify', { token, body: { otpRef: sent.body.data.otpRef, otpCode: bad } })).body.code,
      );
    }
  }
  assert.deepEqual(answers, ['LKS0205', 'LKS0205', 'LKS0205', 'LKS0205', 'LKS0205', 'LKS0603']);
});

test('[family:brute-force] a right code does not wipe the wrong ones counted before it', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  /** One OTP, then a guess per entry: true for the right code, false for a wrong one. */
  const tryCodes = async (guesses) => {
    const sent = await s.bank('POST', '/verification/otp/request', { token, body: {} });
    assert.equal(sent.status, 200, sent.text);
    const code = (await s.lastSms(registered.mobile)).code;
    const answers = [];
    for (const right of guesses) {
      const otpCode = right ? code : wrongCode(code);
      answers.push(
        (await s.bank('POST', '/verification/otp/verify', { token, body: { otpRef: sent.body.data.otpRef, otpCode } })).body.code,
      );
    }
    return answers;
  };
  assert.deepEqual(await tryCodes([false, false, true]), ['LKS0205', 'LKS0205', '0000']);
  assert.deepEqual(await tryCodes([false, false, false]), ['LKS0205', 'LKS0205', 'LKS0204']);
  assert.deepEqual(await tryCodes([false]), ['LKS0603']);
});

test('[family:brute-force] one mobile gets at most 10 codes a day, whichever LINE users ask', async () => {
  const s = sandbox();
  const start = await sandboxNow(s);
  let sent = 0;
  let refused;
  for (let round = 0; round < 6 && !refused; round += 1) {
    for (let i = 0; i < 3 && !refused; i += 1) {
      const accessToken = await s.login(freshSub('mobile'));
      const { registerRef } = (await s.preRegister(accessToken, newCustomer)).body.data;
      const reply = await s.bank('POST', '/registers/otp/request', { token: accessToken, body: { registerRef } });
      if (reply.status === 200) sent += 1;
      else refused = reply;
    }
    await s.advance(16 * 60);
  }
  assert.equal(sent, 10);
  assert.equal(refused.body.code, 'LKS0202');
  const hours = (Date.parse(refused.body.metadata.cooldownFinishedAt) - start) / 3600_000;
  assert.ok(hours > 23.9 && hours < 24.1, `until ${hours} h after the first send`);
  assert.equal((await s.control('GET', `/outbox?to=${newCustomer.mobile}`)).body.sms.length, 10);
});

test('[family:brute-force] one LINE user gets at most 10 codes a day across customers and flows', async () => {
  const s = sandbox();
  const sub = 'U-registered-1';
  const accessToken = await s.login(sub);
  const { registerRef } = (await s.preRegister(accessToken, newCustomer)).body.data;
  const sends = [
    () => s.bank('POST', '/verification/otp/request', { token: accessToken, body: {} }),
    () => s.bank('POST', '/registers/otp/request', { token: accessToken, body: { registerRef } }),
  ];
  let sent = 0;
  let refused;
  for (let round = 0; round < 4 && !refused; round += 1) {
    for (let i = 0; i < 6 && !refused; i += 1) {
      const reply = await sends[i % 2]();
      if (reply.status === 200) sent += 1;
      else refused = reply;
    }
    await s.advance(16 * 60);
  }
  assert.equal(sent, 10);
  assert.equal(refused.body.code, 'LKS0202');
  const available = await s.bank('POST', '/verification/otp/check-generate-available', { token: accessToken, body: {} });
  assert.equal(available.body.code, 'LKS0202');
});

test('[family:brute-force] codes at rest are an HMAC under a server key, not a SHA-256 anyone can tabulate', () => {
  const clock = new SandboxClock();
  const store = new Store(clock);
  const customer = [...store.customers.values()].find((c) => c.mobile === newCustomer.mobile);
  const { otpRef } = otpRules.sendOtp(store, 'register', customer, 'U-hmac', null);
  const record = store.otps.get(otpRef);
  const code = store.sms.at(-1).code;
  const sha = (text) => createHash('sha256').update(text).digest('hex');
  for (const plain of [sha(code), sha(`${otpRef}:${code}`), sha(`${code}:${otpRef}`), code]) assert.notEqual(record.codeHash, plain);
  assert.match(record.codeHash, /^[0-9a-f]{64}$/);
  // Another bank process (another key) stores the same code under another value.
  const other = new Store(new SandboxClock());
  const otherCustomer = [...other.customers.values()].find((c) => c.mobile === newCustomer.mobile);
  otpRules.sendOtp(other, 'register', otherCustomer, 'U-hmac', null);
  assert.notEqual(otpRules.otpCodeDigest(store, otpRef, code), otpRules.otpCodeDigest(other, otpRef, code));
  assert.equal(otpRules.otpCodeDigest(store, otpRef, code), record.codeHash);
});

/** Guessed mobiles of one national ID (the `from`th guess on), with the customer's real mobile at `realAt`. */
function guessedPairs(customer, count, realAt, from = 0) {
  return Array.from({ length: count }, (_, i) =>
    i === realAt ? customer : { nationalId: customer.nationalId, mobile: `0800000${String(from + i).padStart(3, '0')}` },
  );
}

const refusal = (reply) => ({ status: reply.status, code: reply.body.code, message: reply.body.message });

test('[family:brute-force] guessing at pre-register spends the customer check ration: three judged pairs, then one refusal for customer and stranger alike', async () => {
  const s = sandbox();
  const token = await s.login(freshSub('pre-guesser'));
  const answers = [];
  for (const pair of guessedPairs(newCustomer, 30, 29)) answers.push(await s.preRegister(token, pair));
  assert.deepEqual(
    answers.slice(0, 3).map((reply) => reply.body.code),
    ['LKS0402', 'LKS0402', 'LKS0402'],
  );
  assert.equal(answers.filter((reply) => reply.status === 200).length, 0, 'the real pair is not told apart');
  assert.deepEqual(refusal(answers[3]), { status: 400, code: 'UNKNOWN', message: 'captcha required' });
  assert.deepEqual(refusal(answers[29]), refusal(answers[28]));
  assert.equal(answers[29].body.code, 'LKS0202');
});

test('[family:brute-force] after check-customer answers LKS0202, pre-register with a solved captcha answers LKS0202 to every guess, the real pair too', async () => {
  const s = sandbox();
  const token = await s.login(freshSub('checked-out'));
  for (const pair of guessedPairs(newCustomer, 6, -1)) {
    await s.bank('POST', '/registers/check-customer', {
      token,
      body: { identificationNumber: pair.nationalId, mobileNumber: pair.mobile },
    });
  }
  const captcha = (await s.control('POST', '/captcha/token')).body.token;
  const answers = [];
  for (const pair of guessedPairs(newCustomer, 30, 17, 100)) answers.push(await s.preRegister(token, pair, { recaptchaToken: captcha }));
  assert.deepEqual([...new Set(answers.map((reply) => JSON.stringify(reply.body)))].length, 1);
  assert.equal(answers[17].status, 400, answers[17].text);
  assert.equal(answers[17].body.code, 'LKS0202');
  assert.ok(answers[17].body.metadata.cooldownFinishedAt);
});

test('[family:brute-force] one national ID is rationed across LINE users: three judged, two captcha answers, then LKS0202 for the real pair too', async () => {
  const s = sandbox();
  const answers = [];
  for (const pair of guessedPairs(newCustomer, 6, -1)) {
    const token = await s.login(freshSub('many-lines'));
    answers.push(
      await s.bank('POST', '/registers/check-customer', {
        token,
        body: { identificationNumber: pair.nationalId, mobileNumber: pair.mobile },
      }),
    );
  }
  assert.deepEqual(
    answers.map((reply) => reply.body.code),
    ['LKS0402', 'LKS0402', 'LKS0402', '0000', '0000', 'LKS0202'],
  );
  assert.deepEqual(answers[3].body.data, { isValidateCaptcha: true, isHaveKMA: false });
  const late = await s.preRegister(await s.login(freshSub('many-lines')), newCustomer);
  assert.equal(late.status, 400, late.text);
  assert.equal(late.body.code, 'LKS0202');
  await s.advance(15 * 60);
  const later = await s.preRegister(await s.login(freshSub('many-lines')), newCustomer);
  assert.equal(later.status, 200, later.text);
});

test("[family:brute-force] bank-app approval prompts are rationed with the OTP sends: a stranger's 25 requests open 3", async () => {
  const s = sandbox();
  const token = await s.login(freshSub('prompter'));
  const pre = await s.preRegister(token, registered, { channel: 'kma', isSkipReplace: true });
  assert.equal(pre.status, 200, pre.text);
  const { registerRef } = pre.body.data;
  const answers = [];
  for (let i = 0; i < 25; i += 1) answers.push(await s.bank('POST', '/registers/kma/deep-link/request', { token, body: { registerRef } }));
  assert.deepEqual(
    answers.slice(0, 4).map((reply) => reply.status),
    [200, 200, 200, 400],
  );
  assert.ok(answers.slice(3).every((reply) => reply.body.code === 'LKS0202'));
  const otp = await s.bank('POST', '/registers/otp/request', { token, body: { registerRef } });
  assert.equal(otp.body.code, 'LKS0202', 'an SMS is no way around it');
});
