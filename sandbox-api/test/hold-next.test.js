'use strict';
// hold-next keeps a bank answer back for a while, so a screen that forwards as soon as the bank
// answers can be looked at in a browser whose driver cannot hold a request itself (WebKit).
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);
const HOLD_MS = 400;

/** How long one bank call takes to answer, and its status. */
async function timed(s, path) {
  const started = Date.now();
  const reply = await s.bank('GET', path);
  return { ms: Date.now() - started, status: reply.status };
}

test('the next call to the held path answers only after the hold, and the one after it at once', async () => {
  const s = sandbox();
  const added = await s.control('POST', '/hold-next', { path: '/services/lks/inter/api/v1/feature-flags', ms: HOLD_MS });
  assert.equal(added.status, 200);
  assert.deepEqual(added.body.rules, [{ method: null, path: '/feature-flags', ms: HOLD_MS, remaining: 1 }]);
  const held = await timed(s, '/feature-flags');
  assert.equal(held.status, 200);
  assert.ok(held.ms >= HOLD_MS, `answered after ${held.ms} ms`);
  const next = await timed(s, '/feature-flags');
  assert.ok(next.ms < HOLD_MS, `answered after ${next.ms} ms`);
  assert.deepEqual((await s.control('GET', '/hold-next')).body.rules, []);
});

test('a hold on one path or method holds no other call, and `times` holds that many', async () => {
  const s = sandbox();
  await s.control('POST', '/hold-next', { path: '/term-and-conditions', ms: HOLD_MS });
  await s.control('POST', '/hold-next', { method: 'GET', path: '/active/surveys', ms: HOLD_MS, times: 2 });
  assert.ok((await timed(s, '/feature-flags')).ms < HOLD_MS);
  assert.equal((await s.control('GET', '/hold-next')).body.rules.length, 2);
  await s.control('DELETE', '/hold-next');
  assert.deepEqual((await s.control('GET', '/hold-next')).body.rules, []);
});

test('a reset ends every hold', async () => {
  const s = sandbox();
  await s.control('POST', '/hold-next', { path: '/feature-flags', ms: HOLD_MS });
  await s.control('POST', '/reset');
  assert.ok((await timed(s, '/feature-flags')).ms < HOLD_MS);
});

test('DELETE lets a held call go at once and says how many it let go; reset does too', { timeout: 20_000 }, async () => {
  const s = sandbox();
  for (const [release, answer] of [
    [() => s.control('DELETE', '/hold-next'), { rules: [], released: 1 }],
    [() => s.control('POST', '/reset'), { ok: true }],
  ]) {
    await s.control('POST', '/hold-next', { path: '/feature-flags', ms: 60_000 });
    const held = s.bank('GET', '/feature-flags');
    // The hold is taken when the call arrives: wait until the sandbox has routed it.
    while ((await s.control('GET', '/hold-next')).body.rules.length > 0) await new Promise((resolve) => setImmediate(resolve));
    const released = await release();
    assert.equal(released.status, 200);
    assert.deepEqual(released.body, answer);
    assert.equal((await held).status, 200);
  }
});

test('a hold that is not a bank path, or not 1 ms to 60 s, is refused with the reason', async () => {
  const s = sandbox();
  for (const [body, reason] of [
    [{ ms: HOLD_MS }, /path must be a bank path/],
    [{ path: 'feature-flags', ms: HOLD_MS }, /path must be a bank path/],
    [{ path: '/feature-flags' }, /ms must be a whole number of milliseconds from 1 to 60000/],
    [{ path: '/feature-flags', ms: 0 }, /ms must be/],
    [{ path: '/feature-flags', ms: 60_001 }, /ms must be/],
    [{ path: '/feature-flags', ms: 1.5 }, /ms must be/],
    [{ path: '/feature-flags', ms: HOLD_MS, times: 0 }, /times must be a positive integer/],
    [{ path: '/feature-flags', ms: HOLD_MS, method: 7 }, /method must be a string/],
  ]) {
    const reply = await s.control('POST', '/hold-next', body);
    assert.equal(reply.status, 400, JSON.stringify(body));
    assert.match(reply.body.error, reason);
  }
  assert.deepEqual((await s.control('GET', '/hold-next')).body.rules, []);
});
