'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, seedCustomer } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);
const registered = seedCustomer('registered');

function shift(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function setUp(s) {
  const token = await s.login('U-registered-1');
  const verifyToken = await s.verifyServiceByOtp(token, registered.mobile, 'STATEMENT_REQUEST');
  const [account] = (await s.state('U-registered-1')).link.accounts;
  const today = (await s.control('GET', '/clock')).body.now.slice(0, 10);
  const request = (from, to, extra = {}) =>
    s.bank('POST', '/statements', {
      token: verifyToken,
      body: {
        accountRef: account.accountRef,
        Language: 'TH',
        FromBookingDateTime: `${from}T00:00:00+07:00`,
        ToBookingDateTime: `${to}T23:59:59+07:00`,
        Email: 'somsak.c@example.com',
        ...extra,
      },
    });
  return { token, verifyToken, account, today, request };
}

test('pre-generate validation passes for a linked account, LKS0503 for another, LKS1002 for an unregistered user', async () => {
  const s = sandbox();
  const { token, account } = await setUp(s);
  const ok = await s.bank('GET', `/statements/pre-generate-validate?bank_acc_id=${account.accountRef}`, { token });
  assert.equal(ok.status, 200);
  assert.deepEqual(ok.body.data, {});
  assert.equal((await s.bank('GET', '/statements/pre-generate-validate?bank_acc_id=AR-NOPE', { token })).body.code, 'LKS0503');
  const stranger = await s.login(freshSub());
  const unregistered = await s.bank('GET', `/statements/pre-generate-validate?bank_acc_id=${account.accountRef}`, { token: stranger });
  assert.equal(unregistered.status, 400);
  assert.equal(unregistered.body.code, 'LKS1002');
});

test('a statement request lands in the outbox as an e-mail with the period, language and address', async () => {
  const s = sandbox();
  const { request, today, account } = await setUp(s);
  const from = shift(today, -29);
  const reply = await request(from, today, { Language: 'EN', Email: 'me+statements@example.co.th' });
  assert.equal(reply.status, 200, reply.text);
  assert.deepEqual(reply.body.data, {});
  const { emails } = (await s.control('GET', '/outbox')).body;
  assert.equal(emails.length, 1);
  const [email] = emails;
  assert.equal(email.to, 'me+statements@example.co.th');
  assert.equal(email.accountRef, account.accountRef);
  assert.equal(email.accountNumber, account.accountNumber);
  assert.equal(email.language, 'EN');
  assert.equal(email.fromBookingDateTime, `${from}T00:00:00+07:00`);
  assert.equal(email.toBookingDateTime, `${today}T23:59:59+07:00`);
  assert.equal(email.fromDate, from);
  assert.equal(email.toDate, today);
  assert.match(email.requestedAt, /\+07:00$/);
  const page = await s.request('GET', '/__sandbox/outbox.html');
  assert.match(page.text, /me\+statements@example\.co\.th/);
  assert.match(page.text, /อีเมล/);
});

test('each preset period of the app is accepted, including 360 days', async () => {
  const s = sandbox();
  for (const days of [30, 90, 180, 270, 360]) {
    // A verify token sends one statement, so each period starts from a fresh bank.
    await s.control('POST', '/reset');
    const { request, today } = await setUp(s);
    const reply = await request(shift(today, -days + 1), today);
    assert.equal(reply.status, 200, `${days} days: ${reply.text}`);
    assert.equal((await s.control('GET', '/outbox')).body.emails.length, 1);
  }
});

test('the limit is 365 days back from the to-date: 366 refused, 365 accepted', async () => {
  const s = sandbox();
  const { request, today } = await setUp(s);
  const tooLong = await request(shift(today, -366), today);
  assert.equal(tooLong.status, 400);
  assert.equal(tooLong.body.code, 'UNKNOWN');
  assert.equal((await request(shift(today, -365), today)).status, 200);
});

test('refused: from after to, a to-date after today in Thailand, a bad e-mail, a bad language, a malformed date', async () => {
  const s = sandbox();
  const { request, today } = await setUp(s);
  const refusals = [
    await request(today, shift(today, -1)),
    await request(today, shift(today, 1)),
    await request(shift(today, -5), today, { Email: 'not-an-email' }),
    await request(shift(today, -5), today, { Email: 'a@b.c' }),
    await request(shift(today, -5), today, { Language: 'JP' }),
    await request(shift(today, -5), today, { FromBookingDateTime: `${shift(today, -5)}T00:00:00Z` }),
    await request('2025-02-30', today),
  ];
  for (const reply of refusals) {
    assert.equal(reply.status, 400, reply.text);
    assert.equal(reply.body.code, 'UNKNOWN');
  }
  assert.equal((await s.control('GET', '/outbox')).body.emails.length, 0);
});

test('statements need a verify token', async () => {
  const s = sandbox();
  const { token, account, today } = await setUp(s);
  const reply = await s.bank('POST', '/statements', {
    token,
    body: {
      accountRef: account.accountRef,
      Language: 'TH',
      FromBookingDateTime: `${today}T00:00:00+07:00`,
      ToBookingDateTime: `${today}T23:59:59+07:00`,
      Email: 'a@example.com',
    },
  });
  assert.equal(reply.status, 401);
  assert.equal(reply.body.code, 'LKS0107');
});

test('"today" follows the sandbox clock in Thailand time', async () => {
  const s = sandbox();
  const { request, today } = await setUp(s);
  assert.equal((await request(today, shift(today, 1))).status, 400);
  await s.advance(24 * 60 * 60);
  const again = await setUp(s);
  assert.equal(again.today, shift(today, 1));
  assert.equal((await again.request(today, shift(today, 1))).status, 200);
});
