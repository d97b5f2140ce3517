// Watching a canary (docs/deploying.md): the host's servers count, per remote and version, the
// page views they serve and the error reports and LCP values the pages send, over the last window
// (server/canary-figures.js, `GET /canary-figures` on each instance's admin port). `status` shows
// them; `watch` judges each canary whose remote has automatic rollback on (./canary-rule.js),
// logs every decision, and rolls a failing canary back with the reason in the manifest's history.
// The watch is the only writer of the manifest besides the squad's commands: the host's servers
// only read it (their mounts are read-only, and several instances would race).
const { percentile } = require('../percentile');
const { automaticRollback, readManifest } = require('./manifest-changes');
const { canaryVerdict } = require('./canary-rule');
const { ReleaseRefusal } = require('./refusal');

/**
 * The figures of every instance named, added together: page views and error reports add up, and
 * the LCP values are pooled for one 75th percentile. An instance that answers none is a refusal
 * naming it: none are added up without it.
 * @param {string[]} hostAdmin each instance's admin base URL (`http://10.0.0.5:9464`)
 */
async function fetchFigures(hostAdmin, fetchImpl = fetch) {
  const merged = {};
  for (const base of hostAdmin) {
    let answer;
    try {
      answer = await fetchImpl(new URL('/canary-figures', base), { signal: AbortSignal.timeout(5_000) });
    } catch (error) {
      // fetch says only TypeError; its cause names what an operator can mend (ECONNREFUSED, ENOTFOUND, …).
      throw new ReleaseRefusal(`the host's admin port ${base} did not answer (${error.cause?.code ?? error.name})`);
    }
    if (!answer.ok) throw new ReleaseRefusal(`the host's admin port ${base} answered ${answer.status}`);
    // The public port answers this path with the app's page: a URL given wrong is said so.
    const remotes = await answer.json().then(
      (body) => body?.remotes,
      () => undefined,
    );
    if (typeof remotes !== 'object' || remotes === null)
      throw new ReleaseRefusal(`the host's admin port ${base} answered no canary figures (is it the server config's adminPort?)`);
    for (const [remote, versions] of Object.entries(remotes))
      for (const [version, seen] of Object.entries(versions)) {
        const into = ((merged[remote] ??= {})[version] ??= { pageViews: 0, errorReports: 0, lcpMs: [] });
        into.pageViews += seen.pageViews;
        into.errorReports += seen.errorReports;
        into.lcpMs.push(...seen.lcpMs);
      }
  }
  return merged;
}

const NONE = { pageViews: 0, errorReports: 0, lcpMs: [] };

function figureLine(label, version, seen = NONE) {
  const rate = seen.pageViews === 0 ? '-' : `${((100 * seen.errorReports) / seen.pageViews).toFixed(1)} %`;
  const lcp = seen.lcpMs.length === 0 ? '-' : `${percentile(seen.lcpMs, 75)} ms`;
  return `${label} ${version}: ${seen.pageViews} page views, error rate ${rate}, LCP p75 ${lcp}`;
}

/**
 * Each remote's figures over the window, as `status` shows them, and for a canary under automatic
 * rollback what the rule says now.
 * @returns {Record<string, string[]>}
 */
function watchedLines(manifest, figures) {
  const lines = {};
  for (const [remote, release] of Object.entries(manifest.remotes)) {
    const seen = figures[remote] ?? {};
    lines[remote] = [figureLine('live', release.live, seen[release.live])];
    if (!release.canary) continue;
    lines[remote].push(figureLine('canary', release.canary.version, seen[release.canary.version]));
    if (release.autoRollback)
      lines[remote].push(
        `verdict: ${canaryVerdict(release.autoRollback, seen[release.live] ?? NONE, seen[release.canary.version] ?? NONE).reason}`,
      );
  }
  return lines;
}

/**
 * One pass of the watch: every canary under automatic rollback judged on the figures, each
 * decision logged, a failing one rolled back.
 * @returns {Promise<string[]>} the decisions, one line each
 */
/** The watch judges on the host's figures: without its admin ports it refuses. */
function requireHostAdmin(setting) {
  if (!setting.hostAdmin?.length)
    throw new ReleaseRefusal("name the host servers' admin ports to watch: --host-admin <url> (or LKS_HOST_ADMIN)");
}

async function watchOnce(setting, { fetchImpl, log = console.log } = {}) {
  requireHostAdmin(setting);
  const manifest = readManifest(setting.manifest, setting.environment);
  const watched = Object.entries(manifest.remotes).filter(([, release]) => release.canary && release.autoRollback);
  if (watched.length === 0) return [];
  const figures = await fetchFigures(setting.hostAdmin, fetchImpl).catch((error) => {
    throw error instanceof ReleaseRefusal ? new ReleaseRefusal(`${error.message}: nothing judged`) : error;
  });
  const decisions = [];
  for (const [remote, release] of watched) {
    const seen = figures[remote] ?? {};
    const verdict = canaryVerdict(release.autoRollback, seen[release.live] ?? NONE, seen[release.canary.version] ?? NONE);
    const rolledBack = verdict.rollback && automaticRollback(setting, remote, release.canary.version, verdict.reason);
    const line = `${new Date().toISOString()} ${remote} canary ${release.canary.version}: ${rolledBack ? 'rolled back' : verdict.rollback ? 'already ended' : 'kept'} (${verdict.reason})`;
    log(line);
    decisions.push(line);
  }
  return decisions;
}

module.exports = { fetchFigures, requireHostAdmin, watchedLines, watchOnce };
