// What each deployable says about itself (docs/deploy-contract.md, "Version URLs"): the commit
// and time it was built from, the kernel it was built with, the kernel range it needs and the
// kernel names it imports (scripts/kernel/kernel-imports.js), and the Module Federation version.
// A build writes it as `version.json` beside its output and compiles it in (`__LKS_BUILD__`), so
// the skew event can name both sides.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { kernelImportsOfPackage } = require('../kernel/kernel-imports');

const rootDir = path.join(__dirname, '..', '..');

/**
 * The kernel range a build needs (the compatibility rule: a patch changes no export, a minor only
 * adds, a major removes): from the first recorded minor of its major whose main entry has every
 * name the build imports by name (shared-kernel/kernel-surface.json), so a remote that uses no
 * name added since runs on a host still serving an older minor. With a name no recorded version
 * has, the kernel it was built with.
 */
function kernelRange(version, imports) {
  const [major] = version.split('.');
  const needed = imports.filter((name) => name !== '*' && name !== 'default');
  const surfaces = require(path.join(rootDir, 'shared-kernel', 'kernel-surface.json'));
  const first = Object.keys(surfaces)
    .filter((recorded) => recorded.split('.')[0] === major)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .find((recorded) => needed.every((name) => surfaces[recorded]['.'].values.includes(name)));
  const [, minor] = (first ?? version).split('.');
  return `^${major}.${minor}.0`;
}

/** The commit the build comes from: LKS_COMMIT when the deploy pipeline sets it, else git's HEAD. */
function buildCommit() {
  if (process.env.LKS_COMMIT) return process.env.LKS_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * @param {string} packageDir the package folder
 * @param {string} [kernelDir] the kernel's folder (tests)
 * @returns {{ package: string, version: string, commit: string, builtAt: string, kernel: { version: string, required: string, imports: string[] }, federation: string }}
 */
function buildInfo(packageDir, kernelDir) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const { own: imports, withKit } = kernelImportsOfPackage(packageDir, kernelDir);
  const kernel = require(path.join(rootDir, 'shared-kernel', 'package.json')).version;
  return {
    package: pkg.name,
    version: pkg.version,
    commit: buildCommit(),
    builtAt: new Date().toISOString(),
    kernel: { version: kernel, required: kernelRange(kernel, withKit), imports },
    // The Module Federation version this package builds with (every @module-federation/* package
    // moves together), resolved from the package: a remote moved before the host has its own.
    federation: require(require.resolve('@module-federation/webpack-bundler-runtime/package.json', { paths: [packageDir, rootDir] }))
      .version,
  };
}

// Defined field by field, so code that reads one field gets that value inlined, not the whole object.
const defined = (value) => (Array.isArray(value) || typeof value !== 'object' ? JSON.stringify(value) : fields(value));
const fields = (object) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, defined(value)]));

/**
 * What a build compiles in of itself (the kit's `CompiledBuild`): only what its code reads, the
 * commit as the skew event names it (its first 7 characters). A remote's page table holds it
 * whole, so each field more is bytes on the first load; `version.json` keeps every fact.
 */
const compiledBuild = (info) => ({ version: info.version, commit: info.commit.slice(0, 7), kernel: info.kernel });

/** A plugin: `version.json` beside the build's files, and what its code reads of them (`compiledBuild`) compiled in as `__LKS_BUILD__`. */
function buildVersionPlugin(info) {
  return (compiler) => {
    const { Compilation, DefinePlugin, sources } = compiler.webpack;
    new DefinePlugin({ __LKS_BUILD__: fields(compiledBuild(info)) }).apply(compiler);
    compiler.hooks.thisCompilation.tap('BuildVersion', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildVersion', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('version.json', new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  };
}

module.exports = { buildInfo, buildVersionPlugin, compiledBuild, kernelRange };
