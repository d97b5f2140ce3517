// Runs every test stage `npm test` (README.md) names and ends with one line that counts
// them all: 'tests: N passed, N failed'. Each stage's own output stays on screen.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { countFamilies, formatFamilies, fromJest, fromPlaywright, fromTap } = require('./test-families');

const root = path.join(__dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
let broken = false;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (child.status !== 0) broken = true;
  return child.status === 0;
}

function count(passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const jestFile = path.join(results, 'jest.json');
if (run('unit tests (jest)', 'npx', ['jest', '--json', `--outputFile=${jestFile}`])) {
  /* counted below either way */
}
const jest = readJson(jestFile);
if (jest) count(jest.numPassedTests, jest.numFailedTests);
else count(0, 1);

const sandboxFile = path.join(results, 'sandbox.tap');
run('sandbox bank (node --test)', 'node', [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${sandboxFile}`,
  'sandbox-api/test/',
]);
const tap = fs.existsSync(sandboxFile) ? fs.readFileSync(sandboxFile, 'utf8') : '';
const tapCount = (name) => Number((tap.match(new RegExp(`^# ${name} (\\d+)`, 'm')) ?? [])[1] ?? 0);
count(tapCount('pass'), tapCount('fail') || (tap ? 0 : 1));

const budgetOk = run('bundle budget', 'node', ['scripts/check-budget.js']);
count(budgetOk ? 1 : 0, budgetOk ? 0 : 1);

const e2eFile = path.join(results, 'e2e.json');
run('end-to-end (Playwright, Debian Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
});
const e2e = readJson(e2eFile);
if (e2e?.stats) count(e2e.stats.expected + e2e.stats.flaky, e2e.stats.unexpected);
else count(0, 1);
if (!e2e?.stats || e2e.stats.unexpected > 0) {
  // e2e/playwright.config.ts keeps each failed test's trace there (outputDir).
  const artifacts = path.join('test-results', 'e2e-artifacts');
  console.log(`\ntraces of the failed end-to-end tests: ${artifacts}/ (npx playwright show-trace ${artifacts}/<test>/trace.zip)`);
}

// One figure per hardening family, from the same three result files; the totals line stays last.
console.log(`\n${formatFamilies(countFamilies([...fromJest(jest), ...fromTap(tap), ...fromPlaywright(e2e)]))}`);

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
