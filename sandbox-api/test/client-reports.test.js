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
    ],
  });
  const sent = await s.request('POST', '/__sandbox/client-reports', {
    raw: beacon,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  });
  assert.equal(sent.status, 200);
  const all = (await s.control('GET', '/client-reports')).body.reports;
  assert.deepEqual(
    all.map(({ kind }) => kind),
    ['error-boundary', 'web-vital'],
  );
  const vitals = (await s.control('GET', '/client-reports?kind=web-vital')).body.reports;
  assert.deepEqual(
    vitals.map(({ name, value }) => [name, value]),
    [['LCP', 812]],
  );
  await s.control('POST', '/reset');
  assert.deepEqual((await s.control('GET', '/client-reports')).body.reports, []);
});

test('[family:malformed-requests] client reports: a body that is not a list of reports answers 400 and keeps nothing', async () => {
  const s = sandbox();
  for (const body of [{}, { reports: 'x' }, { reports: [{ message: 'no kind' }] }, { reports: [null] }]) {
    assert.equal((await s.control('POST', '/client-reports', body)).status, 400, JSON.stringify(body));
  }
  assert.deepEqual((await s.control('GET', '/client-reports')).body.reports, []);
});
