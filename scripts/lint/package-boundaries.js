// Who may import whom (ARCHITECTURE.md, "Checks"). eslint-plugin-boundaries resolves each import
// to a file and classifies both ends by path, so `../../../host/src/…` is caught as surely as
// an import by package name (`host/…`, which resolves through node_modules and is matched by name).
const boundaries = require('eslint-plugin-boundaries');

const REMOTES = ['remote-registration', 'remote-settings', 'remote-statement'];
const WORKSPACE = ['host', ...REMOTES, 'sandbox-api', 'e2e'];

// The kernel is two folders. shared-kernel/src/core/ is its main entry (`shared-kernel`), shared
// through Module Federation as ONE copy: the API client, the atoms, the runtime config, the
// session. shared-kernel/src/kit/ holds its side entries (package.json `exports`) and what only
// they reach; they are bundled into each page chunk that imports one, so a kit file may exist
// several times on a page: it holds no state (eslint.config.js), and takes anything from the core
// by the package name (the share key), never by a relative path, which would bundle a second
// core. The core never imports its own package by name (an import circle); it may compile a kit
// file into itself by a relative path, since a kit file keeps no state. Tests and test support
// (shared-kernel/src/testing/) are neither.
const KERNEL_CORE = 'shared-kernel/src/core/**';
const KERNEL_KIT = 'shared-kernel/src/kit/**';
module.exports.KERNEL_KIT = KERNEL_KIT;

/** Imports that reach any of these workspace packages, by path or by package name. */
const reaching = (packages) => [{ to: { element: { captured: { pkg: packages } } } }, { to: { module: { source: packages } } }];

module.exports.packageBoundaries = {
  files: ['**/*.{ts,tsx,js,cjs,mjs}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    'boundaries/elements': [
      // A feature folder of a remote (or a page folder of the host): one screen and what only it uses.
      { type: 'feature', pattern: '*/src/{features,pages}/*', partialMatch: false, capture: ['pkg', 'folder', 'feature'] },
      // Each top-level folder: a workspace package, or scripts/, docs/, types/.
      { type: 'package', pattern: '*', partialMatch: false, capture: ['pkg'] },
    ],
    // The first matching pattern gives a kernel file its one category; tests and test support are neither.
    'boundaries/files-single-match': true,
    'boundaries/files': [
      { category: 'kernel-test', pattern: 'shared-kernel/src/{**/*.test.{ts,tsx},testing/**}' },
      { category: 'kernel-kit', pattern: KERNEL_KIT },
      { category: 'kernel-core', pattern: KERNEL_CORE },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Imports by package name resolve into node_modules, which the plugin skips unless told.
        checkAllOrigins: true,
        // The kernel's kit and core are folders of one package: their imports are checked too.
        checkInternals: true,
        policies: [
          ...REMOTES.map((remote) => ({
            from: { element: { captured: { pkg: remote } } },
            disallow: reaching(['host', ...REMOTES.filter((other) => other !== remote)]),
            message: 'a remote imports neither another remote nor the host',
          })),
          {
            from: { element: { captured: { pkg: 'host' } } },
            disallow: reaching(REMOTES),
            message: 'the host loads remotes through federation only',
          },
          {
            from: { element: { captured: { pkg: 'shared-kernel' } } },
            disallow: reaching(WORKSPACE),
            message: 'shared-kernel imports no workspace package',
          },
          {
            from: { file: { categories: 'kernel-kit' } },
            // A type-only import leaves no code, so it brings no second copy.
            disallow: { to: { file: { categories: 'kernel-core' } }, dependency: { kind: 'value' } },
            message: "the kernel's kit takes the core from 'shared-kernel' by name, never by a relative path (a second copy of the core)",
          },
          {
            from: { file: { categories: 'kernel-core' } },
            disallow: { to: { module: { source: ['shared-kernel', 'shared-kernel/*'] } } },
            message: 'the kernel core never imports its own package by name (an import circle)',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: {
                element: {
                  type: 'feature',
                  captured: { pkg: '{{ from.element.captured.pkg }}', feature: '!{{ from.element.captured.feature }}' },
                },
              },
            },
            message: 'a feature folder never imports another feature folder; what two features share lives outside features/',
          },
        ],
      },
    ],
  },
};
