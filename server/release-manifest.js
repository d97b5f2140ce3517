// The release manifest: one small JSON document per environment that names, for each remote, the
// published version every customer gets (`live`) and at most one `canary` version with its share
// of devices, and keeps the last states as `history` (docs/deploying.md). Every deploy, canary,
// promotion and rollback is one atomic write of this file (scripts/release/); the host's server
// reads it at request time, kept for a few seconds. A manifest that cannot be read or fails the
// schema below is left out: the last good one stays in force, the server logs why once and counts
// it (`lks_release_manifest_reads_total`). So is one that records no entry integrity for a live or
// canary version, where the integrity is required (a production runtime config, docs/deploying.md
// "Integrity"). Without a good one at start the server does not start.
const fs = require('node:fs');
const { isRecord } = require('./is-record');

const SCHEMA = 1;
// How long a read is kept: a write is in force on every instance within this, without a restart.
const KEPT_MS = 2_000;
const MAX_BYTES = 64 * 1024;
const HISTORY_KEPT = 20;
// A remote's name as its folder on the static origin; a version as a folder name below it
// (package version and content hash, scripts/release/publish.js): no `/`, never `.` or `..`.
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,31}$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const COMMANDS = new Set(['promote', 'canary', 'rollback', 'auto-rollback']);
// A Subresource Integrity value: the hash of a version's remoteEntry.js the page checks it against.
const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$/;

/**
 * Why a release's `entryIntegrity` (version → the integrity of its remoteEntry.js, written by the
 * release commands for the live and the canary version) is not one, or null. Whether every
 * version in force has one is asked apart (uncheckedEntries): the schema is the same everywhere.
 */
function integrityProblem(release, where) {
  const integrity = release.entryIntegrity;
  if (integrity === undefined) return null;
  if (!isRecord(integrity)) return `${where} is not an object`;
  const inForce = [release.live, release.canary?.version];
  for (const [version, value] of Object.entries(integrity)) {
    if (!inForce.includes(version)) return `${where} names ${JSON.stringify(version)}, neither the live nor the canary version`;
    if (typeof value !== 'string' || !INTEGRITY.test(value)) return `${where}.${version} is not a sha256, sha384 or sha512 integrity`;
  }
  return null;
}

/** Why `remotes` is not a set of remotes' releases, or null. */
function remotesProblem(remotes, where) {
  if (!isRecord(remotes)) return `${where} is not an object`;
  for (const [name, release] of Object.entries(remotes)) {
    if (!REMOTE_NAME.test(name)) return `${where}: ${JSON.stringify(name)} is not a remote's name`;
    if (!isRecord(release) || typeof release.live !== 'string' || !VERSION.test(release.live))
      return `${where}.${name}.live is not a version`;
    const extra = Object.keys(release).filter((key) => !['live', 'canary', 'autoRollback', 'entryIntegrity'].includes(key));
    if (extra.length > 0) return `${where}.${name} has unknown fields: ${extra.join(', ')}`;
    // A canary's error rate above live's by more than `marginPoints` after `minPageViews` of its
    // page views rolls it back (scripts/release/canary-watch.js).
    const rule = release.autoRollback;
    if (
      rule !== undefined &&
      (!isRecord(rule) ||
        !Number.isInteger(rule.marginPoints) ||
        rule.marginPoints < 0 ||
        rule.marginPoints > 100 ||
        !Number.isInteger(rule.minPageViews) ||
        rule.minPageViews < 1)
    )
      return `${where}.${name}.autoRollback is not { marginPoints: 0 to 100, minPageViews: 1 or more }`;
    const problem = integrityProblem(release, `${where}.${name}.entryIntegrity`);
    if (problem) return problem;
    if (release.canary === undefined) continue;
    const { canary } = release;
    if (!isRecord(canary) || typeof canary.version !== 'string' || !VERSION.test(canary.version))
      return `${where}.${name}.canary.version is not a version`;
    if (!Number.isInteger(canary.percent) || canary.percent < 1 || canary.percent > 100)
      return `${where}.${name}.canary.percent is not a whole percent from 1 to 100`;
    if (canary.version === release.live) return `${where}.${name}.canary is the live version`;
  }
  return null;
}

/** Why `manifest` is not a release manifest the host may serve from, or null. */
function manifestProblem(manifest) {
  if (!isRecord(manifest) || manifest.schema !== SCHEMA) return `not a schema ${SCHEMA} release manifest`;
  if (typeof manifest.environment !== 'string' || manifest.environment === '') return 'environment is not named';
  const problem = remotesProblem(manifest.remotes, 'remotes');
  if (problem) return problem;
  if (!Array.isArray(manifest.history) || manifest.history.length > HISTORY_KEPT)
    return `history is not a list of at most ${HISTORY_KEPT} states`;
  for (const [index, state] of manifest.history.entries()) {
    const where = `history[${index}]`;
    if (!isRecord(state) || typeof state.at !== 'string' || Number.isNaN(Date.parse(state.at))) return `${where}.at is not a time`;
    if (!COMMANDS.has(state.command) || typeof state.remote !== 'string') return `${where} names no command and remote`;
    const before = remotesProblem(state.before, `${where}.before`);
    if (before) return before;
  }
  return null;
}

/**
 * Each live and canary version whose entry integrity `manifest` does not record, as
 * `<remote> <version> (live|canary)`: a page would load its entry unchecked. None, null.
 */
function uncheckedEntries(manifest) {
  const unchecked = Object.entries(manifest.remotes).flatMap(([name, release]) =>
    [
      ['live', release.live],
      ['canary', release.canary?.version],
    ]
      .filter(([, version]) => version !== undefined && !release.entryIntegrity?.[version])
      .map(([role, version]) => `${name} ${version} (${role})`),
  );
  return unchecked.length > 0 ? `no entry integrity for ${unchecked.join(', ')}` : null;
}

/**
 * Reads the manifest file, kept for `keptMs`; a change is in force after at most that long.
 * @param {{ file: string, now?: () => number, keptMs?: number, integrityRequired?: boolean, environment?: string, report?: (read: { outcome: 'refreshed' | 'refused' | 'failed', problem?: string, unchecked?: string }) => void }} opts
 *   integrityRequired: a manifest that records no entry integrity for a live or canary version is
 *   refused (else it is taken, and its read names those versions in `unchecked`); environment: the
 *   host's own (its runtime config's), the only one a manifest it takes may name;
 *   report: told of every read that was not a kept copy, for the log and the metrics
 * @returns {{ current(): object }} the manifest in force: the last good one read
 * @throws at creation when the file holds no good manifest (the server does not start)
 */
function releaseManifestReader({ file, now = Date.now, keptMs = KEPT_MS, integrityRequired = false, environment, report = () => {} }) {
  let good = null;
  let readAt = -Infinity;
  let identity = null;

  function read() {
    readAt = now();
    let text;
    try {
      const stat = fs.statSync(file);
      const seen = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      // The same file as last time: nothing to read.
      if (seen === identity && good) return null;
      if (stat.size > MAX_BYTES) return { outcome: 'refused', problem: `larger than ${MAX_BYTES} bytes` };
      text = fs.readFileSync(file, 'utf8');
      identity = seen;
    } catch (error) {
      identity = null;
      return { outcome: 'failed', problem: `unreadable (${error.code ?? error.name})` };
    }
    let manifest;
    try {
      manifest = JSON.parse(text);
    } catch {
      return { outcome: 'refused', problem: 'not JSON' };
    }
    const problem = manifestProblem(manifest);
    if (problem) return { outcome: 'refused', problem };
    // A release pipeline pointed at the wrong file (or LKS_ENVIRONMENT left unset) would put
    // another environment's versions and canaries on this host's customers.
    if (environment !== undefined && manifest.environment !== environment)
      return { outcome: 'refused', problem: `names environment ${manifest.environment}; this host serves ${environment}` };
    const unchecked = uncheckedEntries(manifest);
    if (unchecked && integrityRequired) return { outcome: 'refused', problem: unchecked };
    good = manifest;
    return unchecked ? { outcome: 'refreshed', unchecked } : { outcome: 'refreshed' };
  }

  const first = read();
  if (!good) throw new Error(`release manifest ${file}: ${first.problem}`);
  report(first);
  return {
    current() {
      if (now() - readAt >= keptMs) {
        const outcome = read();
        if (outcome) report(outcome);
      }
      return good;
    },
  };
}

module.exports = { manifestProblem, releaseManifestReader, HISTORY_KEPT, REMOTE_NAME, VERSION };
