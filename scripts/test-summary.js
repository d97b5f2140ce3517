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

/** One line per stage at the end, above the totals: its title and its own counts. */
const stages = [];
let currentStage = '';

function run(title, command, args, env = {}) {
  currentStage = title;
  console.log(`\n=== ${title} ===`);
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (child.status !== 0) broken = true;
  return child.status === 0;
}

function count(passed, failed) {
  stages.push(`${currentStage}: ${passed} passed, ${failed} failed`);
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
  // Node expands the pattern itself; it takes no folder as a test argument.
  'sandbox-api/test/*.test.js',
]);
const tap = fs.existsSync(sandboxFile) ? fs.readFileSync(sandboxFile, 'utf8') : '';
const tapCount = (name) => Number((tap.match(new RegExp(`^# ${name} (\\d+)`, 'm')) ?? [])[1] ?? 0);
count(tapCount('pass'), tapCount('fail') || (tap ? 0 : 1));

// The bank API contract: the OpenAPI document validates, and its reference page is current.
const contractOk = run('bank API contract (OpenAPI lint, reference page)', 'node', ['scripts/api-docs.js', '--check']);
count(contractOk ? 1 : 0, contractOk ? 0 : 1);

const budgetOk = run('bundle budget', 'node', ['scripts/check-budget.js']);
count(budgetOk ? 1 : 0, budgetOk ? 0 : 1);

// Every shipped file parses as the edition the supported browsers share (docs/browsers.md).
const syntaxOk = run('shipped syntax (supported browsers)', 'node', ['scripts/browsers/check-shipped-syntax.js']);
count(syntaxOk ? 1 : 0, syntaxOk ? 0 : 1);

// ...and uses no built-in API or CSS a supported browser lacks without a guard or a fallback.
const featuresOk = run('shipped features (supported browsers)', 'node', ['scripts/browsers/check-shipped-apis.js']);
count(featuresOk ? 1 : 0, featuresOk ? 0 : 1);

/** One Playwright suite as a stage of its own, counted from its JSON report. */
function runPlaywright(title, config, reportName) {
  const file = path.join(results, reportName);
  run(title, 'npx', ['playwright', 'test', '--config', config], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readJson(file);
  if (report?.stats) count(report.stats.expected + report.stats.flaky, report.stats.unexpected);
  else count(0, 1);
  return report;
}

const e2e = runPlaywright('end-to-end (Playwright, Debian Chromium)', 'e2e/playwright.config.ts', 'e2e.json');
// The core journeys again in WebKit, LINE on iPhone's engine (e2e/webkit/, docs/browsers.md).
runPlaywright('end-to-end (WebKit)', 'e2e/webkit/playwright.webkit.config.ts', 'e2e-webkit.json');
// The real @line/liff SDK against the sandbox's simulated LINE platform (e2e/real-liff/, docs/running-in-line.md).
runPlaywright('end-to-end (real LIFF SDK)', 'e2e/real-liff/playwright.real-liff.config.ts', 'e2e-real-liff.json');

// The previous release and a federation patch composed with the current builds
// (docs/compatibility-suite.md): its own stage, the journeys of every composition counted.
const compatFile = path.join(results, 'compat.json');
fs.rmSync(compatFile, { force: true });
const compatStarted = Date.now();
run('compatibility (mixed releases)', 'node', ['scripts/compat/run.js']);
const compat = readJson(compatFile);
if (compat) count(...compat.compositions.reduce(([p, f], { passed, failed }) => [p + passed, f + failed], [0, 0]));
else count(0, 1);
console.log(`compatibility (mixed releases) took ${Math.round((Date.now() - compatStarted) / 1000)} s`);
// The production topology (docs/deploying.md, "Topology"): the image built, nginx in front of two
// host instances, the core journeys and the restart figures, counted as the stage counts them.
const topologyFile = path.join(results, 'topology.json');
fs.rmSync(topologyFile, { force: true });
run('production topology (image, nginx, two host instances)', 'node', ['scripts/topology/run.js']);
const topology = readJson(topologyFile);
if (topology) count(topology.passed, topology.failed);
else count(0, 1);

if (!e2e?.stats || e2e.stats.unexpected > 0) {
  // e2e/playwright.config.ts keeps each failed test's trace there (outputDir).
  const artifacts = path.join('test-results', 'e2e-artifacts');
  console.log(`\ntraces of the failed end-to-end tests: ${artifacts}/ (npx playwright show-trace ${artifacts}/<test>/trace.zip)`);
}

// One figure per hardening family, from the same three result files; the totals line stays last.
console.log(`\n${formatFamilies(countFamilies([...fromJest(jest), ...fromTap(tap), ...fromPlaywright(e2e)]))}`);

console.log(`\n${stages.join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
