// Counts the hardening test families (a `[family:name]` tag in a test's title) in the three
// result files scripts/test-summary.js collects: jest's JSON, the sandbox's TAP, Playwright's JSON.
'use strict';

const FAMILIES = [
  'forged-tokens',
  'malformed-answers',
  'malformed-requests',
  'brute-force',
  'token-misuse',
  'consent-tampering',
  'url-lists',
  'faults',
  'soak',
  // The error-report collectors: the sandbox's (sandbox-api/test/client-reports.test.js) and the
  // host's own (server/client-report-collector.test.js).
  'report-collector',
  // The serving attack suite (server/serving-attacks.test.js).
  'ranges',
  'paths-and-encodings',
  'headers-and-proxies',
  'slow-clients',
  'deploy-time-changes',
  // What a request carries about the customer never reaches a server's log (server/request-observation.test.js,
  // server/client-report-collector.test.js).
  'personal-data',
  // What the host's server does with a misbehaving upstream: the bank, a remote's published files.
  'upstream-misbehaviour',
  // A remote's first-screen markup, put into the host's page: an allow-list, never a filter.
  'screen-markup',
  // A file altered on the static origin is refused: the release commands, the page's entry and chunks.
  'static-origin-integrity',
];

const TAG = /\[family:([a-z-]+)\]/g;

function familiesIn(title) {
  return [...String(title).matchAll(TAG)].map((match) => match[1]);
}

/** [{title, passed}] from jest --json. */
function fromJest(report) {
  if (!report?.testResults) return [];
  return report.testResults.flatMap((file) =>
    (file.assertionResults ?? []).map((result) => ({ title: result.fullName ?? result.title, passed: result.status === 'passed' })),
  );
}

/** [{title, passed}] from node --test's TAP: every `ok` / `not ok` line names one test. */
function fromTap(text) {
  const results = [];
  for (const line of String(text ?? '').split('\n')) {
    const match = /^\s*(not ok|ok) \d+ - (.*?)(?:\s+#\s+(?:SKIP|TODO)\b.*)?$/.exec(line);
    if (match) results.push({ title: match[2], passed: match[1] === 'ok' });
  }
  return results;
}

/** [{title, passed}] from Playwright's JSON reporter; a test's title includes its describe blocks. */
function fromPlaywright(report) {
  const results = [];
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) results.push({ title: [...here, spec.title].join(' › '), passed: spec.ok === true });
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return results;
}

/** Per family: passed and failed counts. Unknown tags are counted under their own name. */
function countFamilies(results) {
  const counts = new Map(FAMILIES.map((family) => [family, { passed: 0, failed: 0 }]));
  for (const { title, passed } of results) {
    for (const family of new Set(familiesIn(title))) {
      if (!counts.has(family)) counts.set(family, { passed: 0, failed: 0, unknown: true });
      counts.get(family)[passed ? 'passed' : 'failed'] += 1;
    }
  }
  return counts;
}

function formatFamilies(counts) {
  const width = Math.max(...[...counts.keys()].map((name) => name.length));
  const lines = ['hardening test families (attacks and faults):'];
  for (const [family, { passed, failed, unknown }] of counts) {
    const note = [failed ? `${failed} failed` : '', unknown ? 'not a known family' : ''].filter(Boolean).join(', ');
    lines.push(`  ${family.padEnd(width)}  ${passed}${note ? ` (${note})` : ''}`);
  }
  return lines.join('\n');
}

module.exports = { FAMILIES, familiesIn, fromJest, fromTap, fromPlaywright, countFamilies, formatFamilies };
