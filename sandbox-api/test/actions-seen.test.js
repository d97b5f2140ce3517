'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSandbox } = require('../test-support/sandbox-client');
const { MAX_ACTIONS_KEPT } = require('../dist/control/actions-seen.js');

const sandbox = useSandbox(test);

test('actions: the sandbox records each bank call with its X-Action and scenario, filterable by scenario', async () => {
  const s = sandbox();
  await s.bank('GET', '/feature-flags', { headers: { 'X-Action': 'GET_FEATURE_FLAGS', 'X-Scenario-Id': 'journey-1' } });
  await s.bank('PUT', '/survey-submissions/S-9', { body: { answers: [] }, headers: { 'X-Scenario-Id': 'journey-2' } });
  const all = (await s.control('GET', '/actions')).body.actions;
  assert.deepEqual(all, [
    { method: 'GET', path: '/feature-flags', action: 'GET_FEATURE_FLAGS', scenarioId: 'journey-1' },
    { method: 'PUT', path: '/survey-submissions/:id', action: null, scenarioId: 'journey-2' },
  ]);
  const one = (await s.control('GET', '/actions?scenarioId=journey-1')).body.actions;
  assert.deepEqual(
    one.map((seen) => seen.action),
    ['GET_FEATURE_FLAGS'],
  );
  await s.control('POST', '/reset');
  assert.deepEqual((await s.control('GET', '/actions')).body.actions, []);
});

test('actions: the record is bounded, keeping the newest calls', async () => {
  const s = sandbox();
  for (let i = 0; i < MAX_ACTIONS_KEPT + 20; i += 1) {
    await s.bank('GET', '/feature-flags', { headers: { 'X-Action': `A-${i}` } });
  }
  const actions = (await s.control('GET', '/actions')).body.actions;
  assert.equal(actions.length, MAX_ACTIONS_KEPT);
  assert.equal(actions.at(-1).action, `A-${MAX_ACTIONS_KEPT + 19}`);
  assert.equal(actions[0].action, 'A-20');
  await s.control('DELETE', '/actions');
  assert.deepEqual((await s.control('GET', '/actions')).body.actions, []);
});
