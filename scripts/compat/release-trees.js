// The builds the compatibility suite composes (docs/compatibility-suite.md): the previous release
// from git history, and the current tree rebuilt with another version of Module Federation (another
// patch of the pinned minor, or the previous minor). Each is a commit's files written out of git (`git archive`)
// into a cache folder (LKS_COMPAT_CACHE, else the system's temp folder), installed and built once:
// a later run whose tree is already built reuses it. A tree holds no link back to the clone that
// made it, so a cache outlives the clone (a CI machine clones afresh for every run) and is shared
// by every clone on a machine.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');
const CACHE = process.env.LKS_COMPAT_CACHE ?? path.join(os.tmpdir(), 'lks-compat');
const PACKAGES = ['host', 'remote-registration', 'remote-settings', 'remote-statement'];
// The federation packages a package may pin; the skew build moves every one of them.
const FEDERATION = /^@module-federation\//;

const log = (message) => console.log(`[compat] ${message}`);

function sh(command, args, cwd, env = {}) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, LKS_DIST: 'dist', ...env } });
}

/**
 * Runs `step` for `dir` unless its `marker` file names `made` already, then writes the marker:
 * a step leaves its marker only once it has finished, so a run stopped halfway is redone.
 * @returns {boolean} whether the step ran
 */
function once(dir, marker, made, step) {
  const file = path.join(dir, marker);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === made) return false;
  step();
  fs.writeFileSync(file, made);
  return true;
}

/**
 * The files of `commit` in `cache/name`, written out of the git repository at `repo` once. A
 * folder holding anything else (another commit, a tree cut off halfway, a folder of an older
 * layout) is emptied and written again.
 */
function releaseTree(name, commit, { repo = root, cache = CACHE } = {}) {
  const dir = path.join(cache, name);
  once(dir, '.compat-tree', commit, () => {
    if (fs.existsSync(dir)) log(`${name}: not a finished tree of ${commit.slice(0, 7)}, made again`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', commit], { cwd: repo, maxBuffer: Infinity });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  });
  return dir;
}

function npmInstall(dir, message) {
  log(message);
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir);
}

/**
 * Installs a tree's packages. With the very lockfile of this checkout, this checkout's
 * node_modules is linked in file by file (hard links: no copy, nothing shared that either side
 * writes); the workspace links inside it are relative, so they point at the tree's own packages.
 * Otherwise npm installs from its cache (and the registry for what it lacks).
 */
function install(dir, commit) {
  once(dir, '.compat-installed', commit, () => {
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    const lockOf = (tree) => fs.readFileSync(path.join(tree, 'package-lock.json'), 'utf8');
    if (lockOf(dir) === lockOf(root) && linkedFromCheckout(dir))
      log(`${path.basename(dir)}: same lockfile, node_modules linked from this checkout`);
    else npmInstall(dir, `${path.basename(dir)}: npm install`);
  });
}

/** Hard-links this checkout's node_modules into `dir`; false where links cannot go (a cache on another disk). */
function linkedFromCheckout(dir) {
  try {
    sh('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], dir);
    return true;
  } catch {
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    return false;
  }
}

/** Builds the host and the remotes of a tree once (`made` names what is built: the commit, and a skew tree's version). */
function build(dir, commit, label, made = commit) {
  const built = once(dir, '.compat-built', made, () => {
    log(`${label}: building ${PACKAGES.join(', ')}`);
    // The tree has no git history: the build stamps the commit it was written from.
    sh('npm', ['run', 'build', ...PACKAGES.flatMap((name) => ['-w', name])], dir, { LKS_COMMIT: commit });
  });
  if (!built) log(`${label}: built before, reused`);
}

/** The previous release (the commit release/previous records), built. */
function previousTree() {
  const commit = fs.readFileSync(path.join(root, 'release', 'previous'), 'utf8').trim();
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error('release/previous must hold one full commit hash');
  const dir = releaseTree('previous', commit);
  install(dir, commit);
  build(dir, commit, 'previous release');
  return dir;
}

/**
 * The version a skew tree moves the federation pins to, among `published` (the registry's list):
 * `patch`, the newest release of the pinned minor above `current` (what the next update brings),
 * or, when the pin is the newest, the newest below it (what packages not yet moved run), so the
 * two sides of a composition are one patch apart either way; `minor`, the newest release of the
 * minor before it, so the two sides are one minor apart.
 */
function skewVersion(kind, current, published) {
  const [major, minor, patch] = current.split('.').map(Number);
  /** The patches of `major.minorOf` that are published (no prerelease). */
  const patchesOf = (minorOf) => {
    const release = new RegExp(`^${major}\\.${minorOf}\\.(\\d+)$`);
    return published
      .map((version) => release.exec(version)?.[1])
      .filter(Boolean)
      .map(Number);
  };
  if (kind === 'patch') {
    const others = patchesOf(minor).filter((other) => other !== patch);
    const newer = others.filter((other) => other > patch);
    if (others.length === 0) throw new Error(`no other release of @module-federation/enhanced ${major}.${minor}.x is published`);
    return `${major}.${minor}.${newer.length > 0 ? Math.max(...newer) : Math.max(...others)}`;
  }
  // The window is inside one major: a x.0 pin has no previous minor to compose with.
  if (minor === 0) throw new Error(`${current} is the first minor of its major: there is no previous minor inside it`);
  const patches = patchesOf(minor - 1);
  if (patches.length === 0) throw new Error(`no release of @module-federation/enhanced ${major}.${minor - 1}.x is published`);
  return `${major}.${minor - 1}.${Math.max(...patches)}`;
}

/**
 * The lockfile with its federation entries left out, so npm resolves those packages (and only
 * those) again at the moved pins and places them where the lockfile had them; with the old
 * entries kept, a move to an older version is installed beside each package instead.
 */
function withoutFederationEntries(lock) {
  const packages = Object.fromEntries(
    Object.entries(lock.packages ?? {}).filter(([key]) => !/node_modules\/@module-federation\//.test(key)),
  );
  return { ...lock, packages };
}

/** Writes `file` again as `change` returns its JSON, in npm's layout. */
function rewriteJson(file, change) {
  fs.writeFileSync(file, `${JSON.stringify(change(JSON.parse(fs.readFileSync(file, 'utf8'))), null, 2)}\n`);
}

/**
 * The current commit with every `@module-federation/*` pin moved (`kind`: another patch, or the
 * previous minor; see skewVersion) in each package's package.json and as `overrides`, installed
 * from the registry and built: what a squad that moves alone deploys.
 */
function federationSkewTree(kind) {
  // The version this checkout pins (the host's, the same in every package).
  const current = require(path.join(root, 'host', 'package.json')).dependencies['@module-federation/enhanced'];
  const published = JSON.parse(execFileSync('npm', ['view', '@module-federation/enhanced', 'versions', '--json'], { encoding: 'utf8' }));
  const next = skewVersion(kind, current, published);
  // A tree is of one commit and one version: the minor's newest release may change.
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const made = `${commit} federation ${next}`;
  const dir = path.join(CACHE, `federation-${kind}`);
  once(dir, '.compat-installed', made, () => {
    // The pins are moved in the files as written out of git: a tree whose install did not
    // finish is written again first.
    fs.rmSync(dir, { recursive: true, force: true });
    releaseTree(`federation-${kind}`, commit);
    const moved = new Set();
    for (const name of PACKAGES) {
      rewriteJson(path.join(dir, name, 'package.json'), (manifest) => {
        for (const pins of [manifest.dependencies, manifest.devDependencies]) {
          for (const [dependency, version] of Object.entries(pins ?? {})) {
            if (FEDERATION.test(dependency) && version === current) {
              pins[dependency] = next;
              moved.add(dependency);
            }
          }
        }
        return manifest;
      });
    }
    // The federation packages also depend on each other: one version throughout.
    const overrides = Object.fromEntries([...moved].map((name) => [name, next]));
    rewriteJson(path.join(dir, 'package.json'), (manifest) => ({ ...manifest, overrides: { ...manifest.overrides, ...overrides } }));
    rewriteJson(path.join(dir, 'package-lock.json'), withoutFederationEntries);
    npmInstall(dir, `federation ${kind}: ${[...moved].join(', ')} ${current} → ${next}; npm install`);
  });
  const installed = require(path.join(dir, 'node_modules', '@module-federation', 'enhanced', 'package.json')).version;
  if (installed !== next) throw new Error(`federation ${kind} tree has @module-federation/enhanced ${installed}, not ${next}`);
  build(dir, commit, `federation ${next}`, made);
  return dir;
}

module.exports = { CACHE, log, previousTree, federationSkewTree, releaseTree, root, skewVersion, withoutFederationEntries };
