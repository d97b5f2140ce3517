// When a canary is rolled back: its error rate above live's by more than the margin, once it has
// had the minimum of page views; exactly at each boundary, what the rule says.
const { canaryVerdict } = require('./canary-rule');

const RULE = { marginPoints: 5, minPageViews: 100 };
const seen = (pageViews, errorReports) => ({ pageViews, errorReports });

test.each([
  ['one page view short of the minimum, however bad', seen(1000, 0), seen(99, 99), false, /^waiting for 100 page views/],
  ['at the minimum and above the margin', seen(1000, 10), seen(100, 7), true, /more than 5 points above live$/],
  ['exactly at the margin', seen(1000, 10), seen(100, 6), false, /^holding: .*within 5 points$/],
  ['a hair above the margin', seen(1000, 10), seen(1000, 61), true, /more than 5 points above live$/],
  ['exactly at the margin, in other page views', seen(300, 3), seen(700, 42), false, /^holding/],
  ['better than live', seen(1000, 50), seen(100, 1), false, /^holding/],
  ['live with no page views counts as 0 %', seen(0, 3), seen(100, 5), false, /live 0\.0 % over 0/],
  ['live with no page views, canary above the margin', seen(0, 0), seen(100, 6), true, /canary 6\.0 % errors over 100 page views/],
])('%s', (_name, live, canary, rollback, reason) => {
  const verdict = canaryVerdict(RULE, live, canary);
  expect(verdict.rollback).toBe(rollback);
  expect(verdict.reason).toMatch(reason);
});

test('a margin of 0 rolls back any canary worse than live, and keeps one exactly as good', () => {
  const rule = { marginPoints: 0, minPageViews: 1 };
  expect(canaryVerdict(rule, seen(10, 1), seen(10, 1)).rollback).toBe(false);
  expect(canaryVerdict(rule, seen(10, 1), seen(10, 2)).rollback).toBe(true);
});
