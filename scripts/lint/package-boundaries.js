// Who may import whom (ARCHITECTURE.md, "Lint"). eslint-plugin-boundaries resolves each import
// to a file and classifies both ends by path, so `../../../host/src/…` is caught as surely as
// an import by package name (`host/…`, which resolves through node_modules and is matched by name).
const boundaries = require('eslint-plugin-boundaries');

const REMOTES = ['remote-registration', 'remote-settings', 'remote-statement'];
const WORKSPACE = ['host', ...REMOTES, 'sandbox-api', 'e2e'];

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
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Imports by package name resolve into node_modules, which the plugin skips unless told.
        checkAllOrigins: true,
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
