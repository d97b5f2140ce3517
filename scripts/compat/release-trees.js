// The builds the compatibility suite composes (docs/compatibility-suite.md): the previous release
// from git history, and the current tree rebuilt with the next patch of Module Federation. Each
// is a detached `git worktree` in a cache folder (LKS_COMPAT_CACHE, else the system's temp
// folder), installed and built once: a later run whose tree is already built reuses it.
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

function sh(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, LKS_DIST: 'dist' } });
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The commit release/previous records (a full hash). */
function previousRelease() {
  const commit = fs.readFileSync(path.join(root, 'release', 'previous'), 'utf8').trim();
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error('release/previous must hold one full commit hash');
  return commit;
}

/** A detached worktree of `commit` under the cache, made once. */
function worktree(name, commit) {
  const dir = path.join(CACHE, name);
  if (fs.existsSync(path.join(dir, '.git'))) {
    const at = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    if (at === commit) return dir;
    log(`${name}: was ${at.slice(0, 7)}, now ${commit.slice(0, 7)}: made again`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  git('worktree', 'prune');
  fs.mkdirSync(CACHE, { recursive: true });
  git('worktree', 'add', '--detach', '--force', dir, commit);
  return dir;
}

/**
 * Installs a tree's packages. With the very lockfile of this checkout, this checkout's
 * node_modules is linked in file by file (hard links: no copy, nothing shared that either side
 * writes); the workspace links inside it are relative, so they point at the tree's own packages.
 * Otherwise npm installs from its cache (and the registry for what it lacks).
 */
function install(dir) {
  if (fs.existsSync(path.join(dir, 'node_modules'))) return;
  const sameLock =
    fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (sameLock) {
    try {
      sh('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], dir);
      return log(`${path.basename(dir)}: same lockfile, node_modules linked from this checkout`);
    } catch {
      // Hard links cannot cross file systems (a cache on another disk): install instead.
      fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    }
  }
  log(`${path.basename(dir)}: npm install`);
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir);
}

/** Builds the host and the remotes of a tree once (a marker file names the commit built). */
function build(dir, label) {
  const marker = path.join(dir, '.compat-built');
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === commit) return log(`${label}: built before, reused`);
  log(`${label}: building ${PACKAGES.join(', ')}`);
  sh('npm', ['run', 'build', ...PACKAGES.flatMap((name) => ['-w', name])], dir);
  fs.writeFileSync(marker, commit);
}

/** The previous release, built. */
function previousTree() {
  const dir = worktree('previous', previousRelease());
  install(dir);
  build(dir, 'previous release');
  return dir;
}

/** The version of the next patch of the federation packages this checkout pins. */
function nextFederationPatch() {
  const current = require(path.join(root, 'host', 'package.json')).dependencies['@module-federation/enhanced'];
  const [major, minor, patch] = current.split('.').map(Number);
  return { current, next: `${major}.${minor}.${patch + 1}` };
}

/**
 * The current commit with every `@module-federation/*` pin moved one patch up (package.json of
 * each package, and an override for their own dependencies on each other), installed from the
 * registry: what a squad that upgrades alone deploys.
 */
function federationPatchTree() {
  const { current, next } = nextFederationPatch();
  const dir = worktree('federation-patch', git('rev-parse', 'HEAD'));
  if (!fs.existsSync(path.join(dir, 'node_modules'))) {
    const names = new Set();
    for (const file of ['package.json', ...PACKAGES.map((name) => `${name}/package.json`)]) {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      for (const field of ['dependencies', 'devDependencies']) {
        for (const name of Object.keys(manifest[field] ?? {})) {
          if (FEDERATION.test(name) && manifest[field][name] === current) {
            manifest[field][name] = next;
            names.add(name);
          }
        }
      }
      fs.writeFileSync(path.join(dir, file), `${JSON.stringify(manifest, null, 2)}\n`);
    }
    // The federation packages also depend on each other: one version throughout.
    const root = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    root.overrides = { ...root.overrides, ...Object.fromEntries([...names].map((name) => [name, next])) };
    fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(root, null, 2)}\n`);
    log(`federation patch: ${[...names].join(', ')} ${current} → ${next}; npm install`);
    sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir);
  }
  const installed = require(path.join(dir, 'node_modules', '@module-federation', 'enhanced', 'package.json')).version;
  if (installed !== next) throw new Error(`federation patch tree has @module-federation/enhanced ${installed}, not ${next}`);
  build(dir, `federation ${next}`);
  return { dir, current, next };
}

module.exports = { previousTree, federationPatchTree, previousRelease, root };
