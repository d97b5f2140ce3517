// The compatibility suite (docs/compatibility-suite.md): builds the previous release (release/previous)
// and the current tree with another patch of Module Federation (and, on request, with the previous
// minor), publishes each composition's remotes on one static origin and makes them live in the
// release manifest with the release commands (scripts/release/), then runs the core journeys on
// that composition with e2e/compat.config.ts. Prints one line per composition and writes
// test-results/compat.json for scripts/test-summary.js.
// `--minor` adds the compositions a federation minor apart.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { releaseBuilds, settingFrom } = require('../release/release');
const { ReleaseRefusal } = require('../release/refusal');
const { REMOTE_DIRS } = require('../remote-builds');
const { CACHE, federationSkewTree, log, previousTree, root } = require('./release-trees');
const { holdCacheLock } = require('./cache-lock');
const { distOf } = require('./compose');

const results = path.join(root, 'test-results');
const minor = process.argv.includes('--minor');

// The suite's own environment: a static origin and a release manifest, made afresh by each run.
const RELEASE = path.join(root, 'dist-release', 'compat');
const release = { origin: path.join(RELEASE, 'origin'), manifest: path.join(RELEASE, 'manifest.json') };

/**
 * Makes the composition's remotes live: each one's build of `tree` published on the suite's static
 * origin (a version published before is left as it is) and promoted in the manifest, checked
 * against the kernel of the host of `hostTree`, as a squad's release is.
 * @returns {Promise<Record<string, string>>} each remote's live version
 */
function releaseRemotesOf(tree, hostTree) {
  const setting = settingFrom({
    LKS_STATIC_ORIGIN: release.origin,
    LKS_RELEASE_MANIFEST: release.manifest,
    LKS_ENVIRONMENT: 'sandbox',
    LKS_HOST_VERSION: path.join(hostTree, 'host', distOf(hostTree), 'version.json'),
  });
  const builds = Object.fromEntries(Object.entries(REMOTE_DIRS).map(([name, dir]) => [name, path.join(tree, dir, distOf(tree))]));
  return releaseBuilds(setting, builds);
}

/**
 * Each composition names the tree of the host and of the remotes: 'current', 'previous', 'patch'
 * (another federation patch: the newest above the pin, else the one before it) or 'minor' (the previous federation minor's newest release).
 */
const COMPOSITIONS = [
  { name: 'new host + previous remotes', host: 'current', remotes: 'previous' },
  { name: 'previous host + new remotes', host: 'previous', remotes: 'current' },
  { name: 'host on another federation patch + remotes as pinned', host: 'patch', remotes: 'current' },
  { name: 'host as pinned + remotes on another federation patch', host: 'current', remotes: 'patch' },
  { name: 'host on another federation patch + previous remotes', host: 'patch', remotes: 'previous' },
  // On request only (`--minor`): their tree costs CI about 3 minutes more (docs/compatibility-suite.md).
  { name: 'host on the previous federation minor + remotes as pinned', host: 'minor', remotes: 'current', onRequest: true },
  { name: 'host as pinned + remotes on the previous federation minor', host: 'current', remotes: 'minor', onRequest: true },
];

const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/** Releases a composition's remotes, then runs the journeys on it: its line of the report. */
async function runComposition(composition, trees) {
  const file = path.join(results, `compat-${slug(composition.name)}.json`);
  fs.rmSync(file, { force: true });
  console.log(`\n[compat] ${composition.name}`);
  try {
    const live = await releaseRemotesOf(trees[composition.remotes], trees[composition.host]);
    const versions = Object.entries(live).map(([name, version]) => `${name} ${version}`);
    log(`live in the manifest: ${versions.join(', ')}`);
  } catch (error) {
    console.error(`[compat] ${error instanceof ReleaseRefusal ? `refused: ${error.message}` : error.stack}`);
    return failure('release failed');
  }
  spawnSync('npx', ['playwright', 'test', '--config', 'e2e/compat.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      LKS_COMPOSITION: JSON.stringify({ host: trees[composition.host], hostRelease: composition.host, release }),
    },
  });
  let stats;
  try {
    stats = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  } catch {
    // No report: Playwright stopped before writing one, which counts as a failure below.
  }
  const { expected = 0, flaky = 0, unexpected = 0 } = stats ?? {};
  const passed = expected + flaky;
  const failed = unexpected || (passed === 0 ? 1 : 0);
  return { status: failed === 0 ? 'passed' : 'failed', passed, failed };
}

const failure = (reason) => ({ status: 'failed', passed: 0, failed: 1, reason });

async function main() {
  fs.mkdirSync(results, { recursive: true });
  fs.rmSync(RELEASE, { recursive: true, force: true });
  const active = COMPOSITIONS.filter(({ onRequest }) => minor || !onRequest);
  const started = Date.now();
  // Held until every composition has run: the trees are served from the cache.
  let giveBackCache = () => {};
  let trees = { current: root };
  try {
    giveBackCache = await holdCacheLock(CACHE, { log });
    const needs = new Set(active.flatMap(({ host, remotes }) => [host, remotes]));
    if (needs.has('previous')) trees.previous = previousTree();
    if (needs.has('patch')) trees.patch = federationSkewTree('patch');
    if (needs.has('minor')) trees.minor = federationSkewTree('minor');
  } catch (error) {
    trees = null;
    console.error(`[compat] could not build a release to compose: ${error.message}`);
  }
  const built = Date.now();
  const report = [];
  for (const composition of active)
    report.push({ name: composition.name, ...(trees ? await runComposition(composition, trees) : failure('build failed')) });
  giveBackCache();
  const seconds = (ms) => `${Math.round(ms / 1000)} s`;
  console.log(`\ncompatibility (mixed releases): builds ${seconds(built - started)}, journeys ${seconds(Date.now() - built)}`);
  for (const row of report) {
    const counts = `${row.passed} passed, ${row.failed} failed${row.reason ? ` (${row.reason})` : ''}`;
    console.log(`  ${row.status === 'passed' ? 'ok  ' : 'FAIL'} ${row.name}: ${counts}`);
  }
  fs.writeFileSync(path.join(results, 'compat.json'), JSON.stringify({ compositions: report }, null, 2));
  process.exit(report.some(({ status }) => status === 'failed') ? 1 : 0);
}

main();
