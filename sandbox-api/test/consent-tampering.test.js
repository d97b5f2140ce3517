'use strict';
// The consent provider's recorded answer is the truth. The app only reports it: a contrary
// status, a second result, or a result for a form nobody answered are refused and change nothing.
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, seedCustomer } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);

const registered = seedCustomer('registered');

/** The customer verifies for consent, as the app asks before /consent-maintenance, and opens the form. */
async function maintenanceForm(s, customer = registered) {
  const sub = customer.lineSub;
  const token = await s.verifyServiceByOtp(await s.login(sub), customer.mobile, 'CONSENT_MANAGEMENT');
  const form = await s.bank('POST', '/consents/maintenance-forms', { token, body: {} });
  assert.equal(form.status, 200, form.text);
  return { token, tx: new URL(form.body.data.formUrl).searchParams.get('tx'), sub };
}

/** Presses a button on the provider page, as the person in the frame would. */
function providerAnswers(s, tx, status) {
  return s.request('GET', `/__sandbox/consent/answer?${new URLSearchParams({ tx, status })}`);
}

function postResult(s, token, transactionReference, status) {
  return s.bank('POST', '/consents/forms/results', { token, body: { transactionReference, status } });
}

test('[family:consent-tampering] the provider recorded REJECTED: the app posting ACCEPTED is refused and consent is untouched', async () => {
  const s = sandbox();
  const { token, tx, sub } = await maintenanceForm(s);
  assert.equal((await providerAnswers(s, tx, 'REJECTED')).status, 303);
  const reply = await postResult(s, token, tx, 'ACCEPTED');
  assert.equal(reply.status, 409, reply.text);
  assert.equal(reply.body.success, false);
  const state = await s.state(sub);
  assert.equal(state.customer.consent.status, 'ACCEPTED', 'the seeded consent, not the posted one');
  assert.equal(state.customer.consentHistory.length, 0);
  // The true answer is then accepted.
  assert.equal((await postResult(s, token, tx, 'REJECTED')).status, 200);
  assert.equal((await s.state(sub)).customer.consent.status, 'REJECTED');
});

test('[family:consent-tampering] a result for a form the provider never answered is refused', async () => {
  const s = sandbox();
  const { token, tx, sub } = await maintenanceForm(s);
  for (const status of ['ACCEPTED', 'REJECTED']) {
    const reply = await postResult(s, token, tx, status);
    assert.equal(reply.status, 409, reply.text);
  }
  assert.equal((await s.state(sub)).customer.consentHistory.length, 0);
});

test('[family:consent-tampering] a second result for one transaction is refused, even with the same status', async () => {
  const s = sandbox();
  const { token, tx, sub } = await maintenanceForm(s);
  await providerAnswers(s, tx, 'REJECTED');
  assert.equal((await postResult(s, token, tx, 'REJECTED')).status, 200);
  assert.equal((await postResult(s, token, tx, 'REJECTED')).status, 409);
  assert.equal((await postResult(s, token, tx, 'ACCEPTED')).status, 409);
  const state = await s.state(sub);
  assert.equal(state.customer.consent.status, 'REJECTED');
  assert.equal(state.customer.consentHistory.length, 1);
});

test('[family:consent-tampering] the provider keeps its first answer: a second button press for the other status is refused', async () => {
  const s = sandbox();
  const { token, tx, sub } = await maintenanceForm(s);
  await providerAnswers(s, tx, 'REJECTED');
  const again = await providerAnswers(s, tx, 'ACCEPTED');
  assert.equal(again.status, 409);
  const same = await providerAnswers(s, tx, 'REJECTED');
  assert.equal(same.status, 303, 'pressing the same button again just returns');
  assert.equal((await postResult(s, token, tx, 'ACCEPTED')).status, 409);
  const [transaction] = (await s.state(sub)).consentTransactions;
  assert.equal(transaction.providerStatus, 'REJECTED');
});

test("[family:consent-tampering] another LINE user's transaction and a made-up reference are not found", async () => {
  const s = sandbox();
  const { tx } = await maintenanceForm(s);
  await providerAnswers(s, tx, 'ACCEPTED');
  const stranger = await s.verifyServiceByOtp(
    await s.login('U-no-consent-1'),
    seedCustomer('registered-never-consented').mobile,
    'CONSENT_MANAGEMENT',
  );
  assert.equal((await postResult(s, stranger, tx, 'ACCEPTED')).status, 404);
  assert.equal((await postResult(s, stranger, 'CNS-0000000000000000', 'ACCEPTED')).status, 404);
});

test('[family:consent-tampering] registration consent: a contrary result leaves the new customer without consent', async () => {
  const s = sandbox();
  const sub = freshSub('collect');
  const flow = await s.register(sub, seedCustomer('new-with-kma'));
  const form = await s.bank('POST', '/consents/collection-forms', { token: flow.verifyToken, body: { registerRef: flow.registerRef } });
  const tx = new URL(form.body.data.formUrl).searchParams.get('tx');
  await providerAnswers(s, tx, 'REJECTED');
  assert.equal((await postResult(s, flow.verifyToken, tx, 'ACCEPTED')).status, 409);
  assert.equal((await s.state(sub)).customer.consent, null);
});

test('[family:consent-tampering] consent maintenance needs a verify token earned for CONSENT_MANAGEMENT; an access token or another purpose changes nothing', async () => {
  const s = sandbox();
  const access = await s.login(registered.lineSub);
  const accounts = await s.verifyServiceByOtp(access, registered.mobile, 'ACCOUNT_MANAGEMENT');
  for (const token of [access, accounts]) {
    const form = await s.bank('POST', '/consents/maintenance-forms', { token, body: {} });
    assert.equal(form.status, 401, form.text);
    assert.equal(form.body.code, 'LKS0107');
  }
  const state = await s.state(registered.lineSub);
  assert.deepEqual(state.consentTransactions, []);
  assert.equal(state.customer.consent.status, 'ACCEPTED');
});

test("[family:consent-tampering] a stranger's pre-registration without OTP or bank-app approval cannot collect the customer's consent", async () => {
  const s = sandbox();
  for (const victim of [seedCustomer('new-with-kma'), seedCustomer('registered-never-consented')]) {
    const sub = freshSub('stranger');
    const token = await s.login(sub);
    const pre = await s.preRegister(token, victim, { isSkipReplace: true });
    assert.equal(pre.status, 200, pre.text);
    const form = await s.bank('POST', '/consents/collection-forms', { token, body: { registerRef: pre.body.data.registerRef } });
    assert.equal(form.status, 401, form.text);
    assert.equal(form.body.code, 'LKS0107');
    const state = await s.state(sub);
    assert.deepEqual(state.consentTransactions, []);
    assert.equal(state.customer.consent, null);
  }
});

test('[family:consent-tampering] consent collection waits for the verified registration to be submitted', async () => {
  const s = sandbox();
  const sub = freshSub('unsubmitted');
  const flow = await s.verifyRegistrationByOtp(sub, seedCustomer('new-with-kma'));
  const form = await s.bank('POST', '/consents/collection-forms', { token: flow.verifyToken, body: { registerRef: flow.registerRef } });
  assert.equal(form.status, 400, form.text);
  assert.equal(form.body.code, 'UNKNOWN');
  assert.equal(form.body.message, 'the registration is not submitted');
  assert.deepEqual((await s.state(sub)).consentTransactions, []);
});
