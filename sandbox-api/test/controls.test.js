'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, seedCustomer, SEED, PREFIX } = require('../test-support/sandbox-client');
const { isValidThaiId } = require('../dist/state/thai-id.js');

const sandbox = useSandbox(test);

test('fail-next: the next call to that path answers the code, then calls work again', async () => {
  const s = sandbox();
  const added = await s.control('POST', '/fail-next', { path: '/feature-flags', code: 'LKS0303' });
  assert.equal(added.status, 200);
  const forced = await s.bank('GET', '/feature-flags');
  assert.equal(forced.status, 400);
  assert.equal(forced.body.code, 'LKS0303');
  assert.equal(forced.body.data, null);
  assert.equal((await s.bank('GET', '/feature-flags')).status, 200);
});

test("fail-next: LKS0106 is answered even with a good token (provokes the app's re-verify)", async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  await s.control('POST', '/fail-next', { method: 'POST', path: `${PREFIX}/settings/check-pre-setting`, code: 'LKS0106', times: 2 });
  for (let i = 0; i < 2; i += 1) {
    const reply = await s.bank('POST', '/settings/check-pre-setting', { token, body: {} });
    assert.equal(reply.status, 401);
    assert.equal(reply.body.code, 'LKS0106');
  }
  assert.equal((await s.bank('POST', '/settings/check-pre-setting', { token, body: {} })).status, 200);
});

test('fail-next: status, cooldown, method filter, path patterns and UNKNOWN as a forced 500', async () => {
  const s = sandbox();
  await s.control('POST', '/fail-next', { path: '/registers/otp/request', code: 'LKS0406', cooldownSeconds: 120 });
  const now = Date.parse((await s.control('GET', '/clock')).body.now);
  const locked = await s.bank('POST', '/registers/otp/request', { body: {} });
  assert.equal(locked.status, 423);
  assert.equal(locked.body.code, 'LKS0406');
  assert.equal((Date.parse(locked.body.metadata.cooldownFinishedAt) - now) / 1000 >= 119, true);

  await s.control('POST', '/fail-next', { method: 'PUT', path: '/survey-submissions/:id', code: 'UNKNOWN' });
  const token = await s.login('U-registered-1');
  assert.equal((await s.bank('GET', '/active/survey-submissions', { token })).status, 200, 'GET is not PUT');
  const generic = await s.bank('PUT', '/survey-submissions/SUB-CUST-08', { token, body: { answers: ['1'] } });
  assert.equal(generic.status, 500);
  assert.equal(generic.body.code, 'UNKNOWN');

  await s.control('POST', '/fail-next', { path: '/feature-flags', code: 'LKS0505', status: 409, message: 'forced' });
  const custom = await s.bank('GET', '/feature-flags');
  assert.equal(custom.status, 409);
  assert.equal(custom.body.message, 'forced');
});

test('fail-next: NETWORK_ERROR drops the connection without an answer', async () => {
  const s = sandbox();
  await s.control('POST', '/fail-next', { path: '/feature-flags', code: 'NETWORK_ERROR' });
  await assert.rejects(s.bank('GET', '/feature-flags'));
  assert.equal((await s.bank('GET', '/feature-flags')).status, 200);
});

test('fail-next: NETWORK_ERROR with a status, cooldown or message is refused, since no answer carries them', async () => {
  const s = sandbox();
  for (const extra of [{ status: 503 }, { cooldownSeconds: 60 }, { message: 'down' }]) {
    const reply = await s.control('POST', '/fail-next', { path: '/feature-flags', code: 'NETWORK_ERROR', ...extra });
    assert.equal(reply.status, 400, JSON.stringify(extra));
    assert.equal(
      reply.body.error,
      'NETWORK_ERROR closes the connection without an answer: status, cooldownSeconds and message have no place',
    );
  }
  assert.deepEqual((await s.control('GET', '/fail-next')).body.rules, []);
});

test('fail-next: bad requests are refused; rules can be listed and cleared', async () => {
  const s = sandbox();
  assert.equal((await s.control('POST', '/fail-next', { code: 'LKS0303' })).status, 400);
  assert.equal((await s.control('POST', '/fail-next', { path: '/statements', code: 'LKS0303', times: 0 })).status, 400);
  await s.control('POST', '/fail-next', { path: '/statements', code: 'LKS0303', times: 3 });
  assert.equal((await s.control('GET', '/fail-next')).body.rules[0].remaining, 3);
  await s.request('DELETE', '/__sandbox/fail-next');
  assert.deepEqual((await s.control('GET', '/fail-next')).body.rules, []);
});

test('fail-next and hold-next refuse a rule no bank call would ever meet, naming why', async () => {
  const s = sandbox();
  for (const control of ['/fail-next', '/hold-next']) {
    for (const [rule, reason] of [
      [{ path: '/registers/otp/requset' }, /^\/registers\/otp\/requset is no bank call/],
      [{ path: '/x' }, /^\/x is no bank call/],
      [{ path: '/statements', method: 'FETCH' }, /^\/statements answers POST, not FETCH$/],
      [{ path: '/survey-submissions/:id', method: 'POST' }, /^\/survey-submissions\/:id answers PUT, not POST$/],
    ]) {
      const reply = await s.control('POST', control, { ...rule, code: 'LKS0303', ms: 100 });
      assert.equal(reply.status, 400, `${control} ${JSON.stringify(rule)}`);
      assert.match(reply.body.error, reason);
    }
    assert.deepEqual((await s.control('GET', control)).body.rules, []);
  }
});

test('fail-next takes a path copied from the network tab, prefix and query included', async () => {
  const s = sandbox();
  const added = await s.control('POST', '/fail-next', { path: `${PREFIX}/feature-flags?x=1`, code: 'LKS0303' });
  assert.equal(added.status, 200);
  assert.equal(added.body.rules[0].path, '/feature-flags');
  assert.equal((await s.bank('GET', '/feature-flags')).body.code, 'LKS0303');
});

test('reset restores the seed: links, consent, outbox, token lifetime and clock', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const verifyToken = await s.verifyServiceByOtp(token, seedCustomer('registered').mobile, 'DEREGISTRATION');
  await s.bank('POST', '/un-registers', { token: verifyToken, body: {} });
  await s.control('POST', '/token-lifetime', { seconds: 5 });
  await s.advance(3600);
  await s.control('POST', '/reset');
  assert.equal((await s.state('U-registered-1')).registered, true);
  assert.deepEqual((await s.control('GET', '/outbox')).body, { sms: [], emails: [] });
  assert.equal((await s.control('GET', '/token-lifetime')).body.seconds, 1800);
  const skew = Math.abs(Date.parse((await s.control('GET', '/clock')).body.now) - Date.now());
  assert.ok(skew < 5000, `clock back to real time (${skew} ms off)`);
  // Old tokens are gone with the state.
  assert.equal((await s.bank('POST', '/settings/check-pre-setting', { token, body: {} })).body.code, 'LKS0107');
});

test('the clock control refuses nonsense and moves forward', async () => {
  const s = sandbox();
  assert.equal((await s.control('POST', '/clock', { advanceSeconds: 'soon' })).status, 400);
  const before = Date.parse((await s.control('GET', '/clock')).body.now);
  const after = Date.parse((await s.advance(7200)).body.now);
  assert.ok(after - before >= 7200 * 1000);
});

test('the clock refuses a jump past the year 9999 and keeps its time, so the bank goes on answering', async () => {
  const s = sandbox();
  const before = (await s.control('GET', '/clock')).body.now;
  for (const advanceSeconds of [1e300, 9e12]) {
    const reply = await s.control('POST', '/clock', { advanceSeconds });
    assert.equal(reply.status, 400, String(advanceSeconds));
    assert.match(reply.body.error, /before the year 10000/);
  }
  const after = await s.control('GET', '/clock');
  assert.equal(after.status, 200);
  assert.ok(Date.parse(after.body.now) - Date.parse(before) < 60_000, after.body.now);
  const token = await s.login('U-registered-1');
  assert.equal((await s.bank('POST', '/verification/otp/request', { token, body: {} })).status, 200);
});

test('the outbox page is Thai and lists the SMS codes; ?to= filters the JSON', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  await s.bank('POST', '/verification/otp/request', { token, body: {} });
  const { code } = await s.lastSms(seedCustomer('registered').mobile);
  const page = await s.request('GET', '/__sandbox/outbox.html');
  assert.match(page.headers.get('content-type'), /text\/html/);
  assert.match(page.text, /lang="th"/);
  assert.match(page.text, /รหัส OTP/);
  assert.ok(page.text.includes(code));
  assert.equal((await s.control('GET', '/outbox?to=0800000000')).body.sms.length, 0);
});

test('the state control describes a LINE user, and without sub lists the links', async () => {
  const s = sandbox();
  const state = await s.state('U-registered-1');
  assert.equal(state.registered, true);
  assert.equal(state.customer.name, seedCustomer('registered').name);
  assert.equal(state.link.accounts.length, 3);
  assert.deepEqual(state.survey.answers, ['1', '5', '17']);
  const unknown = await s.state(freshSub());
  assert.equal(unknown.registered, false);
  assert.equal(unknown.customer, null);
  const all = (await s.control('GET', '/state')).body;
  assert.ok(all.links.some((link) => link.sub === 'U-registered-1'));
});

test('the seed: valid Thai IDs, valid mobiles, unique 10-digit accounts, every path covered', async () => {
  const ids = new Set();
  const accounts = new Set();
  for (const customer of SEED.customers) {
    assert.ok(isValidThaiId(customer.nationalId), `${customer.key} ID checksum`);
    assert.match(customer.mobile, /^0[1-9]\d{8}$/);
    assert.ok(!ids.has(customer.nationalId));
    ids.add(customer.nationalId);
    for (const account of customer.accounts) {
      assert.match(account.accountNumber, /^\d{10}$/);
      assert.ok(!accounts.has(account.accountNumber), `${account.accountNumber} unique`);
      accounts.add(account.accountNumber);
    }
  }
  const keys = SEED.customers.map((c) => c.key);
  for (const key of [
    'new-with-kma',
    'new-without-kma',
    'captcha-required',
    'linked-to-other-line-user',
    'suspended',
    'locked',
    'many-accounts',
    'registered',
    'registered-never-consented',
  ]) {
    assert.ok(keys.includes(key), key);
  }
  assert.equal(SEED.customers.find((c) => c.key === 'registered').lineSub, 'U-registered-1');
  assert.equal(SEED.customers.find((c) => c.key === 'many-accounts').accounts.filter((a) => a.offeredAtRegistration).length, 14);
  assert.ok(!accounts.has(SEED.unknownAccountNumber));
  assert.ok(!isValidThaiId('1101700001017'));

  const served = (await sandbox().control('GET', '/seed')).body;
  assert.equal(served.customers.length, SEED.customers.length);
  assert.match(served.customers[0].accounts[0].accountRef, /^AR-/);
});

test('health and the home page answer; unknown controls are 404', async () => {
  const s = sandbox();
  assert.deepEqual((await s.control('GET', '/health')).body, { ok: true, url: s.url });
  assert.match((await s.request('GET', '/')).text, /ธนาคารจำลอง/);
  assert.equal((await s.control('GET', '/nothing-here')).status, 404);
});

test('a control called with a method it does not take answers 405 naming the ones it does', async () => {
  const s = sandbox();
  for (const [method, path, allow] of [
    ['GET', '/reset', 'POST'],
    ['PUT', '/fail-next', 'POST, GET, DELETE'],
    ['POST', '/outbox', 'GET'],
  ]) {
    const reply = await s.control(method, path);
    assert.equal(reply.status, 405, `${method} ${path}`);
    assert.equal(reply.headers.get('allow'), allow);
    assert.equal(reply.body.error, `${method} is not a method of /__sandbox${path}; it takes ${allow}`);
  }
});

test("the bank's answers tell its own clock in Date, moved with the clock control, readable from the app's origins", async () => {
  const s = sandbox();
  await s.advance(7200);
  const clock = Date.parse((await s.control('GET', '/clock')).body.now);
  const reply = await s.bank('POST', '/registers/otp/request', { body: {}, headers: { Origin: 'http://localhost:3001' } });
  // The app measures a lock's cooldownFinishedAt from this header (docs/bank-api.md): on the real clock, a moved sandbox clock would read as a lock hours long.
  const told = Date.parse(reply.headers.get('date'));
  assert.ok(Math.abs(told - clock) < 5000, `Date ${reply.headers.get('date')} is the sandbox's clock`);
  assert.match(reply.headers.get('access-control-expose-headers') ?? '', /\bDate\b/);
});
