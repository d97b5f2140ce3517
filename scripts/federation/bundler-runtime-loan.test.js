// A production remote borrows the host's bundler runtime (bundler-runtime-loan.js): its container
// must hold the borrowing stand-in and none of the bundler runtime's own shared-module code, and
// the module it swaps must still be where the installed Module Federation keeps it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { compileModules, productionRemoteFederation } = require('./compile-errors');
const { RuntimeCoreContractPlugin } = require('./runtime-core-contract');
const { BORROWED_BUNDLER_RUNTIME, borrowBundlerRuntimePlugin, federationVersionPlugin } = require('./bundler-runtime-loan');

jest.setTimeout(60_000);

const rootDir = path.join(__dirname, '..', '..');
const BUNDLER_RUNTIME_DIST = path.join(rootDir, 'node_modules', '@module-federation', 'webpack-bundler-runtime', 'dist');

/** Builds a remote as a production remote of ours is built, with or without the loan; answers its errors and modules. */
async function buildRemote({ borrows }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-runtime-loan-'));
  fs.writeFileSync(path.join(dir, 'page.js'), 'export default function Page() { return "page"; }\n');
  try {
    return await compileModules((out) => ({
      mode: 'production',
      context: dir,
      entry: {},
      output: { path: out, publicPath: 'auto', uniqueName: 'loan_probe' },
      resolve: { extensions: ['.ts', '.js'], modules: [path.join(rootDir, 'node_modules')] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: require.resolve('ts-loader'),
            options: { transpileOnly: true, configFile: path.join(rootDir, 'tsconfig.build.json') },
          },
        ],
      },
      plugins: [
        new RuntimeCoreContractPlugin(),
        federationVersionPlugin(webpack),
        ...(borrows ? [borrowBundlerRuntimePlugin(webpack)] : []),
        productionRemoteFederation('loan_probe'),
      ],
      stats: 'errors-only',
    }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the bundler runtime still keeps its container start in dist/bundler.js, the module a remote swaps', () => {
  expect(fs.existsSync(path.join(BUNDLER_RUNTIME_DIST, 'bundler.js'))).toBe(true);
  expect(fs.existsSync(path.join(BUNDLER_RUNTIME_DIST, 'initContainerEntry.js'))).toBe(true);
});

test('a production remote borrows the shared-module code and carries only its own container start', async () => {
  const own = await buildRemote({ borrows: false });
  expect(own.errors).toEqual([]);
  expect(own.modules).toContain(path.join(BUNDLER_RUNTIME_DIST, 'consumes.js'));

  const borrowing = await buildRemote({ borrows: true });
  expect(borrowing.errors).toEqual([]);
  expect(borrowing.modules).toContain(BORROWED_BUNDLER_RUNTIME);
  expect(borrowing.modules).toContain(path.join(BUNDLER_RUNTIME_DIST, 'initContainerEntry.js'));
  const carried = borrowing.modules.filter((file) => file.startsWith(BUNDLER_RUNTIME_DIST) && !file.endsWith('initContainerEntry.js'));
  expect(carried).toEqual([]);
});
