// A remote built with its chunks' integrity: Module Federation's shared modules make chunks
// without a file, which the SRI plugin cannot hash, unless they are kept out of split chunks.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { chunkIntegrity } = require('./chunk-integrity');
const { compileAssets, writeProject } = require('./federation/compile-fixture');

// Real compilations on a shared machine.
jest.setTimeout(120_000);

// A library shared as a singleton, used by two pages and by a helper they share.
const SHARED = /[\\/]node_modules[\\/]shared-lib[\\/]/;
const files = {
  'node_modules/shared-lib/package.json': JSON.stringify({ name: 'shared-lib', version: '1.0.0', main: 'index.js' }),
  'node_modules/shared-lib/index.js': 'export const shared = (text) => `shared ${text}`;\n',
  'pages.js': 'export const pages = { a: () => import("./a.js"), b: () => import("./b.js") };\n',
  'helper.js': `import { shared } from "shared-lib";\nexport const helper = (text) => shared(${JSON.stringify('a helper of both pages '.repeat(20))} + text);\n`,
  'a.js': 'import { shared } from "shared-lib";\nimport { helper } from "./helper.js";\nexport default () => helper(shared("a"));\n',
  'b.js': 'import { shared } from "shared-lib";\nimport { helper } from "./helper.js";\nexport default () => helper(shared("b"));\n',
};

let dir;
beforeAll(() => {
  dir = writeProject(files);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A remote's production build, with the chunk options given. */
const remoteBuild = ({ plugin, crossOriginLoading, splitChunks }) =>
  compileAssets((out) => ({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: out, publicPath: 'auto', crossOriginLoading, chunkFilename: '[name].[contenthash:8].js', uniqueName: 'remote_test' },
    target: 'web',
    optimization: splitChunks ? { splitChunks } : {},
    plugins: [
      new ModuleFederationPlugin({
        name: 'remote_test',
        filename: 'remoteEntry.js',
        exposes: { './pages': './pages.js' },
        shared: { 'shared-lib': { singleton: true, requiredVersion: '^1.0.0' } },
        dts: false,
        manifest: false,
      }),
      plugin,
    ],
  }));

test('[family:static-origin-integrity] every chunk a remote loads carries its integrity, in CORS mode', async () => {
  const { errors, assets } = await remoteBuild(chunkIntegrity(SHARED));
  expect(errors).toEqual([]);
  const scripts = [...assets].filter(([name]) => name.endsWith('.js'));
  const recorded = scripts.flatMap(([, text]) => text.match(/sha256-[A-Za-z0-9+/]+=*/g) ?? []);
  const hashes = scripts.map(([, text]) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`);
  // Every chunk but the entry (whose integrity the release manifest holds) is named by its parent.
  expect(recorded.sort()).toEqual(hashes.filter((_, index) => scripts[index][0] !== 'remoteEntry.js').sort());
  expect(assets.get('remoteEntry.js')).toContain('.crossOrigin="anonymous"');
});

test('with webpack’s own split chunks the shared library leaves a chunk without a file, and the plugin fails the build', async () => {
  const { plugin, crossOriginLoading } = chunkIntegrity(SHARED);
  const { errors } = await remoteBuild({ plugin, crossOriginLoading });
  expect(errors).toEqual([expect.stringContaining('contains unresolved integrity placeholders')]);
});
