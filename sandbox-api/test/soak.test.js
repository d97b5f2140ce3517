'use strict';
// A bounded soak: a few hundred complete registrations and statement requests against one
// sandbox process, over loopback. Every call must succeed, and the heap after garbage
// collection must not keep climbing: the second half may add only a little to the first.
const test = require('node:test');
const assert = require('node:assert/strict');
const v8 = require('node:v8');
const vm = require('node:vm');
const { startSandbox, freshSub, seedCustomer } = require('../test-support/sandbox-client');

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

const JOURNEYS = 200;
// The sandbox keeps its records (outbox, registrations) in memory by design, a few KB per
// journey; a leak of sockets, listeners or buffers per request would be far above this.
const SECOND_HALF_GROWTH_LIMIT_BYTES = 24 * 1024 * 1024;
const CUSTOMERS = [seedCustomer('new-without-kma'), seedCustomer('new-with-kma')];

function heapAfterGc() {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

async function oneJourney(s, index) {
  // A day passes between journeys, so the daily OTP send limits never come into play.
  await s.advance(24 * 3600 + 60);
  const sub = freshSub(`soak${index}`);
  const customer = CUSTOMERS[index % CUSTOMERS.length];
  // Each customer registers again and again under new LINE users: the link moves each time.
  const flow = await s.verifyRegistrationByOtp(sub, customer, { isSkipReplace: true });
  const listed = await s.bank('GET', '/bank-accounts', { token: flow.verifyToken });
  assert.equal(listed.status, 200, listed.text);
  const submit = await s.bank('POST', '/registers/submit', {
    token: flow.verifyToken,
    body: {
      registerRef: flow.registerRef,
      registerAccounts: listed.body.data.accounts.map(({ accountNumber, accountType }) => ({
        accountNumber,
        accountType,
        isNotificationEnabled: true,
      })),
    },
  });
  assert.equal(submit.status, 200, submit.text);

  const statementToken = await s.verifyServiceByOtp(flow.accessToken, customer.mobile, 'STATEMENT_REQUEST');
  const [account] = (await s.state(sub)).link.accounts;
  const today = (await s.control('GET', '/clock')).body.now.slice(0, 10);
  const statement = await s.bank('POST', '/statements', {
    token: statementToken,
    body: {
      accountRef: account.accountRef,
      Language: index % 2 ? 'EN' : 'TH',
      FromBookingDateTime: `${today}T00:00:00+07:00`,
      ToBookingDateTime: `${today}T23:59:59+07:00`,
      Email: 'soak@example.com',
    },
  });
  assert.equal(statement.status, 200, statement.text);
}

test(
  `[family:soak] ${JOURNEYS} registrations and statement requests on one sandbox: no error, heap does not keep growing`,
  { timeout: 90_000 },
  async (t) => {
    const s = await startSandbox();
    try {
      const half = JOURNEYS / 2;
      for (let i = 0; i < 10; i += 1) await oneJourney(s, 1000 + i); // warm-up: JIT, pools, caches
      const start = heapAfterGc();
      for (let i = 0; i < half; i += 1) await oneJourney(s, i);
      const middle = heapAfterGc();
      for (let i = half; i < JOURNEYS; i += 1) await oneJourney(s, i);
      const end = heapAfterGc();
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      t.diagnostic(`heap growth: first half ${mb(middle - start)}, second half ${mb(end - middle)}`);
      assert.ok(end - middle < SECOND_HALF_GROWTH_LIMIT_BYTES, `second half grew the heap by ${mb(end - middle)}`);
      const outbox = (await s.control('GET', '/outbox')).body;
      assert.equal(outbox.emails.length, JOURNEYS + 10);
    } finally {
      await s.close();
    }
  },
);
