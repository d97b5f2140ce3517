'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox, freshSub, seedCustomer, HOST_ORIGIN } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);

test('consent collection: a new customer gets the provider page; its buttons return to /stamp-consent-action on the host', async () => {
  const s = sandbox();
  const sub = freshSub('consent');
  const flow = await s.register(sub, seedCustomer('new-with-kma'));
  assert.equal(flow.mustConsent, true);
  const form = await s.bank('POST', '/consents/collection-forms', { token: flow.verifyToken, body: { registerRef: flow.registerRef } });
  assert.equal(form.body.data.shouldSkip, false);
  const formUrl = new URL(form.body.data.formUrl);
  assert.equal(formUrl.origin, s.url);
  assert.equal(formUrl.pathname, '/__sandbox/consent');
  const tx = formUrl.searchParams.get('tx');

  const page = await s.request('GET', formUrl.pathname + formUrl.search);
  assert.equal(page.status, 200);
  assert.match(page.text, /ยินยอม/);
  assert.match(page.text, /ไม่ยินยอม/);
  const acceptHref = page.text.match(/href="([^"]*status=ACCEPTED[^"]*)"/)[1].replace(/&#38;/g, '&');
  const answered = await s.request('GET', acceptHref);
  assert.equal(answered.status, 303);
  assert.equal(answered.headers.get('location'), `${HOST_ORIGIN}/stamp-consent-action?transactionReference=${tx}&status=ACCEPTED`);

  const result = await s.bank('POST', '/consents/forms/results', {
    token: flow.verifyToken,
    body: { transactionReference: tx, status: 'ACCEPTED' },
  });
  assert.equal(result.status, 200);
  const state = await s.state(sub);
  assert.equal(state.customer.consent.status, 'ACCEPTED');
  assert.equal(state.customer.consent.via, 'collection');
  assert.equal(state.consentTransactions[0].providerStatus, 'ACCEPTED');
  assert.equal(state.consentTransactions[0].resultStatus, 'ACCEPTED');
});

test('consent collection is skipped when the flag is off', async () => {
  const s = sandbox();
  await s.control('POST', '/feature-flags', { enableRegistrationConsentManagement: false });
  const flow = await s.register(freshSub(), seedCustomer('new-with-kma'));
  const form = await s.bank('POST', '/consents/collection-forms', { token: flow.verifyToken, body: { registerRef: flow.registerRef } });
  assert.deepEqual(form.body.data, { shouldSkip: true, formUrl: '' });
});

test('consent results refuse an unknown transaction and a bad status', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  assert.equal(
    (await s.bank('POST', '/consents/forms/results', { token, body: { transactionReference: 'CNS-NOPE', status: 'ACCEPTED' } })).status,
    404,
  );
  const consentToken = await s.verifyServiceByOtp(token, seedCustomer('registered').mobile, 'CONSENT_MANAGEMENT');
  const form = await s.bank('POST', '/consents/maintenance-forms', { token: consentToken, body: {} });
  const tx = new URL(form.body.data.formUrl).searchParams.get('tx');
  assert.equal(
    (await s.bank('POST', '/consents/forms/results', { token, body: { transactionReference: tx, status: 'MAYBE' } })).status,
    400,
  );
});

test('consent maintenance: a form for a customer who consented, LKS1102 for one who never did', async () => {
  const s = sandbox();
  const verifiedFor = async (sub, key) => s.verifyServiceByOtp(await s.login(sub), seedCustomer(key).mobile, 'CONSENT_MANAGEMENT');
  const form = await s.bank('POST', '/consents/maintenance-forms', { token: await verifiedFor('U-registered-1', 'registered'), body: {} });
  assert.equal(form.status, 200);
  assert.match(form.body.data.formUrl, /\/__sandbox\/consent\?tx=/);
  const never = await s.bank('POST', '/consents/maintenance-forms', {
    token: await verifiedFor('U-no-consent-1', 'registered-never-consented'),
    body: {},
  });
  assert.equal(never.status, 400);
  assert.equal(never.body.code, 'LKS1102');
});

test("surveys: 16 Thai choices; the user's answers may include a retired id; PUT replaces them", async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const survey = (await s.bank('GET', '/active/surveys', { token })).body.data;
  assert.equal(typeof survey.uid, 'string');
  assert.equal(survey.choices.length, 16);
  assert.deepEqual(
    survey.choices.map((c) => c.id),
    Array.from({ length: 16 }, (_, i) => String(i + 1)),
  );
  assert.ok(survey.choices.every((c) => /[\u0E00-\u0E7F]/.test(c.name)));

  const submission = (await s.bank('GET', '/active/survey-submissions', { token })).body.data;
  assert.deepEqual(submission.answers, ['1', '5', '17']);
  const put = await s.bank('PUT', `/survey-submissions/${submission.id}`, { token, body: { answers: ['2', '16', '17'] } });
  assert.equal(put.status, 200);
  assert.deepEqual((await s.bank('GET', '/active/survey-submissions', { token })).body.data.answers, ['2', '16', '17']);
  assert.deepEqual((await s.state('U-registered-1')).survey.answers, ['2', '16', '17']);
});

test("survey answers must be a non-empty set of known ids on the user's own submission", async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const { id } = (await s.bank('GET', '/active/survey-submissions', { token })).body.data;
  assert.equal((await s.bank('PUT', `/survey-submissions/${id}`, { token, body: { answers: [] } })).status, 400);
  assert.equal((await s.bank('PUT', `/survey-submissions/${id}`, { token, body: { answers: ['99'] } })).status, 400);
  assert.equal((await s.bank('PUT', `/survey-submissions/${id}`, { token, body: { answers: ['1', '1'] } })).status, 400);
  assert.equal((await s.bank('PUT', '/survey-submissions/SUB-CUST-09', { token, body: { answers: ['1'] } })).status, 404);
});

test('a newly registered customer has an empty submission to fill', async () => {
  const s = sandbox();
  const flow = await s.register(freshSub(), seedCustomer('new-without-kma'));
  const submission = (await s.bank('GET', '/active/survey-submissions', { token: flow.verifyToken })).body.data;
  assert.deepEqual(submission.answers, []);
  assert.equal(
    (await s.bank('PUT', `/survey-submissions/${submission.id}`, { token: flow.verifyToken, body: { answers: ['4'] } })).status,
    200,
  );
});

test('check-pre-setting follows enableSettingConsentManagement; LKS1002 when not registered', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  assert.deepEqual((await s.bank('POST', '/settings/check-pre-setting', { token, body: {} })).body.data, { isFillConsentAllowed: true });
  await s.control('POST', '/feature-flags', { enableSettingConsentManagement: false });
  assert.deepEqual((await s.bank('POST', '/settings/check-pre-setting', { token, body: {} })).body.data, { isFillConsentAllowed: false });
  const stranger = await s.login(freshSub());
  assert.equal((await s.bank('POST', '/settings/check-pre-setting', { token: stranger, body: {} })).body.code, 'LKS1002');
});
