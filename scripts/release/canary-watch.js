// Watching a canary (docs/deploying.md): the host's servers count, per remote and version, the
// page views they serve and the error reports and LCP values the pages send, over the last window
// (server/canary-figures.js, `GET /canary-figures` on each instance's admin port). `status` shows
// them; `watch` judges each canary whose remote has automatic rollback on (./canary-rule.js),
// logs every decision, and rolls a failing canary back with the reason in the manifest's history.
// The watch is the only writer of the manifest besides the squad's commands: the host's servers
// only read it (their mounts are read-only, and several instances would race).
const { lookup } = require('node:dns/promises');
const { isIP } = require('node:net');
const { percentile } = require('../percentile');
const { automaticRollback, readManifest } = require('./manifest-changes');
const { canaryVerdict } = require('./canary-rule');
const { ReleaseRefusal } = require('./refusal');

/** A name's every address, as `dns.lookup` answers it: a headless Service's name answers each ready pod's. */
const resolveAll = (name) => lookup(name, { all: true });

/**
 * Each admin base URL's instances: an address stays as it is; a name is resolved now (a pod's
 * address changes at every rollout) and each address it answers is an instance, labelled with both.
 * @returns {Promise<Array<{ url: URL, label: string }>>}
 */
async function instancesOf(base, resolveHost) {
  const url = new URL(base);
  const name = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(name)) return [{ url, label: url.origin }];
  const addresses = await resolveHost(name).catch((error) => {
    throw new ReleaseRefusal(`the host's admin name ${url.origin} answers no instance (${error.code ?? error.message})`);
  });
  if (addresses.length === 0) throw new ReleaseRefusal(`the host's admin name ${url.origin} answers no instance`);
  return addresses.map(({ address, family }) => {
    const at = new URL(url);
    at.hostname = family === 6 ? `[${address}]` : address;
    return { url: at, label: `${url.origin} at ${address}` };
  });
}

/** One instance's answer at its admin port, or a refusal saying how it failed. */
async function figuresAt({ url, label }, fetchImpl) {
  let answer;
  try {
    answer = await fetchImpl(new URL('/canary-figures', url), { signal: AbortSignal.timeout(5_000) });
  } catch (error) {
    // fetch says only TypeError; its cause names what an operator can mend (ECONNREFUSED, ENOTFOUND, …).
    throw new ReleaseRefusal(`the host's admin port ${label} did not answer (${error.cause?.code ?? error.name})`);
  }
  if (!answer.ok) throw new ReleaseRefusal(`the host's admin port ${label} answered ${answer.status}`);
  // The public port answers this path with the app's page: a URL given wrong is said so.
  const body = await answer.json().catch(() => undefined);
  if (typeof body?.remotes !== 'object' || body.remotes === null)
    throw new ReleaseRefusal(`the host's admin port ${label} answered no canary figures (is it the server config's adminPort?)`);
  return body;
}

/**
 * The figures of every instance named, added together: page views and error reports add up, and
 * the LCP values are pooled for one 75th percentile, each instance once (its `instance` id). Any
 * instance that answers none is a refusal naming every such one: a part is never added up as the whole.
 * @param {string[]} hostAdmin each admin base URL (`http://10.0.0.5:9464`), or a name answering every instance's address
 * @returns {Promise<{ remotes: object, read: string[] }>} the figures, and each instance read
 */
async function fetchFigures(hostAdmin, { fetchImpl = fetch, resolveHost = resolveAll } = {}) {
  const instances = (await Promise.all(hostAdmin.map((base) => instancesOf(base, resolveHost)))).flat();
  const answers = await Promise.allSettled(instances.map((instance) => figuresAt(instance, fetchImpl)));
  const failed = answers.filter(({ status }) => status === 'rejected').map(({ reason }) => reason);
  const unexpected = failed.find((reason) => !(reason instanceof ReleaseRefusal));
  if (unexpected) throw unexpected;
  if (failed.length > 0) {
    const answered = instances.length > 1 ? [`${instances.length - failed.length} of ${instances.length} host instances answered`] : [];
    throw new ReleaseRefusal([...failed.map((reason) => reason.message), ...answered].join('; '));
  }
  const merged = {};
  const read = [];
  const seenInstances = new Set();
  for (const [index, { value: body }] of answers.entries()) {
    // One instance reached twice (`localhost` at 127.0.0.1 and ::1, a name and an address) counts once.
    if (seenInstances.has(body.instance)) continue;
    seenInstances.add(body.instance ?? index);
    read.push(instances[index].label);
    for (const [remote, versions] of Object.entries(body.remotes))
      for (const [version, seen] of Object.entries(versions)) {
        const into = ((merged[remote] ??= {})[version] ??= { pageViews: 0, errorReports: 0, lcpMs: [] });
        into.pageViews += seen.pageViews;
        into.errorReports += seen.errorReports;
        into.lcpMs.push(...seen.lcpMs);
      }
  }
  return { remotes: merged, read };
}

const NONE = { pageViews: 0, errorReports: 0, lcpMs: [] };

function figureLine(label, version, seen = NONE) {
  const rate = seen.pageViews === 0 ? '-' : `${((100 * seen.errorReports) / seen.pageViews).toFixed(1)} %`;
  const lcp = seen.lcpMs.length === 0 ? '-' : `${percentile(seen.lcpMs, 75)} ms`;
  return `${label} ${version}: ${seen.pageViews} page views, error rate ${rate}, LCP p75 ${lcp}`;
}

/** The rule's verdict on a release's canary, from its remote's figures: what status shows, the watch acts on and promote heeds. */
const verdictOn = (release, seen = {}) =>
  canaryVerdict(release.autoRollback, seen[release.live] ?? NONE, seen[release.canary.version] ?? NONE);

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
    if (release.autoRollback) lines[remote].push(`verdict: ${verdictOn(release, seen).reason}`);
  }
  return lines;
}

/** What a command that reads the figures says without the host's admin ports: the watch refuses; a judge says why it did not judge. */
const NO_HOST_ADMIN = {
  watch: "name the host servers' admin ports to watch: --host-admin <url> (or LKS_HOST_ADMIN)",
  judge: 'no host admin port named (--host-admin or LKS_HOST_ADMIN)',
};

/** The figures are read at the host's admin ports: without them, a refusal worded for `purpose` (watch or judge). */
function requireHostAdmin(setting, purpose = 'watch') {
  if (!setting.hostAdmin?.length) throw new ReleaseRefusal(NO_HOST_ADMIN[purpose]);
}

/**
 * For `promote`, or `canary` widening the share, of a canary under automatic rollback
 * (./manifest-changes.js): a failing verdict refuses, unless `despite`, and is then recorded in the
 * history; figures that cannot be read, or a canary still short of the rule's minimum of page
 * views (the operator's call, as the docs promise), are said, and the command goes on.
 * `allTheSame(remote, release, percent)`: the command that goes on despite the verdict.
 */
const judgeCanary = (setting, despite, allTheSame) => async (remote, release, percent) => {
  let figures;
  try {
    requireHostAdmin(setting, 'judge');
    ({ remotes: figures } = await fetchFigures(setting.hostAdmin, { resolveHost: setting.resolveHost }));
  } catch (error) {
    if (!(error instanceof ReleaseRefusal)) throw error;
    return { said: `; not judged by automatic rollback's rule: ${error.message}` };
  }
  const verdict = verdictOn(release, figures[remote]);
  if (verdict.waiting) return { said: `; not judged yet by automatic rollback's rule: ${verdict.reason}` };
  if (!verdict.rollback) return {};
  if (!despite)
    throw new ReleaseRefusal(
      `${remote} canary ${release.canary.version} fails automatic rollback's rule (${verdict.reason}): the watch would roll it back; ${allTheSame(remote, release, percent)}`,
    );
  return { said: `, despite the verdict (${verdict.reason})`, recorded: { despiteVerdict: verdict.reason } };
};

const judgeForPromote = (setting, despite) =>
  judgeCanary(
    setting,
    despite,
    (remote) => `to make it live for every device all the same, npm run release -- promote ${remote} --despite-verdict`,
  );

// A wider share gives a canary the watch would roll back to more customers before it does.
const judgeForWidening = (setting, despite) =>
  judgeCanary(
    setting,
    despite,
    (remote, release, percent) =>
      `to give it to ${percent} % of devices all the same, npm run release -- canary ${remote} ${release.canary.version} ${percent} --despite-verdict`,
  );

/**
 * One pass of the watch: every canary under automatic rollback judged on the figures, each
 * decision logged, a failing one rolled back.
 * @returns {Promise<string[]>} the decisions, one line each
 */
async function watchOnce(setting, { fetchImpl, log = console.log } = {}) {
  requireHostAdmin(setting);
  const manifest = readManifest(setting.manifest, setting.environment);
  const watched = Object.entries(manifest.remotes).filter(([, release]) => release.canary && release.autoRollback);
  if (watched.length === 0) return [];
  const { remotes: figures } = await fetchFigures(setting.hostAdmin, { fetchImpl, resolveHost: setting.resolveHost }).catch((error) => {
    throw error instanceof ReleaseRefusal ? new ReleaseRefusal(`${error.message}: nothing judged`) : error;
  });
  const decisions = [];
  for (const [remote, release] of watched) {
    const verdict = verdictOn(release, figures[remote]);
    const rolledBack = verdict.rollback && (await automaticRollback(setting, remote, release.canary.version, verdict.reason));
    const line = `${new Date().toISOString()} ${remote} canary ${release.canary.version}: ${rolledBack ? 'rolled back' : verdict.rollback ? 'already ended' : 'kept'} (${verdict.reason})`;
    log(line);
    decisions.push(line);
  }
  return decisions;
}

module.exports = { fetchFigures, judgeForPromote, judgeForWidening, requireHostAdmin, watchedLines, watchOnce };
