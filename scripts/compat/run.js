// The compatibility suite (docs/compatibility-suite.md): builds the previous release (release/previous)
// and the current tree with the next patch of Module Federation (and, on request, with the previous
// minor), then runs the core journeys on every mixed composition with e2e/compat.config.ts. Prints
// one line per composition and writes test-results/compat.json for scripts/test-summary.js.
// `--minor` (or LKS_COMPAT=minor) adds the compositions a federation minor apart; `--all` (or
// LKS_COMPAT=all) adds those and the ones listed in SWITCHED_ON_LATER.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { CACHE, federationSkewTree, log, previousTree, root } = require('./release-trees');
const { holdCacheLock } = require('./cache-lock');

const results = path.join(root, 'test-results');
const all = process.argv.includes('--all') || process.env.LKS_COMPAT === 'all';
const minor = all || process.argv.includes('--minor') || process.env.LKS_COMPAT === 'minor';

const every = (tree) => ({ registration: tree, settings: tree, statement: tree });

/**
 * Each composition names the tree of the host and of the remotes: 'current', 'previous', 'patch'
 * (the next federation patch) or 'minor' (the previous federation minor's newest release).
 */
const COMPOSITIONS = [
  { name: 'new host + previous remotes', host: 'current', remotes: 'previous' },
  { name: 'previous host + new remotes', host: 'previous', remotes: 'current' },
  { name: 'host on the next federation patch + remotes as pinned', host: 'patch', remotes: 'current' },
  { name: 'host as pinned + remotes on the next federation patch', host: 'current', remotes: 'patch' },
  { name: 'host on the next federation patch + previous remotes', host: 'patch', remotes: 'previous' },
  // On request only (`--minor`): their tree costs CI about 3 minutes more (docs/compatibility-suite.md).
  { name: 'host on the previous federation minor + remotes as pinned', host: 'minor', remotes: 'current', onRequest: true },
  { name: 'host as pinned + remotes on the previous federation minor', host: 'current', remotes: 'minor', onRequest: true },
];

/**
 * Compositions that fail on this tree for a known reason, named here (never skipped silently:
 * each is printed as not run, with why). Remove a name once the tree keeps that part of the
 * deploy contract; `--all` runs them anyway.
 */
const SWITCHED_ON_LATER = {};

const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

function main() {
  fs.mkdirSync(results, { recursive: true });
  const asked = COMPOSITIONS.filter(({ onRequest }) => minor || !onRequest);
  const active = asked.filter(({ name }) => all || !SWITCHED_ON_LATER[name]);
  const needs = new Set(active.flatMap(({ host, remotes }) => [host, remotes]));
  const started = Date.now();
  const trees = { current: root };
  const report = [];
  // Held until every composition has run: the trees are served from the cache.
  let releaseCache = () => {};
  try {
    releaseCache = holdCacheLock(CACHE, { log });
    if (needs.has('previous')) trees.previous = previousTree();
    if (needs.has('patch')) trees.patch = federationSkewTree('patch').dir;
    if (needs.has('minor')) trees.minor = federationSkewTree('minor').dir;
  } catch (error) {
    console.error(`[compat] could not build a release to compose: ${error.message}`);
    for (const { name } of active) report.push({ name, status: 'failed', passed: 0, failed: 1, reason: 'build failed' });
  }
  const built = Date.now();
  for (const composition of asked) {
    if (report.some(({ name }) => name === composition.name)) continue;
    if (!active.includes(composition)) {
      report.push({ name: composition.name, status: 'not run', passed: 0, failed: 0, reason: SWITCHED_ON_LATER[composition.name] });
      continue;
    }
    const file = path.join(results, `compat-${slug(composition.name)}.json`);
    fs.rmSync(file, { force: true });
    console.log(`\n[compat] ${composition.name}`);
    spawnSync('npx', ['playwright', 'test', '--config', 'e2e/compat.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        LKS_COMPOSITION: JSON.stringify({ host: trees[composition.host], remotes: every(trees[composition.remotes]) }),
      },
    });
    let stats = null;
    try {
      stats = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
    } catch {
      stats = null;
    }
    const passed = stats ? stats.expected + stats.flaky : 0;
    const failed = stats ? stats.unexpected : 1;
    report.push({
      name: composition.name,
      status: failed === 0 && passed > 0 ? 'passed' : 'failed',
      passed,
      failed: failed || (passed === 0 ? 1 : 0),
    });
  }
  releaseCache();
  const seconds = (ms) => `${Math.round(ms / 1000)} s`;
  console.log(`\ncompatibility (mixed releases): builds ${seconds(built - started)}, journeys ${seconds(Date.now() - built)}`);
  for (const row of report) {
    const counts =
      row.status === 'not run'
        ? `not run: ${row.reason}`
        : `${row.passed} passed, ${row.failed} failed${row.reason ? ` (${row.reason})` : ''}`;
    console.log(`  ${row.status === 'passed' ? 'ok  ' : row.status === 'failed' ? 'FAIL' : '--  '} ${row.name}: ${counts}`);
  }
  fs.writeFileSync(path.join(results, 'compat.json'), JSON.stringify({ compositions: report }, null, 2));
  process.exit(report.some(({ status }) => status === 'failed') ? 1 : 0);
}

main();
