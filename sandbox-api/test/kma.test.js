'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, seedCustomer, HOST_ORIGIN } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);
const withApp = seedCustomer('new-with-kma');

async function startKma(s) {
  const accessToken = await s.login(freshSub('kma'));
  const pre = await s.preRegister(accessToken, withApp, { channel: 'kma' });
  assert.equal(pre.status, 200, pre.text);
  const { registerRef } = pre.body.data;
  const link = await s.bank('POST', '/registers/kma/deep-link/request', { token: accessToken, body: { registerRef } });
  assert.equal(link.status, 200, link.text);
  const authRef = link.body.data.authenticationReference;
  const poll = () => s.bank('POST', '/registers/kma/deep-link/verify', { token: accessToken, body: { registerRef, authRef } });
  return { accessToken, registerRef, authRef, link: link.body.data, poll };
}

function decide(s, authRef, decision) {
  return s.control('POST', '/kma/decide', { authRef, decision });
}

test('a deep-link request answers the reference, both URIs on the simulated bank-app page, and a 5-minute expiry', async () => {
  const s = sandbox();
  const { link, authRef } = await startKma(s);
  assert.deepEqual(Object.keys(link).sort(), [
    'authenticationApplicationUri',
    'authenticationReference',
    'authenticationWebUri',
    'expiryDateTime',
  ]);
  assert.equal(link.authenticationWebUri, `${s.url}/__sandbox/kma?authRef=${authRef}`);
  assert.equal(link.authenticationApplicationUri, link.authenticationWebUri);
  assert.match(link.expiryDateTime, /\+07:00$/);
  const page = await s.request('GET', new URL(link.authenticationWebUri).pathname + new URL(link.authenticationWebUri).search);
  assert.equal(page.status, 200);
  assert.match(page.text, /อนุมัติ/);
  assert.match(page.text, /ปฏิเสธ/);
  assert.match(page.text, /lang="th"/);
});

test('polling: ACPT first, PPRC (HTTP 202) until a choice, FNLD with a verify token and the accounts after approval', async () => {
  const s = sandbox();
  const kma = await startKma(s);
  const first = await kma.poll();
  assert.equal(first.status, 200);
  assert.equal(first.body.data.status, 'ACPT');
  const pending = await kma.poll();
  assert.equal(pending.status, 202);
  assert.equal(pending.body.success, true);
  assert.equal(pending.body.data.status, 'PPRC');

  assert.equal((await decide(s, kma.authRef, 'approve')).status, 200);
  const done = await kma.poll();
  assert.equal(done.status, 200);
  assert.equal(done.body.data.status, 'FNLD');
  assert.match(done.body.data.accessToken, /^sbx-vt-/);
  const numbers = done.body.data.bankAccounts.map((a) => a.accountNumber);
  assert.deepEqual(
    numbers,
    withApp.accounts.filter((a) => a.offeredAtRegistration).map((a) => a.accountNumber),
  );
  for (const account of done.body.data.bankAccounts) {
    assert.equal(account.accountId, null);
    assert.match(account.accountRef, /^AR-/);
  }
  // Polling again keeps the same answer and token.
  const again = await kma.poll();
  assert.equal(again.body.data.accessToken, done.body.data.accessToken);
  const listed = await s.bank('GET', '/bank-accounts', { token: done.body.data.accessToken });
  assert.deepEqual(
    listed.body.data.accounts.map((a) => a.accountNumber),
    numbers,
  );
});

test('rejection answers RJCT and no token', async () => {
  const s = sandbox();
  const kma = await startKma(s);
  await decide(s, kma.authRef, 'reject');
  const reply = await kma.poll();
  assert.equal(reply.body.data.status, 'RJCT');
  assert.equal(reply.body.data.accessToken, undefined);
});

test('no choice within 5 minutes answers EXPD, and the bank app can no longer decide', async () => {
  const s = sandbox();
  const kma = await startKma(s);
  await kma.poll();
  await s.advance(5 * 60);
  assert.equal((await kma.poll()).body.data.status, 'EXPD');
  const late = await decide(s, kma.authRef, 'approve');
  assert.equal(late.status, 409);
  assert.equal((await kma.poll()).body.data.status, 'EXPD');
});

test('the bank-app page form records the choice and sends the person back to /auth-kma-verification on the host', async () => {
  const s = sandbox();
  const kma = await startKma(s);
  const reply = await s.request('POST', '/__sandbox/kma/decide', {
    raw: new URLSearchParams({ authRef: kma.authRef, decision: 'approve' }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(reply.status, 303);
  assert.equal(reply.headers.get('location'), `${HOST_ORIGIN}/auth-kma-verification`);
  assert.equal((await kma.poll()).body.data.status, 'FNLD');
});

test('KMA pre-register and deep-link request answer LKS0302 for a customer without the bank app', async () => {
  const s = sandbox();
  const token = await s.login(freshSub());
  const noApp = seedCustomer('new-without-kma');
  const pre = await s.preRegister(token, noApp, { channel: 'kma' });
  assert.equal(pre.body.code, 'LKS0302');
  const otpPre = await s.preRegister(token, noApp);
  const link = await s.bank('POST', '/registers/kma/deep-link/request', { token, body: { registerRef: otpPre.body.data.registerRef } });
  assert.equal(link.body.code, 'LKS0302');
});

test('service KMA: the page sends the person back to the host path asked for; FNLD gives a verify token', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const request = await s.bank('POST', '/verification/kma/request', {
    token,
    body: { redirectPath: '/auth-kma-verification', purpose: 'STATEMENT_REQUEST', accountReference: 'AR-X' },
  });
  assert.equal(request.status, 200, request.text);
  const authRef = request.body.data.authenticationReference;
  const poll = () => s.bank('POST', '/verification/kma/verify', { token, body: { authRef } });
  assert.equal((await poll()).body.data.status, 'ACPT');
  assert.equal((await poll()).status, 202);
  const decided = await s.request('POST', '/__sandbox/kma/decide', {
    raw: `authRef=${authRef}&decision=approve`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(decided.headers.get('location'), `${HOST_ORIGIN}/auth-kma-verification`);
  const done = await poll();
  assert.equal(done.body.data.status, 'FNLD');
  assert.equal(done.body.data.bankAccounts, undefined);
  // The token is bound to the purpose asked for: it may request a statement, not list accounts.
  const accounts = await s.bank('GET', '/bank-accounts', { token: done.body.data.accessToken });
  assert.equal(accounts.body.code, 'LKS0107');
});

test('service KMA refuses: no bank app LKS0302, unknown purpose, and a redirect that is not a host path', async () => {
  const s = sandbox();
  const noApp = await s.bank('POST', '/verification/kma/request', {
    token: await s.login('U-registered-no-kma'),
    body: { redirectPath: '/x', purpose: 'OTHER' },
  });
  assert.equal(noApp.body.code, 'LKS0302');
  const token = await s.login('U-registered-1');
  const purpose = await s.bank('POST', '/verification/kma/request', { token, body: { redirectPath: '/x', purpose: 'SHOPPING' } });
  assert.equal(purpose.status, 400);
  const open = await s.bank('POST', '/verification/kma/request', { token, body: { redirectPath: '//evil.example/x', purpose: 'OTHER' } });
  assert.equal(open.status, 400);
});

test("another LINE user cannot poll someone else's request", async () => {
  const s = sandbox();
  const kma = await startKma(s);
  const stranger = await s.login(freshSub('stranger'));
  const reply = await s.bank('POST', '/registers/kma/deep-link/verify', {
    token: stranger,
    body: { registerRef: kma.registerRef, authRef: kma.authRef },
  });
  assert.equal(reply.status, 404);
});

async function serviceKmaReturn(s, redirectPath) {
  const token = await s.login('U-registered-1');
  const request = await s.bank('POST', '/verification/kma/request', { token, body: { redirectPath, purpose: 'OTHER' } });
  if (request.status !== 200) return { status: request.status };
  const authRef = request.body.data.authenticationReference;
  const decided = await s.request('POST', '/__sandbox/kma/decide', {
    raw: `authRef=${authRef}&decision=approve`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return { status: decided.status, location: decided.headers.get('location') };
}

test('the bank-app page follows the return URL the app sends: its own page, or the LIFF app link', async () => {
  const s = sandbox();
  const own = await serviceKmaReturn(s, `${HOST_ORIGIN}/auth-kma-verification`);
  assert.deepEqual(own, { status: 303, location: `${HOST_ORIGIN}/auth-kma-verification` });
  const liff = await serviceKmaReturn(s, 'https://liff.line.me/2000000000-abcdEFGH/auth-kma-verification');
  assert.deepEqual(liff, { status: 303, location: 'https://liff.line.me/2000000000-abcdEFGH/auth-kma-verification' });
});

for (const [name, redirectPath] of [
  ['another site', 'https://evil.example/auth-kma-verification'],
  ['a look-alike of the LIFF origin', 'https://liff.line.me.evil.example/x/auth-kma-verification'],
  ['credentials in the URL', `http://user:pass@${new URL(HOST_ORIGIN).host}/auth-kma-verification`],
  ['a script URL', 'javascript:alert(1)'],
  ['a protocol-relative path', '//evil.example/x'],
  ['a backslash path', '/\\evil.example/x'],
]) {
  test(`[family:url-lists] a KMA return URL to ${name} is refused`, async () => {
    const s = sandbox();
    assert.equal((await serviceKmaReturn(s, redirectPath)).status, 400);
  });
}
