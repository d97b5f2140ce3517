// What a squad does to its remote's release in one environment: each change is one atomic write
// of the release manifest (server/release-manifest.js), which the host's servers read within
// seconds, and the state before it is kept in the manifest's history. A change that would leave
// customers on something the host cannot serve is refused before anything is written: an unknown
// remote or version, a version not published on the static origin, or one whose kernel range the
// live host's kernel is outside (docs/deploy-contract.md).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { setTimeout: sleep } = require('node:timers/promises');
const { isDeepStrictEqual } = require('node:util');
const { HISTORY_KEPT, manifestProblem, VERSION } = require('../../server/release-manifest');
const {
  asPublished,
  buildRecord,
  entryIntegrity,
  firstScreensProblem,
  publishedVersions,
  scriptsProblem,
  versionFolder,
  versionProblem,
} = require('./publish');
const { ReleaseRefusal } = require('./refusal');

/**
 * Whether `version` is inside the caret range `^M.m.p` (the only kind builds write,
 * scripts/federation/build-version.js), as the remote's own check in the browser reads it
 * (shared-kernel/src/federation/remote-compatibility.ts).
 */
function kernelServes(version, range) {
  const numbers = (text) => text.replace(/^\^/, '').split('.').map(Number);
  const [major, minor, patch] = numbers(version);
  const [wantMajor, wantMinor, wantPatch] = numbers(range);
  return major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch));
}

const emptyManifest = (environment) => ({ schema: 1, environment, remotes: {}, history: [] });

/**
 * The manifest as it is on disk (none yet is an empty one for `environment`), or, where an edit by
 * hand broke it, where: JSON's own words (a text cut short, where it ends), or the schema's.
 * @returns {{ manifest: object } | { broken: string }}
 */
function manifestOnDisk(file, environment) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { manifest: emptyManifest(environment) };
    throw error;
  }
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    const lines = text.split('\n');
    const end = / end of JSON input$/.test(error.message) ? ` at its end, line ${lines.length} column ${lines.at(-1).length + 1}` : '';
    return { broken: `is not JSON (${error.message}${end})` };
  }
  const problem = manifestProblem(manifest);
  return problem ? { broken: `fails its schema (${problem})` } : { manifest };
}

/** The manifest as it is on disk; a broken one refuses the command. */
function readManifest(file, environment) {
  const { manifest, broken } = manifestOnDisk(file, environment);
  if (broken) throw new ReleaseRefusal(`the release manifest ${file} ${broken}: mend it before changing it`);
  return manifest;
}

/**
 * Written beside and renamed into place: a reader gets the old manifest or the new one, whole.
 * `stillHeld` refuses, just before the rename, when the command's lock is no longer its own.
 */
function writeManifest(file, manifest, stillHeld = () => {}) {
  const problem = manifestProblem(manifest);
  if (problem) throw new Error(`refusing to write a release manifest that fails its schema: ${problem}`);
  const next = `${file}.writing-${process.pid}`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(next, `${JSON.stringify(manifest, null, 2)}\n`);
    stillHeld();
    fs.renameSync(next, file);
  } catch (error) {
    // A full disk leaves the half-written copy behind: it goes, and the manifest in force stays whole.
    fs.rmSync(next, { force: true });
    throw error instanceof ReleaseRefusal ? error : unwritable(file, error);
  }
}

const unwritable = (file, error) =>
  new ReleaseRefusal(
    `the release manifest ${file} could not be written (${error.code ?? error.message}): nothing was changed; make room on its disk or make its folder writable, then run the command again`,
  );

// A writer holds the manifest's lock for one read and one write, milliseconds: a lock unchanged
// this long (told by this machine's clock alone, as another's may be apart, and by its monotonic
// clock, which a time sync does not step) was left by a command killed while writing.
const LOCK_LEFT_MS = 10_000;
const LOCK_POLL_MS = 25;

/** Who holds a lock: the engineer whose command waits is told; a holder knows its own by it. */
const HOLDER = `${os.hostname()} pid ${process.pid}`;

/**
 * Writes who holds the lock just created (`descriptor`), for the engineer whose command waits. A
 * full disk creates the file but refuses its bytes: the lock goes, or every later command would wait for it.
 * @returns {number} the lock file's inode
 */
function named(lock, descriptor, file) {
  try {
    fs.writeFileSync(descriptor, HOLDER);
    return fs.fstatSync(descriptor).ino;
  } catch (error) {
    fs.rmSync(lock, { force: true });
    throw unwritable(file, error);
  } finally {
    fs.closeSync(descriptor);
  }
}

const identityOf = (file) => {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.mtimeMs}` : null;
};

/** At each look, the identity of `file` once it has stayed the same file LOCK_LEFT_MS of this machine's monotonic clock, else null. */
function leftFor(file) {
  let seen = null;
  let since = 0;
  return () => {
    const identity = identityOf(file);
    if (identity !== seen) [seen, since] = [identity, performance.now()];
    return identity !== null && performance.now() - since >= LOCK_LEFT_MS ? identity : null;
  };
}

/**
 * Removes the lock a killed command left, `left` the identity it was judged by. Two waiters may
 * judge it left at once: only the one that creates `<lock>.taking` removes it, and only while it is
 * still that file (the other may have put its own lock in its place). A `.taking` left by a taker
 * killed in those microseconds goes as a lock does (`takingLeft`).
 */
function takeOver(file, lock, left, takingLeft) {
  const taking = `${lock}.taking`;
  let held;
  try {
    held = fs.openSync(taking, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw unwritable(file, error);
    if (takingLeft()) fs.rmSync(taking, { force: true });
    return;
  }
  try {
    if (identityOf(lock) === left) fs.rmSync(lock, { force: true });
  } finally {
    fs.closeSync(held);
    fs.rmSync(taking, { force: true });
  }
}

/**
 * Runs `work` (a read of the manifest and its write) while no other release command does, on this
 * machine or another sharing the file: two writers each reading the manifest, then each writing its
 * own change into what it read, would lose the first change. `work` is given a check to make just
 * before it writes: a command stalled past LOCK_LEFT_MS (a network disk failing over) may have had
 * its lock taken over, and its change, made from what it read before, would undo the new holder's.
 */
async function whileHeld(file, work, say = () => {}) {
  const lock = `${file}.lock`;
  let mine;
  const lockLeft = leftFor(lock);
  const takingLeft = leftFor(`${lock}.taking`);
  let told = false;
  for (;;) {
    let held;
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      held = fs.openSync(lock, 'wx');
    } catch (error) {
      if (error.code !== 'EEXIST') throw unwritable(file, error);
    }
    if (held !== undefined) {
      mine = named(lock, held, file);
      break;
    }
    if (!told) {
      told = true;
      let holder;
      try {
        holder = fs.readFileSync(lock, 'utf8').trim();
      } catch {
        // Released since the try above: the next pass takes it.
        holder = 'released meanwhile';
      }
      say(`waiting for ${lock}, held by another release command (${holder}); one left by a killed command is taken over after 10 s`);
    }
    const left = lockLeft();
    if (left) takeOver(file, lock, left, takingLeft);
    await sleep(LOCK_POLL_MS);
  }
  // The same file, and naming this command: a taker's lock may get the inode this one had.
  const ours = () => {
    try {
      return fs.statSync(lock).ino === mine && fs.readFileSync(lock, 'utf8') === HOLDER;
    } catch (error) {
      if (error.code === 'ENOENT') return false;
      throw error;
    }
  };
  const stillHeld = () => {
    if (!ours())
      throw new ReleaseRefusal(
        `the lock ${lock} was taken over while this command stalled over 10 s holding it: nothing was changed; look at npm run release -- status and run it again`,
      );
  };
  try {
    return work(stillHeld);
  } finally {
    // Another holder's lock stays theirs.
    if (ours()) fs.rmSync(lock, { force: true });
  }
}

/**
 * @typedef {{ remotes: string[], origin: string, manifest: string, environment: string, hostKernel: () => Promise<string>, now?: () => Date, say?: (line: string) => void }} Setting
 *   remotes: the remotes' names; origin: the static origin's folder; manifest: the manifest file;
 *   hostKernel: the kernel version the live host serves (its version.json); say: where a command
 *   tells the engineer why it waits
 */

function knownRemote(setting, remote) {
  if (!setting.remotes.includes(remote))
    throw new ReleaseRefusal(`unknown remote ${JSON.stringify(remote ?? '')}: name one of ${setting.remotes.join(', ')}`);
}

function namedVersion(remote, version) {
  if (typeof version !== 'string' || !VERSION.test(version))
    throw new ReleaseRefusal(`name a published version of ${remote} (npm run release -- status lists them)`);
}

/** The version is published whole and the live host can serve it. */
async function servable(setting, remote, version) {
  namedVersion(remote, version);
  const folder = versionFolder(setting.origin, remote, version);
  const record = buildRecord(folder);
  if (!record) throw new ReleaseRefusal(`${remote} ${version} is not published: publish it first (npm run release -- publish ${remote})`);
  asPublished(setting.origin, remote, version);
  const partial = firstScreensProblem(folder);
  if (partial)
    throw new ReleaseRefusal(
      `${remote} ${version} on the static origin has no first-screens.json the host takes (${partial}): every host instance would fail its readiness while it is in force; publish a whole build (npm run release -- publish ${remote})`,
    );
  const scripts = scriptsProblem(folder);
  if (scripts)
    throw new ReleaseRefusal(
      `${remote} ${version} on the static origin is not a whole build (${scripts}): customers given it would get the unavailable page; publish a whole build (npm run release -- publish ${remote})`,
    );
  const hostKernel = await setting.hostKernel();
  const required = record.kernel?.required ?? '';
  if (!kernelServes(hostKernel, required))
    throw new ReleaseRefusal(
      `${remote} ${version} needs kernel ${required}; the live host serves kernel ${hostKernel}: ship the host first (docs/deploy-contract.md)`,
    );
}

/**
 * The integrity of the version's entry, from the static origin. A version the change puts in force
 * must give it; one already in force, unrecorded, that the origin cannot give (not there, or not as
 * published) stays as it is served now: a change, a canary's end above all, never waits on it.
 */
function originIntegrity(setting, remote, version, alreadyInForce) {
  try {
    return entryIntegrity(setting.origin, remote, version);
  } catch (error) {
    if (alreadyInForce && error instanceof ReleaseRefusal) return undefined;
    throw error;
  }
}

/**
 * The remote's release as `state` says, its automatic rollback kept (it is the remote's, not a
 * version's), with the integrity of each version's remoteEntry.js: kept as the manifest has it
 * for a version already in force, else read from the published version (one the change puts in
 * force, or one a manifest written by hand left without it, which a production host refuses).
 * `fromOrigin` false: only what the manifest has (the watch rolls a canary back without the static origin).
 */
function nextRelease(setting, remote, release, state, { fromOrigin = true } = {}) {
  const inForce = [release?.live, release?.canary?.version];
  const integrity = {};
  for (const version of [state.live, ...(state.canary ? [state.canary.version] : [])]) {
    const already = inForce.includes(version);
    const recorded = already ? release?.entryIntegrity?.[version] : undefined;
    const value = recorded ?? (fromOrigin ? originIntegrity(setting, remote, version, already) : undefined);
    if (value) integrity[version] = value;
  }
  return {
    ...state,
    ...(release?.autoRollback && { autoRollback: release.autoRollback }),
    ...(Object.keys(integrity).length > 0 && { entryIntegrity: integrity }),
  };
}

/**
 * The manifest as it is now, after a command's wait for the live host: the watch or another squad
 * member may have written it meanwhile, and their change stays. The remote's own release must be
 * the one the command decided on, or the command refuses rather than undo that change.
 */
function unchangedSince(setting, judged, remote) {
  const now = readManifest(setting.manifest, setting.environment);
  if (!isDeepStrictEqual(now.remotes[remote], judged.remotes[remote]))
    throw new ReleaseRefusal(`${remote}'s release changed while this command ran: look at npm run release -- status and run it again`);
  return now;
}

/**
 * Writes the remote's `release` into the manifest as it is now (what other writers changed stays),
 * with the state before it first in the history; refused when the remote's release is no longer
 * the one in `judged`, the manifest the command decided on.
 */
function record(setting, judged, remote, release, change) {
  return whileHeld(
    setting.manifest,
    (stillHeld) => {
      const now = unchangedSince(setting, judged, remote);
      const entry = { at: (setting.now?.() ?? new Date()).toISOString(), ...change, before: now.remotes };
      writeManifest(
        setting.manifest,
        { ...now, remotes: { ...now.remotes, [remote]: release }, history: [entry, ...now.history].slice(0, HISTORY_KEPT) },
        stillHeld,
      );
    },
    setting.say,
  );
}

/** What a squad is told when a step ends a running canary of another version: its devices move on. */
const canaryEnded = (release, version) =>
  release?.canary && release.canary.version !== version ? `; the canary of ${release.canary.version} ended` : '';

/**
 * Gives `version` to `percent` of devices; the others keep the live version. `judge`: what
 * automatic rollback's rule says of a canary under it whose share is widened (./canary-watch.js),
 * which may refuse; a narrower share or another version is never judged.
 * @returns {Promise<string>} what now holds
 */
async function canary(setting, remote, version, percentText, judge) {
  knownRemote(setting, remote);
  const manifest = readManifest(setting.manifest, setting.environment);
  const release = manifest.remotes[remote];
  // A command missing its version is told that, not that its share is wrong.
  namedVersion(remote, version);
  const percent = Number(percentText);
  if (!/^\d+$/.test(percentText ?? '') || percent < 1 || percent > 100)
    throw new ReleaseRefusal(`a canary's share is a whole percent from 1 to 100, not ${JSON.stringify(percentText ?? '')}`);
  if (!release)
    throw new ReleaseRefusal(`${remote} has no live version yet: make its first one live (npm run release -- promote ${remote} <version>)`);
  if (release.live === version) throw new ReleaseRefusal(`${remote} ${version} is already live`);
  // The canary judged is the one read here: record refuses if another writer changed it since.
  const widening = release.canary?.version === version && percent > release.canary.percent;
  const judged = judge && release.autoRollback && widening ? await judge(remote, release, percent) : {};
  await servable(setting, remote, version);
  await record(setting, manifest, remote, nextRelease(setting, remote, release, { live: release.live, canary: { version, percent } }), {
    command: 'canary',
    remote,
    version,
    ...judged.recorded,
  });
  return `${remote}: ${version} for ${percent} % of devices, ${release.live} for the others${canaryEnded(release, version)}${judged.said ?? ''}`;
}

/**
 * Makes the canary live for every device, or, given a version, that published version at once
 * (a remote's first release in an environment, a local start). `judge`: what automatic
 * rollback's rule says of a canary under it (./canary-watch.js), which may refuse.
 */
async function promote(setting, remote, version, judge) {
  knownRemote(setting, remote);
  const manifest = readManifest(setting.manifest, setting.environment);
  const release = manifest.remotes[remote];
  const next = version ?? release?.canary?.version;
  if (!next)
    throw new ReleaseRefusal(`${remote} has no canary to promote: start one (npm run release -- canary ${remote} <version> <percent>)`);
  // Promoting the live version over a canary would end it as a "promote" of the live version,
  // which a later rollback would take for the step to undo and roll back to the same version.
  if (release?.live === next)
    throw new ReleaseRefusal(
      `${remote} ${next} is already live${release.canary ? `: to end the canary, npm run release -- rollback ${remote}` : ''}`,
    );
  // The canary judged is the one read here: record refuses if another writer changed it since.
  const judged = judge && release?.autoRollback && next === release.canary?.version ? await judge(remote, release) : {};
  await servable(setting, remote, next);
  await record(setting, manifest, remote, nextRelease(setting, remote, release, { live: next }), {
    command: 'promote',
    remote,
    version: next,
    ...judged.recorded,
  });
  return `${remote}: ${next} is live for every device${canaryEnded(release, next)}${judged.said ?? ''}`;
}

/**
 * Undoes the remote's last step: a running canary ends (every device back on live); without one,
 * the live version goes back to the one that was live before it was promoted.
 */
async function rollback(setting, remote) {
  knownRemote(setting, remote);
  const manifest = readManifest(setting.manifest, setting.environment);
  const release = manifest.remotes[remote];
  if (!release) throw new ReleaseRefusal(`${remote} has no live version to roll back`);
  if (release.canary) {
    await record(setting, manifest, remote, nextRelease(setting, remote, release, { live: release.live }), {
      command: 'rollback',
      remote,
      version: release.live,
    });
    return `${remote}: canary ${release.canary.version} ended, ${release.live} is live for every device`;
  }
  const promoted = manifest.history.find(
    (entry) => entry.command === 'promote' && entry.remote === remote && entry.version === release.live,
  );
  const previous = promoted?.before[remote]?.live;
  // What an engineer can do at once when the way back is shut: name a version to make live.
  const instead = `make another published version live instead: npm run release -- promote ${remote} <version> (npm run release -- status lists them)`;
  if (!previous) throw new ReleaseRefusal(`${remote} has no earlier live version in the manifest's history to roll back to; ${instead}`);
  const problem = versionProblem(setting.origin, remote, previous);
  const why = {
    gone: `is not on the static origin ${setting.origin}`,
    changed: 'on the static origin is not the build published as that version (a file was removed or changed)',
  };
  if (problem)
    throw new ReleaseRefusal(
      `${remote} cannot go back to ${previous}, live before ${release.live}: ${previous} ${why[problem]}; ${instead}`,
    );
  await servable(setting, remote, previous);
  await record(setting, manifest, remote, nextRelease(setting, remote, release, { live: previous }), {
    command: 'rollback',
    remote,
    version: previous,
  });
  return `${remote}: rolled back from ${release.live} to ${previous}, live for every device`;
}

/**
 * Ends the remote's canary because the watch judged it worse than live (./canary-watch.js): the
 * reason is kept in the history. Only the canary judged is ended: one started since is left.
 */
async function automaticRollback(setting, remote, version, reason) {
  const manifest = readManifest(setting.manifest, setting.environment);
  const release = manifest.remotes[remote];
  if (release?.canary?.version !== version) return false;
  await record(setting, manifest, remote, nextRelease(setting, remote, release, { live: release.live }, { fromOrigin: false }), {
    command: 'rollback',
    remote,
    version: release.live,
    automatic: true,
    reason,
  });
  return true;
}

/**
 * Switches the remote's automatic rollback on (`<margin points> <minimum page views>`) or `off`.
 */
async function autoRollback(setting, remote, marginText, minimumText) {
  knownRemote(setting, remote);
  const manifest = readManifest(setting.manifest, setting.environment);
  const release = manifest.remotes[remote];
  if (!release) throw new ReleaseRefusal(`${remote} has no live version yet: release it first`);
  const { autoRollback: _old, ...rest } = release;
  if (marginText === 'off') {
    await record(setting, manifest, remote, rest, { command: 'auto-rollback', remote });
    return `${remote}: automatic rollback off`;
  }
  const whole = (text, least, most) => /^\d+$/.test(text ?? '') && Number(text) >= least && Number(text) <= most;
  if (!whole(marginText, 0, 100) || !whole(minimumText, 1, Number.MAX_SAFE_INTEGER))
    throw new ReleaseRefusal(
      `name a margin in whole points of error rate (0 to 100) and a minimum of page views (1 or more): npm run release -- auto-rollback ${remote} <margin> <minimum>, or off`,
    );
  const rule = { marginPoints: Number(marginText), minPageViews: Number(minimumText) };
  await record(setting, manifest, remote, { ...rest, autoRollback: rule }, { command: 'auto-rollback', remote });
  return `${remote}: a canary is rolled back when its error rate is above live's by more than ${rule.marginPoints} points after ${rule.minPageViews} page views`;
}

/**
 * What is live, what is in canary and what is published, per remote, and the last changes; with
 * `watched` (the host's figures judged, ./canary-watch.js), each version's figures and the rule's
 * verdict. A broken manifest refuses, saying where it broke, with what is published (what its mending may
 * name) as the refusal's answer.
 * @param {(manifest: object) => Record<string, string[]>} [watched] lines to show under each remote
 */
function status(setting, watched = () => ({})) {
  const { manifest, broken } = manifestOnDisk(setting.manifest, setting.environment);
  if (broken)
    throw new ReleaseRefusal(
      `the release manifest ${setting.manifest} is broken: it ${broken}; mend it where it says (each remote's live and canary name a version published, as listed on stdout), or write back a good copy, then run npm run release -- status again: until then every release command refuses, the running host instances keep the last good manifest, and one that starts does not start`,
      {
        answer: setting.remotes
          .map((remote) => `${remote}: published ${publishedVersions(setting.origin, remote).join(', ') || 'none'}`)
          .join('\n'),
      },
    );
  const lines = [`${setting.manifest} (environment ${manifest.environment})`];
  const figures = watched(manifest);
  for (const remote of setting.remotes) {
    const release = manifest.remotes[remote];
    const canaryText = release?.canary ? `, canary ${release.canary.version} for ${release.canary.percent} % of devices` : '';
    lines.push(`${remote}: live ${release?.live ?? 'none'}${canaryText}`);
    lines.push(`  published: ${publishedVersions(setting.origin, remote).join(', ') || 'none'}`);
    const rule = release?.autoRollback;
    lines.push(
      rule
        ? `  automatic rollback: on, above live's error rate by more than ${rule.marginPoints} points after ${rule.minPageViews} page views`
        : '  automatic rollback: off',
    );
    for (const line of figures[remote] ?? []) lines.push(`  ${line}`);
  }
  lines.push('last changes:');
  for (const entry of manifest.history.slice(0, 5)) {
    const how = entry.automatic
      ? ` (automatic: ${entry.reason})`
      : entry.despiteVerdict
        ? ` (despite the verdict: ${entry.despiteVerdict})`
        : '';
    lines.push(`  ${entry.at} ${entry.command} ${entry.remote} ${entry.version ?? ''}${how}`.trimEnd());
  }
  return lines.join('\n');
}

module.exports = { canary, promote, rollback, autoRollback, automaticRollback, status, readManifest, writeManifest, kernelServes };
