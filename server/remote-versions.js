// Where each remote is for one request: the one place the host's server decides which published
// version of a remote a page gets, and so its remoteEntry.js URL (the runtime config's `remotes`
// the page carries) and the base URL its first screens are read from (./remote-screens.js).
// With `releases` in the server config the release manifest chooses (./release-manifest.js):
// the live version, or the canary for the devices in its share (./cohort.js); a version is
// `<origin><remote>/<version>/` on the static origin; outside production a tester's pin wins
// (./tester-pins.js). A remote the manifest does not name, and every remote of a server without
// `releases`, is where the runtime config says. The page loads a version's entry with the
// integrity the manifest records for it (`entryIntegrity`, written by the release commands), so
// an entry altered on the static origin is refused by the browser; in production a manifest
// without it for a live or canary version is refused, elsewhere it is taken with a warning.
const { logRecord } = require('./log-record');
const { releaseManifestReader } = require('./release-manifest');
const { cohorts, inCanary, pointOf } = require('./cohort');
const { testerPins } = require('./tester-pins');

const ENTRY = 'remoteEntry.js';

/**
 * @param {{ remotes: Record<string, string>, releases?: { manifest: string, origin: string | Record<string, string>, keptMs?: number }, production?: boolean, log?: (record: object) => void, metrics?: { releaseManifestRead(outcome: string): void }, cohortStart?: number, now?: () => number, pinsAllowed?: boolean, integrityRequired?: boolean, environment?: string, fetchImpl?: typeof fetch }} opts
 *   remotes: the runtime config's remote entries; releases: the manifest file and the static
 *   origin's base URL (one for every remote, or one per remote) and how long a read of the manifest is
 *   kept (./release-manifest.js); log: the server's JSON log; pinsAllowed: whether testers may pin a
 *   version (never with a production runtime config); integrityRequired: whether a manifest must
 *   record the entry integrity of every live and canary version (always with a production runtime config);
 *   environment: the runtime config's, the only one a manifest the host takes may name
 */
function remoteVersions({
  remotes,
  releases,
  production = false,
  log = () => {},
  metrics,
  cohortStart,
  now,
  pinsAllowed = false,
  integrityRequired = false,
  environment,
  fetchImpl,
}) {
  if (!releases)
    return {
      forRequest: async () => ({ remotes, versions: {}, integrity: {}, pins: {}, setCookies: [] }),
      inForce: () => Object.entries(remotes),
      versionsInForce: () => ({}),
    };
  const originOf = (name) => (typeof releases.origin === 'string' ? releases.origin : releases.origin?.[name]);
  for (const name of Object.keys(remotes))
    if (!originOf(name)) throw new Error(`server config: releases.origin names no static origin for remote ${name}`);
  let lastProblem = null;
  let lastUnchecked = null;
  const said = (level, message, problem) => log(logRecord(level, { server: 'host', message, problem }));
  const manifest = releaseManifestReader({
    file: releases.manifest,
    now,
    keptMs: releases.keptMs,
    integrityRequired,
    environment,
    report: ({ outcome, problem, unchecked }) => {
      metrics?.releaseManifestRead(outcome);
      // Said once per problem, not on every read of the same bad file.
      if (problem && problem !== lastProblem) said('error', 'release manifest left out, the last good one stays in force', problem);
      lastProblem = problem ?? null;
      if (outcome !== 'refreshed') return;
      if (unchecked && unchecked !== lastUnchecked)
        said('warn', 'release manifest in force with entries that load unchecked (allowed outside production)', unchecked);
      lastUnchecked = unchecked ?? null;
    },
  });
  const devices = cohorts({ start: cohortStart, secure: production });
  const entryOf = (name, version) => new URL(`${name}/${version}/${ENTRY}`, originOf(name)).href;
  const pinning = testerPins({ allowed: pinsAllowed, entryOf, log, fetchImpl, secure: production });

  return {
    /**
     * Each remote's entry URL for this request, the tester's pins in force, and the cookies that
     * keep a new device in its cohort while a canary runs and keep or clear its pins.
     * @param {import('node:http').IncomingMessage} req
     * @param {{ pathname: string, search: string }} page the page's path and query (a pin link)
     *   versions: the published version each released remote's entry names; integrity: the
     *   integrity of each entry the manifest records one for (a pinned version it does not hold has none)
     * @returns {Promise<{ remotes: Record<string, string>, versions: Record<string, string>, integrity: Record<string, string>, pins: Record<string, string>, setCookies: string[] }>}
     */
    async forRequest(req, page) {
      const { remotes: released } = manifest.current();
      const { pins, setCookies } = await pinning.forRequest(req, page, Object.keys(released));
      let point = pointOf(req.headers.cookie);
      const versionOf = (name, release) => {
        if (pins[name]) return pins[name];
        if (!release.canary) return release.live;
        if (point === null) {
          const assigned = devices.assign();
          point = assigned.point;
          setCookies.push(assigned.setCookie);
        }
        return inCanary(point, name, release.canary) ? release.canary.version : release.live;
      };
      const versions = {};
      const integrity = {};
      const chosen = Object.fromEntries(
        Object.entries(remotes).map(([name, fixed]) => {
          const release = Object.hasOwn(released, name) ? released[name] : undefined;
          if (!release) return [name, fixed];
          versions[name] = versionOf(name, release);
          const recorded = release.entryIntegrity?.[versions[name]];
          if (recorded) integrity[name] = recorded;
          return [name, entryOf(name, versions[name])];
        }),
      );
      return { remotes: chosen, versions, integrity, pins, setCookies };
    },
    /** Each released remote's live version and its canary's, if one runs: what the pages' reports are counted by. */
    versionsInForce() {
      const { remotes: released } = manifest.current();
      return Object.fromEntries(
        Object.keys(remotes)
          .filter((name) => Object.hasOwn(released, name))
          .map((name) => [name, [released[name].live, ...(released[name].canary ? [released[name].canary.version] : [])]]),
      );
    },
    /** Every remote entry some customer may get now: live and canary (the readiness probe). */
    inForce() {
      const { remotes: released } = manifest.current();
      return Object.entries(remotes).flatMap(([name, fixed]) => {
        const release = Object.hasOwn(released, name) ? released[name] : undefined;
        if (!release) return [[name, fixed]];
        return [release.live, ...(release.canary ? [release.canary.version] : [])].map((version) => [name, entryOf(name, version)]);
      });
    },
  };
}

module.exports = { remoteVersions };
