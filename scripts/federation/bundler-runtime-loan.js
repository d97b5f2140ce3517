// A production remote borrows the host's Module Federation bundler runtime (ARCHITECTURE.md,
// Federation: "One federation runtime"), as it borrows runtime-core: its container's
// `bundler.js` is swapped for host/src/federation/build/bundler-runtime-borrowed.ts, which reads
// the host's copy from a global the host's runtime plugin sets before any remote entry is
// fetched. Both sides are stamped with the installed version, and a remote refuses a loan of
// another one, so a squad that upgrades Module Federation alone sees its remote's
// "unavailable" page in testing instead of a subtly different runtime.
const path = require('node:path');
const { modulePathPattern } = require('../omissions/library-omissions');

const rootDir = path.join(__dirname, '..', '..');
const BUNDLER_RUNTIME = '@module-federation/webpack-bundler-runtime';
const BORROWED_BUNDLER_RUNTIME = path.join(rootDir, 'host', 'src', 'federation', 'build', 'bundler-runtime-borrowed.ts');

/** The version both sides are stamped with: the installed bundler runtime's. */
function federationVersion() {
  return require(path.join(rootDir, 'node_modules', ...BUNDLER_RUNTIME.split('/'), 'package.json')).version;
}

/** Every build: the version stamp (the host lends under it, a remote checks it). */
function federationVersionPlugin(webpack) {
  return new webpack.DefinePlugin({ __LKS_FEDERATION_VERSION__: JSON.stringify(federationVersion()) });
}

/** A production remote's build: its container takes the host's bundler runtime instead of its own. */
function borrowBundlerRuntimePlugin(webpack) {
  return new webpack.NormalModuleReplacementPlugin(modulePathPattern(BUNDLER_RUNTIME, 'dist/bundler.js'), BORROWED_BUNDLER_RUNTIME);
}

module.exports = { BORROWED_BUNDLER_RUNTIME, federationVersion, federationVersionPlugin, borrowBundlerRuntimePlugin };
