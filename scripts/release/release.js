// `npm run release -- status | publish <remote> | canary <remote> <version> <percent> [--despite-verdict] |
// promote <remote> [<version>] [--despite-verdict] | rollback <remote> | auto-rollback <remote> <margin> <minimum> | off |
// watch [--once | --every <seconds>]` (docs/deploying.md). Where things are:
//   LKS_STATIC_ORIGIN    the static origin's folder (dist-release/origin unless set)
//   LKS_RELEASE_MANIFEST the environment's manifest (dist-release/manifest.json unless set)
//   LKS_ENVIRONMENT      the environment a new manifest names (sandbox unless set)
//   LKS_HOST_VERSION     the live host's version.json, a file or a URL (host/dist/version.json unless set)
//   LKS_HOST_ADMIN       the host servers' admin ports, comma-separated, each an address or a name
//                        answering every instance's (`--host-admin <url>[,<url>…]`, as often as needed, wins):
//                        where status, watch and promote read the figures
const fs = require('node:fs');
const path = require('node:path');
const { setTimeout: sleep } = require('node:timers/promises');
const { REMOTE_DIRS, remoteBuild } = require('../remote-builds');
const { fetchFigures, judgeForPromote, judgeForWidening, requireHostAdmin, watchedLines, watchOnce } = require('./canary-watch');
const { autoRollback, canary, promote, readManifest, rollback, status } = require('./manifest-changes');
const { publish } = require('./publish');
const { ReleaseRefusal } = require('./refusal');

const root = path.join(__dirname, '..', '..');
const LOCAL = path.join(root, 'dist-release');
const USAGE =
  'usage: npm run release -- status | publish <remote> | canary <remote> <version> <percent> [--despite-verdict] | promote <remote> [<version>] [--despite-verdict] | rollback <remote> | auto-rollback <remote> <margin> <minimum> | auto-rollback <remote> off | watch [--once | --every <seconds>]';
// How often `watch` judges the canaries unless told (`--every`): well inside the host's 15-minute window.
const WATCH_EVERY_SECONDS = 30;

// A live host answers its version.json at once; one that does not is not waited on for minutes.
const HOST_VERSION_TIMEOUT_MS = 10_000;

/** The text of the live host's version.json, or why it could not be read. */
async function hostVersionText(where) {
  if (!/^https?:\/\//.test(where)) return fs.readFileSync(where, 'utf8');
  const answer = await fetch(where, { signal: AbortSignal.timeout(HOST_VERSION_TIMEOUT_MS) });
  if (!answer.ok) throw new Error(`answered ${answer.status}`);
  return answer.text();
}

/**
 * The kernel the live host serves, from its version.json (a file, or the host's URL); a refusal
 * naming where it looked when there is none to read, so nothing is changed on a guess.
 */
async function hostKernelFrom(where) {
  const cannot = (why) =>
    new ReleaseRefusal(
      `the live host's version.json ${where} cannot be read (${why}): set LKS_HOST_VERSION to the live host's version.json, a file or its URL`,
    );
  let text;
  try {
    text = await hostVersionText(where);
  } catch (error) {
    throw cannot(error.name === 'TimeoutError' ? 'no answer in time' : (error.cause?.code ?? error.code ?? error.message));
  }
  let version;
  try {
    version = JSON.parse(text).kernel.version;
  } catch {
    version = undefined;
  }
  if (typeof version !== 'string') throw cannot('no kernel.version in it');
  return version;
}

/** @returns {import('./manifest-changes').Setting} */
function settingFrom(env = process.env) {
  const hostVersion = env.LKS_HOST_VERSION ?? path.join(root, 'host', env.LKS_DIST ?? 'dist', 'version.json');
  return {
    remotes: Object.keys(REMOTE_DIRS),
    origin: env.LKS_STATIC_ORIGIN ?? path.join(LOCAL, 'origin'),
    manifest: env.LKS_RELEASE_MANIFEST ?? path.join(LOCAL, 'manifest.json'),
    environment: env.LKS_ENVIRONMENT ?? 'sandbox',
    hostKernel: () => hostKernelFrom(hostVersion),
    hostAdmin: env.LKS_HOST_ADMIN ? env.LKS_HOST_ADMIN.split(',') : [],
    say: (line) => console.error(line),
  };
}

/** The arguments without their `--host-admin <url>`, `--once`, `--every <seconds>` and `--despite-verdict`, and what those set; any other option refuses. */
function optionsIn(args, setting) {
  const hostAdmin = [];
  const rest = [];
  let once = false;
  let despiteVerdict = false;
  let every = String(WATCH_EVERY_SECONDS);
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--host-admin') hostAdmin.push(...(args[(index += 1)] ?? '').split(','));
    else if (args[index] === '--once') once = true;
    else if (args[index] === '--despite-verdict') despiteVerdict = true;
    else if (args[index] === '--every') every = args[(index += 1)];
    // No remote, version or share starts so: a mistyped option is said, never taken for one or ignored.
    else if (args[index].startsWith('--')) throw new ReleaseRefusal(`unknown option ${args[index]}\n${USAGE}`);
    else rest.push(args[index]);
  }
  const notUrl = (hostAdmin.length > 0 ? hostAdmin : (setting.hostAdmin ?? [])).find(
    (url) => !/^https?:$/.test(URL.parse(url)?.protocol ?? ''),
  );
  if (notUrl !== undefined)
    throw new ReleaseRefusal(`the host's admin ports are URLs, http://<instance or name>:<admin port>: not ${JSON.stringify(notUrl)}`);
  if (!/^\d+(\.\d+)?$/.test(every ?? '') || Number(every) <= 0)
    throw new ReleaseRefusal(`--every takes a number of seconds above 0, not ${JSON.stringify(every ?? '')}`);
  return {
    args: rest,
    once,
    despiteVerdict,
    everyMs: Number(every) * 1000,
    setting: hostAdmin.length > 0 ? { ...setting, hostAdmin } : setting,
  };
}

/**
 * The manifest's state, with each version's figures where the host's admin ports are named. An
 * instance that answers none leaves the figures out, never the state: what is live matters most
 * when an instance is down.
 */
async function statusWithFigures(setting) {
  if (!setting.hostAdmin?.length) return status(setting);
  let figures;
  try {
    figures = await fetchFigures(setting.hostAdmin, { resolveHost: setting.resolveHost });
  } catch (error) {
    if (!(error instanceof ReleaseRefusal)) throw error;
    return `${status(setting)}\nno figures: ${error.message}`;
  }
  const { remotes, read } = figures;
  return `${status(setting, (manifest) => watchedLines(manifest, remotes))}\nfigures added up from ${read.length} host instance${read.length === 1 ? '' : 's'}: ${read.join(', ')}`;
}

/**
 * Judges the canaries every `everyMs` until SIGTERM or SIGINT, which let the pass in progress end
 * (a manifest is never left half-decided); `once`: one pass.
 */
async function watch(setting, once, everyMs) {
  // One pass prints its decisions as its answer; a running watch logs each as it takes it.
  if (once) {
    const decisions = await watchOnce(setting, { log: () => {} });
    return decisions.length > 0 ? decisions.join('\n') : 'no canary under automatic rollback';
  }
  requireHostAdmin(setting);
  const stop = new AbortController();
  const stopOn = (signal) => stop.abort(signal);
  // Taken before the first pass, so a stop during it lets it end as it does any other.
  process.once('SIGTERM', stopOn).once('SIGINT', stopOn);
  // A pass that cannot judge (an admin port down, a manifest being mended) says why; the next one tries again.
  const pass = () => watchOnce(setting).catch((error) => console.error(error instanceof ReleaseRefusal ? error.message : error));
  try {
    await pass();
    while (!stop.signal.aborted) {
      await sleep(everyMs, undefined, { signal: stop.signal }).catch(() => {});
      if (stop.signal.aborted) break;
      await pass();
    }
  } finally {
    process.off('SIGTERM', stopOn).off('SIGINT', stopOn);
  }
  return `watch stopped (${stop.signal.reason})`;
}

/** Publishes the remote's build: its current one unless named. */
function publishBuild(setting, remote, build) {
  if (!setting.remotes.includes(remote))
    throw new ReleaseRefusal(`unknown remote ${JSON.stringify(remote ?? '')}: name one of ${setting.remotes.join(', ')}`);
  return publish(remote, { origin: setting.origin, build: build ?? remoteBuild(remote), packageName: REMOTE_DIRS[remote] });
}

/**
 * Every remote's build published and made live, through the same commands a squad runs: what
 * `npm start` and the end-to-end suite do with the current builds, and the compatibility suite
 * with each composition's (scripts/compat/run.js).
 * @param {Partial<Record<string, string>>} [builds] each remote's build folder; its current build unless named
 * @returns {Promise<Record<string, string>>} each remote's live version
 */
async function releaseBuilds(setting, builds = {}) {
  const live = {};
  for (const remote of setting.remotes) {
    const { version } = publishBuild(setting, remote, builds[remote]);
    const release = readManifest(setting.manifest, setting.environment).remotes[remote];
    // A canary of another build ends: the current builds are what every page gets.
    if (release?.live !== version) await promote(setting, remote, version);
    else if (release.canary) await rollback(setting, remote);
    live[remote] = version;
  }
  return live;
}

// The commands that judge a canary by automatic rollback's rule, and so may be told to go on despite its verdict.
const DESPITE_VERDICT_TAKEN_BY = ['promote', 'canary'];

async function run(argv, given = settingFrom()) {
  const { args, once, despiteVerdict, everyMs, setting } = optionsIn(argv, given);
  const [command, remote, version, percent] = args;
  // Overriding a verdict is no flag to give on a guess: a command that would ignore it refuses.
  if (despiteVerdict && command !== undefined && !DESPITE_VERDICT_TAKEN_BY.includes(command))
    throw new ReleaseRefusal(`${command} does not take --despite-verdict (only ${DESPITE_VERDICT_TAKEN_BY.join(' and ')} do)\n${USAGE}`);
  switch (command) {
    case 'status':
      return statusWithFigures(setting);
    case 'auto-rollback':
      return autoRollback(setting, remote, version, percent);
    case 'watch':
      return watch(setting, once, everyMs);
    case 'publish': {
      const published = publishBuild(setting, remote);
      return published.written
        ? `published ${remote} ${published.version} in ${setting.origin}`
        : `${remote} ${published.version} is already published: nothing written`;
    }
    case 'canary':
      return canary(setting, remote, version, percent, judgeForWidening(setting, despiteVerdict));
    case 'promote':
      return promote(setting, remote, version, judgeForPromote(setting, despiteVerdict));
    case 'rollback':
      return rollback(setting, remote);
    default:
      throw new ReleaseRefusal(USAGE);
  }
}

if (require.main === module) {
  run(process.argv.slice(2)).then(
    (said) => console.log(said),
    (error) => {
      if (error instanceof ReleaseRefusal && error.answer !== undefined) console.log(error.answer);
      console.error(error instanceof ReleaseRefusal ? `refused: ${error.message}` : error);
      process.exit(1);
    },
  );
}

module.exports = { run, settingFrom, releaseBuilds };
