'use strict';
// A verify token carries what it was earned for. Each verified call accepts only the purposes
// of the journeys that make it; destructive calls accept only their own.
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, seedCustomer } = require('../test-support/sandbox-client');
const { bankRoutes } = require('../dist/routes/index.js');

const sandbox = useSandbox(test);
const registered = seedCustomer('registered');
const SUB = 'U-registered-1';

async function linkedAccounts(s) {
  return (await s.state(SUB)).link.accounts;
}

/** Every verified call, with a body that would succeed for a token of the right purpose. */
async function verifiedCalls(s) {
  const accounts = await linkedAccounts(s);
  const today = (await s.control('GET', '/clock')).body.now.slice(0, 10);
  return {
    'GET /bank-accounts': (token) => s.bank('GET', '/bank-accounts', { token }),
    'POST /bank-accounts/soft-add': (token) => s.bank('POST', '/bank-accounts/soft-add', { token, body: { accountNumber: '2000000014' } }),
    'POST /bank-accounts/soft-delete': (token) =>
      s.bank('POST', '/bank-accounts/soft-delete', { token, body: { accountId: accounts[0].accountId } }),
    'POST /bank-accounts/submit': (token) =>
      s.bank('POST', '/bank-accounts/submit', {
        token,
        body: {
          accounts: [
            {
              accountId: accounts[0].accountId,
              accountNumber: accounts[0].accountNumber,
              accountType: 'SVNG',
              isNotificationEnabled: false,
            },
          ],
        },
      }),
    'POST /statements': (token) =>
      s.bank('POST', '/statements', {
        token,
        body: {
          accountRef: accounts[0].accountRef,
          Language: 'TH',
          FromBookingDateTime: `${today}T00:00:00+07:00`,
          ToBookingDateTime: `${today}T23:59:59+07:00`,
          Email: 'somsak.c@example.com',
        },
      }),
    'POST /bank-accounts/account-details/statement': (token) =>
      s.bank('POST', '/bank-accounts/account-details/statement', { token, body: { accountRef: accounts[0].accountRef } }),
    'POST /consents/maintenance-forms': (token) => s.bank('POST', '/consents/maintenance-forms', { token, body: {} }),
    'POST /un-registers': (token) => s.bank('POST', '/un-registers', { token, body: {} }),
  };
}

const ALLOWED = {
  ACCOUNT_MANAGEMENT: [
    'GET /bank-accounts',
    'POST /bank-accounts/soft-add',
    'POST /bank-accounts/soft-delete',
    'POST /bank-accounts/submit',
  ],
  STATEMENT_REQUEST: ['POST /bank-accounts/account-details/statement', 'POST /statements'],
  DEREGISTRATION: ['POST /un-registers'],
  CONSENT_MANAGEMENT: ['POST /consents/maintenance-forms'],
  OTHER: [],
};

async function assertUnchanged(s, before) {
  const state = await s.state(SUB);
  assert.equal(state.registered, true, 'still registered');
  assert.deepEqual(state.link.accounts, before.link.accounts, 'linked accounts unchanged');
  assert.equal(state.accountDraft, null, 'no draft edits');
  assert.deepEqual((await s.control('GET', '/outbox')).body.emails, [], 'no statement sent');
}

test('[family:token-misuse] every call a service verify token may make is tried with every purpose here', async () => {
  const serviceCalls = bankRoutes
    .filter((route) => route.auth === 'verified' && route.flows.some((flow) => flow !== 'register'))
    .map((route) => `${route.method} ${route.path}`);
  assert.deepEqual(Object.keys(await verifiedCalls(sandbox())).sort(), serviceCalls.sort());
});

for (const [purpose, allowed] of Object.entries(ALLOWED)) {
  test(`[family:token-misuse] a verify token earned for ${purpose} is refused by every other verified call and changes nothing`, async () => {
    const s = sandbox();
    const access = await s.login(SUB);
    const verifyToken = await s.verifyServiceByOtp(access, registered.mobile, purpose);
    const before = await s.state(SUB);
    const calls = await verifiedCalls(s);
    for (const [name, call] of Object.entries(calls)) {
      if (allowed.includes(name)) continue;
      const reply = await call(verifyToken);
      assert.equal(reply.status, 401, `${name}: ${reply.text}`);
      assert.equal(reply.body.code, 'LKS0107', name);
    }
    await assertUnchanged(s, before);
  });
}

test("[family:token-misuse] each journey's own purpose is accepted by its calls", async () => {
  const s = sandbox();
  const access = await s.login(SUB);
  const calls = await verifiedCalls(s);
  const accountToken = await s.verifyServiceByOtp(access, registered.mobile, 'ACCOUNT_MANAGEMENT');
  for (const name of ['GET /bank-accounts', 'POST /bank-accounts/soft-add', 'POST /bank-accounts/submit']) {
    assert.equal((await calls[name](accountToken)).status, 200, name);
  }
  const statementToken = await s.verifyServiceByOtp(access, registered.mobile, 'STATEMENT_REQUEST');
  assert.equal((await calls['POST /statements'](statementToken)).status, 200);
  await s.advance(16 * 60);
  const leaveToken = await s.verifyServiceByOtp(access, registered.mobile, 'DEREGISTRATION');
  assert.equal((await calls['POST /un-registers'](leaveToken)).status, 200);
});

test('[family:token-misuse] an unknown X-Purpose earns an OTHER token that no verified call accepts', async () => {
  const s = sandbox();
  const access = await s.login(SUB);
  const token = await s.verifyServiceByOtp(access, registered.mobile, 'deregistration');
  const calls = await verifiedCalls(s);
  assert.equal((await calls['POST /un-registers'](token)).body.code, 'LKS0107');
  assert.equal((await calls['GET /bank-accounts'](token)).body.code, 'LKS0107');
});

test('[family:token-misuse] a registration verify token cannot unregister, change linked accounts or request statements', async () => {
  const s = sandbox();
  // The registered user starts a registration of the same customer and passes its OTP.
  const flow = await s.verifyRegistrationByOtp(SUB, registered);
  const before = await s.state(SUB);
  const calls = await verifiedCalls(s);
  for (const name of ['POST /un-registers', 'POST /bank-accounts/submit', 'POST /bank-accounts/soft-delete', 'POST /statements']) {
    const reply = await calls[name](flow.verifyToken);
    assert.equal(reply.status, 401, `${name}: ${reply.text}`);
    assert.equal(reply.body.code, 'LKS0107', name);
  }
  await assertUnchanged(s, before);
});

test('[family:token-misuse] a service verify token cannot submit a registration', async () => {
  const s = sandbox();
  const flow = await s.verifyRegistrationByOtp(SUB, registered);
  const serviceToken = await s.verifyServiceByOtp(flow.accessToken, registered.mobile, 'ACCOUNT_MANAGEMENT');
  const reply = await s.bank('POST', '/registers/submit', {
    token: serviceToken,
    body: {
      registerRef: flow.registerRef,
      registerAccounts: [{ accountNumber: '2000000011', accountType: 'SVNG', isNotificationEnabled: true }],
    },
  });
  assert.equal(reply.status, 401, reply.text);
});

test('[family:token-misuse] a bank-app (KMA) approval for a statement gives a token that cannot unregister', async () => {
  const s = sandbox();
  const token = await s.login(SUB);
  const request = await s.bank('POST', '/verification/kma/request', {
    token,
    body: { redirectPath: '/auth-kma-verification', purpose: 'STATEMENT_REQUEST' },
  });
  const authRef = request.body.data.authenticationReference;
  await s.control('POST', '/kma/decide', { authRef, decision: 'approve' });
  const done = await s.bank('POST', '/verification/kma/verify', { token, body: { authRef } });
  assert.equal(done.body.data.status, 'FNLD');
  const reply = await s.bank('POST', '/un-registers', { token: done.body.data.accessToken, body: {} });
  assert.equal(reply.body.code, 'LKS0107');
  assert.equal((await s.state(SUB)).registered, true);
});

test("[family:token-misuse] an access token alone never reads an account's full number and the customer's e-mail", async () => {
  const s = sandbox();
  const access = await s.login(SUB);
  const [account] = await linkedAccounts(s);
  const reply = await s.bank('POST', '/bank-accounts/account-details/statement', {
    token: access,
    body: { accountRef: account.accountRef },
  });
  assert.equal(reply.status, 401, reply.text);
  assert.equal(reply.body.code, 'LKS0107');
  assert.equal(reply.body.data, null);
});

test('[family:token-misuse] a verify token is refused 15 minutes after it was earned while the access token still serves', async () => {
  const s = sandbox();
  const access = await s.login(SUB);
  const verifyToken = await s.verifyServiceByOtp(access, registered.mobile, 'ACCOUNT_MANAGEMENT');
  await s.advance(15 * 60 - 1);
  assert.equal((await s.bank('GET', '/bank-accounts', { token: verifyToken })).status, 200);
  await s.advance(1);
  const late = await s.bank('GET', '/bank-accounts', { token: verifyToken });
  assert.equal(late.status, 401, late.text);
  assert.equal(late.body.code, 'LKS0106');
  const menu = await s.bank('POST', '/settings/check-pre-setting', { token: access, body: {} });
  assert.equal(menu.status, 200, menu.text);
});

test('[family:token-misuse] a LINE ID token is exchanged once; again only with the access token its last exchange gave', async () => {
  const s = sandbox();
  const idToken = await s.idToken(SUB);
  const exchange = (oldAccessToken) =>
    s.bank('POST', '/verify-token', { body: oldAccessToken ? { lineIdToken: idToken, oldAccessToken } : { lineIdToken: idToken } });
  const first = await exchange();
  assert.equal(first.status, 200, first.text);
  const firstToken = first.body.data.accessToken;
  const someoneElses = await s.login(SUB);
  for (const oldAccessToken of [undefined, someoneElses, 'sbx-at-made-up']) {
    const replay = await exchange(oldAccessToken);
    assert.equal(replay.status, 401, replay.text);
    assert.equal(replay.body.code, 'LINE_ID_TOKEN_REUSED');
  }
  // The holder renews its session (an expired access token, a reload) with the token it holds.
  const renewed = await exchange(firstToken);
  assert.equal(renewed.status, 200, renewed.text);
  assert.equal((await exchange(firstToken)).body.code, 'LINE_ID_TOKEN_REUSED', 'the chain has moved on');
  assert.equal((await exchange(renewed.body.data.accessToken)).status, 200);
});
