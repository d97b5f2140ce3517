'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);

test('client reports: what a page sends as a beacon (a text body) is kept, listed by kind, and forgotten on reset', async () => {
  const s = sandbox();
  const beacon = JSON.stringify({
    reports: [
      { kind: 'error-boundary', release: 'r1', route: '/info', remote: 'registration', message: 'Error: boom' },
      { kind: 'web-vital', release: 'r1', route: '/register', name: 'LCP', value: 812, rating: 'good' },
      // A bank answer the page refused: where it failed, never its value.
      { kind: 'bank-contract', release: 'r1', route: '/setting', bankPath: '/settings/check-pre-setting', field: '$', expected: 'Object' },
    ],
  });
  const sent = await s.request('POST', '/__sandbox/client-reports', {
    raw: beacon,
    headers: { Origin: 'http://localhost:3000', 'Content-Type': 'text/plain;charset=UTF-8' },
  });
  assert.equal(sent.status, 200);
  const all = (await s.control('GET', '/client-reports')).body.reports;
  assert.deepEqual(
    all.map(({ kind }) => kind),
    ['error-boundary', 'web-vital', 'bank-contract'],
  );
  const vitals = (await s.control('GET', '/client-reports?kind=web-vital')).body.reports;
  assert.deepEqual(
    vitals.map(({ name, value }) => [name, value]),
    [['LCP', 812]],
  );
  await s.control('POST', '/reset');
  assert.deepEqual((await s.control('GET', '/client-reports')).body.reports, []);
});

test('client reports: a ?kind= that is no report kind is refused with the kinds, not answered with an empty list', async () => {
  const s = sandbox();
  for (const kind of ['web-vitals', 'error']) {
    const reply = await s.control('GET', `/client-reports?kind=${kind}`);
    assert.equal(reply.status, 400, kind);
    assert.equal(
      reply.body.error,
      'kind must be one of window-error, unhandled-rejection, error-boundary, start-failure, remote-unavailable, bank-contract, web-vital',
    );
  }
});

test('[family:malformed-requests] client reports: a body that is not a list of reports answers 400 and keeps nothing', async () => {
  const s = sandbox();
  for (const body of [{}, { reports: 'x' }, { reports: [{ message: 'no kind' }] }, { reports: [null] }]) {
    const sent = await s.request('POST', '/__sandbox/client-reports', { body, headers: { Origin: 'http://localhost:3000' } });
    assert.equal(sent.status, 400, JSON.stringify(body));
  }
  assert.deepEqual((await s.control('GET', '/client-reports')).body.reports, []);
});

const APP = { Origin: 'http://localhost:3000', 'Content-Type': 'text/plain;charset=UTF-8' };
const sendReports = (s, reports, headers = APP) =>
  s.request('POST', '/__sandbox/client-reports', { raw: JSON.stringify({ reports }), headers });

test("[family:report-collector] reports from a page outside the app's origins, or from no page, are refused and not kept", async () => {
  const s = sandbox();
  const report = { kind: 'window-error', release: 'r1', route: '/info', message: 'Error' };
  for (const headers of [{ ...APP, Origin: 'https://attacker.example' }, { 'Content-Type': APP['Content-Type'] }]) {
    const sent = await sendReports(s, [report], headers);
    assert.equal(sent.status, 403, sent.text);
  }
  assert.deepEqual((await s.control('GET', '/client-reports')).body.reports, []);
});

test('[family:report-collector] personal data is scrubbed on receipt too: ID card, mobile, account number, e-mail', async () => {
  const s = sandbox();
  const message = 'for 1101700002012 (mobile 0891234501) account 2000000011 mail somsak.c@example.com at line 12';
  assert.equal((await sendReports(s, [{ kind: 'window-error', release: 'r1', route: '/info', message }])).status, 200);
  const [kept] = (await s.control('GET', '/client-reports')).body.reports;
  assert.equal(kept.message, 'for [number] (mobile [number]) account [number] mail [email] at line 12');
});

test('[family:report-collector] tokens are scrubbed on receipt too: a JWT, a bearer value, a long opaque one, a query', async () => {
  const s = sandbox();
  const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJVMTIzIn0.c2lnbmF0dXJl';
  const opaque = '9f8e7d6c5b4a39281706f5e4d3c2b1a0ZZ';
  const report = {
    kind: 'window-error',
    release: 'r1',
    route: '/info',
    message: `Error: token ${jwt} refused, Authorization: Bearer ${opaque}`,
    stack: `at x (https://line.bank.example/a.js?access_token=${opaque}:1:2)`,
  };
  assert.equal((await sendReports(s, [report])).status, 200);
  const [kept] = (await s.control('GET', '/client-reports')).body.reports;
  assert.equal(kept.message, 'Error: token [token] refused, Authorization: [token]');
  assert.equal(kept.stack, 'at x (https://line.bank.example/a.js)');
  for (const token of [jwt, opaque, 'Bearer']) assert.ok(!JSON.stringify(kept).includes(token), token);
});

test('[family:report-collector] only the fields a report has, of their types and lengths, in batches of at most 10', async () => {
  const s = sandbox();
  const base = { kind: 'window-error', release: 'r1', route: '/info' };
  const refused = [
    [{ ...base, kind: 'anything' }],
    [{ ...base, html: '<img src=x onerror=alert(1)>' }],
    [{ ...base, value: 'not a number' }],
    [{ ...base, stack: 'x'.repeat(8 * 1024 + 1) }],
    Array.from({ length: 11 }, () => base),
  ];
  for (const reports of refused) {
    const sent = await sendReports(s, reports);
    assert.equal(sent.status, 400, `${JSON.stringify(reports).slice(0, 80)}: ${sent.text}`);
  }
  assert.deepEqual((await s.control('GET', '/client-reports')).body.reports, []);
});
