'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, seedCustomer, SEED } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);

const dormant = SEED.specialAccounts.find((a) => a.dormant).accountNumber;
const unsupported = SEED.specialAccounts.find((a) => !a.dormant).accountNumber;

test('registration: 14 listed accounts, the 15th added, the 16th refused with LKS0502', async () => {
  const s = sandbox();
  const customer = seedCustomer('many-accounts');
  const flow = await s.verifyRegistrationByOtp(freshSub('many'), customer);
  const listed = await s.bank('GET', '/bank-accounts', { token: flow.verifyToken });
  assert.equal(listed.body.data.accounts.length, 14);
  const types = new Set(listed.body.data.accounts.map((a) => a.accountType));
  assert.deepEqual([...types].sort(), ['CURR', 'SVNG', 'TIME']);

  const add = (accountNumber) =>
    s.bank('POST', '/bank-accounts/soft-add', { token: flow.verifyToken, body: { registerRef: flow.registerRef, accountNumber } });
  const fifteenth = await add('1000000715');
  assert.equal(fifteenth.status, 200);
  assert.deepEqual(fifteenth.body.data.account, {
    accountId: null,
    accountNumber: '1000000715',
    accountType: 'SVNG',
    isNotificationEnabled: false,
    accountStatus: 'Active',
    accountRef: fifteenth.body.data.account.accountRef,
  });
  const sixteenth = await add('1000000716');
  assert.equal(sixteenth.status, 400);
  assert.equal(sixteenth.body.code, 'LKS0502');
  assert.equal((await s.bank('GET', '/bank-accounts', { token: flow.verifyToken })).body.data.accounts.length, 15);

  const item = (accountNumber) => ({ accountNumber, accountType: 'SVNG', isNotificationEnabled: true });
  const tooMany = listed.body.data.accounts.map((a) => item(a.accountNumber)).concat([item('1000000715'), item('1000000716')]);
  const submit = await s.bank('POST', '/registers/submit', {
    token: flow.verifyToken,
    body: { registerRef: flow.registerRef, registerAccounts: tooMany },
  });
  assert.equal(submit.body.code, 'LKS0502');
});

test("soft-add refusals: unknown LKS0503, another customer's LKS0503, unsupported LKS0504, already listed LKS0505, dormant LKS0506", async () => {
  const s = sandbox();
  // The dormant and unsupported seeded accounts belong to new-without-kma.
  const flow = await s.verifyRegistrationByOtp(freshSub(), seedCustomer('new-without-kma'));
  const add = (accountNumber) =>
    s.bank('POST', '/bank-accounts/soft-add', { token: flow.verifyToken, body: { registerRef: flow.registerRef, accountNumber } });
  assert.equal((await add(SEED.unknownAccountNumber)).body.code, 'LKS0503');
  assert.equal((await add('2000000011')).body.code, 'LKS0503');
  assert.equal((await add(unsupported)).body.code, 'LKS0504');
  assert.equal((await add('1000000021')).body.code, 'LKS0505');
  assert.equal((await add(dormant)).body.code, 'LKS0506');
  const ok = await add('1000000023');
  assert.equal(ok.status, 200);
  assert.equal((await add('1000000023')).body.code, 'LKS0505');
});

test('the unsupported and dormant accounts are never listed', async () => {
  const s = sandbox();
  const flow = await s.verifyRegistrationByOtp(freshSub(), seedCustomer('new-without-kma'));
  const numbers = (await s.bank('GET', '/bank-accounts', { token: flow.verifyToken })).body.data.accounts.map((a) => a.accountNumber);
  assert.ok(!numbers.includes(dormant));
  assert.ok(!numbers.includes(unsupported));
});

test('settings: linked accounts with ids; soft-add, soft-delete and submit replace the linked set', async () => {
  const s = sandbox();
  const customer = seedCustomer('registered');
  const token = await s.login('U-registered-1');
  const verifyToken = await s.verifyServiceByOtp(token, customer.mobile, 'ACCOUNT_MANAGEMENT');
  const listed = (await s.bank('GET', '/bank-accounts', { token: verifyToken })).body.data.accounts;
  assert.deepEqual(
    listed.map((a) => [a.accountNumber, a.isNotificationEnabled, a.accountStatus]),
    [
      ['2000000011', true, 'Active'],
      ['2000000012', false, 'Active'],
      ['2000000013', true, 'Inactive'],
    ],
  );
  assert.ok(listed.every((a) => /^ACC-/.test(a.accountId)));

  assert.equal(
    (await s.bank('POST', '/bank-accounts/soft-add', { token: verifyToken, body: { accountNumber: '2000000011' } })).body.code,
    'LKS0505',
  );
  const added = await s.bank('POST', '/bank-accounts/soft-add', { token: verifyToken, body: { accountNumber: '2000000014' } });
  assert.equal(added.status, 200);
  assert.equal(added.body.data.account.accountId, null);
  const deleted = await s.bank('POST', '/bank-accounts/soft-delete', { token: verifyToken, body: { accountId: listed[1].accountId } });
  assert.equal(deleted.status, 200);
  assert.deepEqual(
    (await s.bank('GET', '/bank-accounts', { token: verifyToken })).body.data.accounts.map((a) => a.accountNumber),
    ['2000000011', '2000000013', '2000000014'],
  );
  // Nothing is saved until submit.
  assert.equal((await s.state('U-registered-1')).link.accounts.length, 3);

  const submit = await s.bank('POST', '/bank-accounts/submit', {
    token: verifyToken,
    body: {
      accounts: [
        { accountId: listed[0].accountId, accountNumber: '2000000011', accountType: 'SVNG', isNotificationEnabled: false },
        { accountNumber: '2000000014', accountType: 'SVNG', isNotificationEnabled: true },
      ],
    },
  });
  assert.equal(submit.status, 200, submit.text);
  const saved = (await s.state('U-registered-1')).link.accounts;
  assert.deepEqual(
    saved.map((a) => [a.accountNumber, a.isNotificationEnabled]),
    [
      ['2000000011', false],
      ['2000000014', true],
    ],
  );
  assert.equal(saved[0].accountId, listed[0].accountId, 'a kept account keeps its id');
  assert.match(saved[1].accountId, /^ACC-/);
});

test("settings submit refuses an empty list, more than 15, and an accountId that is not the user's", async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const verifyToken = await s.verifyServiceByOtp(token, seedCustomer('registered').mobile, 'ACCOUNT_MANAGEMENT');
  const submit = (accounts) => s.bank('POST', '/bank-accounts/submit', { token: verifyToken, body: { accounts } });
  assert.equal((await submit([])).status, 400);
  const sixteen = Array.from({ length: 16 }, () => ({ accountNumber: '2000000011', accountType: 'SVNG', isNotificationEnabled: true }));
  assert.equal((await submit(sixteen)).body.code, 'LKS0502');
  assert.equal(
    (await submit([{ accountId: 'ACC-NOT-MINE', accountNumber: '2000000011', accountType: 'SVNG', isNotificationEnabled: true }])).body
      .code,
    'LKS0503',
  );
});

test('soft-delete keeps at least one account and refuses unknown ids', async () => {
  const s = sandbox();
  const token = await s.login('U-no-consent-1');
  const verifyToken = await s.verifyServiceByOtp(token, seedCustomer('registered-never-consented').mobile, 'ACCOUNT_MANAGEMENT');
  const [only] = (await s.bank('GET', '/bank-accounts', { token: verifyToken })).body.data.accounts;
  assert.equal(
    (await s.bank('POST', '/bank-accounts/soft-delete', { token: verifyToken, body: { accountId: only.accountId } })).status,
    400,
  );
  assert.equal(
    (await s.bank('POST', '/bank-accounts/soft-delete', { token: verifyToken, body: { accountId: 'ACC-NOPE' } })).body.code,
    'LKS0503',
  );
});

test("account details for a statement: number, type, reference and the customer's e-mail", async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const verifyToken = await s.verifyServiceByOtp(token, seedCustomer('registered').mobile, 'ACCOUNT_MANAGEMENT');
  const [first] = (await s.bank('GET', '/bank-accounts', { token: verifyToken })).body.data.accounts;
  const statementToken = await s.verifyServiceByOtp(token, seedCustomer('registered').mobile, 'STATEMENT_REQUEST');
  const details = await s.bank('POST', '/bank-accounts/account-details/statement', {
    token: statementToken,
    body: { accountRef: first.accountRef },
  });
  assert.deepEqual(details.body.data, {
    accountNumber: '2000000011',
    accountType: 'SVNG',
    accountRef: first.accountRef,
    email: 'somsak.c@example.com',
  });
  const foreign = await s.bank('POST', '/bank-accounts/account-details/statement', {
    token: statementToken,
    body: { accountRef: 'AR-NOT-MINE' },
  });
  assert.equal(foreign.body.code, 'LKS0503');
});
