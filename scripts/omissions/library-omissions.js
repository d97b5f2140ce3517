// What the app never uses of its libraries, swapped at build time for a small stand-in so the
// browser does not download it (ARCHITECTURE.md, "Build"). Every library here builds
// one default object or class that reaches these modules, so neither webpack nor Terser can drop
// them on their own. Each stand-in keeps the module's exports; a missing one fails the build
// (STRICT_EXPORTS, which webpack.shared.js uses), and library-omissions.test.js proves the list
// still matches the installed versions, so an upgrade cannot quietly ship them again or break them.
// What each stand-in does in a phone has a behaviour test: the axios ones in axios-stand-ins.test.js,
// the federation ones on the real runtime in host/src/federation/fresh-remote-entry.test.ts.
const path = require('node:path');

const rootDir = path.join(__dirname, '..', '..');
const AXIOS_STANDS_IN = path.join(rootDir, 'shared-kernel', 'src', 'api', 'build');
// Build tooling, not any package's source: every build (host or remote) may take them.
const FEDERATION_STANDS_IN = path.join(__dirname, 'stand-ins');

/**
 * library: the package; modules: its files (as in node_modules) replaced by standIn.
 * @type {{ library: string, modules: string[], standIn: string, why: string }[]}
 */
const LIBRARY_OMISSIONS = [
  {
    library: 'axios',
    modules: ['lib/adapters/fetch.js'],
    standIn: path.join(AXIOS_STANDS_IN, 'axios-fetch-adapter-omitted.js'),
    why: 'the client is pinned to XHR, which every LINE in-app browser has',
  },
  {
    library: 'axios',
    modules: ['lib/helpers/toFormData.js', 'lib/helpers/formDataToJSON.js', 'lib/helpers/toURLEncodedForm.js'],
    standIn: path.join(AXIOS_STANDS_IN, 'axios-form-bodies-omitted.js'),
    why: 'the bank takes JSON bodies, and the client passes its query as URLSearchParams',
  },
  {
    library: 'axios',
    modules: ['lib/helpers/HttpStatusCode.js'],
    standIn: path.join(AXIOS_STANDS_IN, 'axios-status-codes-omitted.js'),
    why: 'a table of status names nothing reads',
  },
  {
    library: 'axios',
    modules: ['lib/cancel/CancelToken.js'],
    standIn: path.join(AXIOS_STANDS_IN, 'axios-cancel-token-omitted.js'),
    why: 'the deprecated cancellation API; calls end by their timeout',
  },
  {
    library: 'axios',
    modules: ['lib/helpers/cookies.js'],
    standIn: path.join(AXIOS_STANDS_IN, 'axios-xsrf-cookies-omitted.js'),
    why: 'the bank authenticates by bearer token and sets no XSRF cookie',
  },
  {
    library: 'axios',
    modules: ['lib/helpers/progressEventReducer.js'],
    standIn: path.join(AXIOS_STANDS_IN, 'axios-progress-events-omitted.js'),
    why: 'no call asks for upload or download progress',
  },
  {
    library: 'axios',
    modules: ['lib/helpers/validator.js'],
    standIn: path.join(AXIOS_STANDS_IN, 'axios-option-validator-omitted.js'),
    why: 'it re-checks the options written once in api/client.ts, which the type check already holds',
  },
  {
    library: 'axios',
    modules: ['lib/helpers/isURLSameOrigin.js'],
    standIn: path.join(AXIOS_STANDS_IN, 'axios-same-origin-omitted.js'),
    why: 'asked only whether to send the XSRF cookie, which the client turns off',
  },
  {
    library: '@module-federation/runtime-core',
    modules: ['dist/plugins/snapshot/SnapshotHandler.js'],
    standIn: path.join(FEDERATION_STANDS_IN, 'federation-snapshot-handler-omitted.js'),
    why: 'remote snapshots serve preloadRemote and manifests, which the app does not use',
  },
  {
    library: '@module-federation/runtime-core',
    modules: ['dist/utils/preload.js'],
    standIn: path.join(FEDERATION_STANDS_IN, 'federation-preload-omitted.js'),
    why: 'asset preloading serves preloadRemote and manifests; the host hints the route’s remote entry in its HTML',
  },
];

/**
 * webpack's parser options for every build: an import of a name its module does not export fails
 * the build instead of reaching a phone as `undefined`, which keeps the stand-ins honest.
 */
const STRICT_EXPORTS = { javascript: { exportsPresence: 'error' } };

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The end of a resolved module path, with either separator. */
function modulePathPattern(library, file) {
  const parts = ['node_modules', ...library.split('/'), ...file.split('/')].map(escape);
  return new RegExp(`[\\\\/]${parts.join('[\\\\/]')}$`);
}

/** The webpack plugins that swap every omitted module for its stand-in. */
function libraryOmissionPlugins(webpack) {
  return LIBRARY_OMISSIONS.flatMap(({ library, modules, standIn }) =>
    modules.map((file) => new webpack.NormalModuleReplacementPlugin(modulePathPattern(library, file), standIn)),
  );
}

module.exports = { LIBRARY_OMISSIONS, STRICT_EXPORTS, libraryOmissionPlugins, modulePathPattern };
