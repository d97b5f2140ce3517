// The start-up hints the server sends come from this plugin's list: each named chunk, the
// bootstrap's chunks and the chunks the host provides its shared modules from, and the
// after-first-paint starter under a content hash.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartUpChunksPlugin } = require('./start-up-chunks-plugin');
const { compileAssets, writeProject } = require('./federation/compile-fixture');

// Real compilations on a shared machine.
jest.setTimeout(180_000);

const LIBRARY = {
  'node_modules/shared-lib/package.json': JSON.stringify({ name: 'shared-lib', version: '1.0.0', main: 'index.js' }),
  'node_modules/shared-lib/index.js': 'export const shared = "shared library";\n',
};
const APP = {
  ...LIBRARY,
  'host/src/index.js': [
    'import(/* webpackChunkName: "liff" */ "./liff.js");',
    'import(/* webpackChunkName: "liff-mock" */ "./liff-mock.js");',
    'import(/* webpackChunkName: "boot" */ "./bootstrap.tsx");',
    '',
  ].join('\n'),
  'host/src/liff.js': 'export const liff = "sdk";\n',
  'host/src/liff-mock.js': 'export const mock = "mock";\n',
  // Plain JavaScript under the name the plugin looks for.
  'host/src/bootstrap.tsx': 'import { shared } from "shared-lib";\nexport const app = "bootstrap of " + shared;\n',
  'host/src/unrelated.js': 'export const unrelated = "never at start-up";\n',
};

const projects = [];
afterAll(() => projects.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Builds `files` as a federated host with the plugin; answers the errors and the emitted list. */
async function build(files) {
  const dir = writeProject(files);
  projects.push(dir);
  const { errors, assets } = await compileAssets((out) => ({
    mode: 'production',
    context: dir,
    entry: { main: './host/src/index.js' },
    output: { path: out, publicPath: '/', chunkFilename: '[name].[contenthash:8].js' },
    target: 'web',
    // The bootstrap is plain JavaScript under a .tsx name; webpack's own TypeScript (on by
    // default where Node strips types) would refuse it.
    experiments: { typescript: false },
    optimization: { minimize: false, chunkIds: 'named' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'probe_host',
        dts: false,
        manifest: false,
        shared: { 'shared-lib': { singleton: true, requiredVersion: '1.0.0' } },
      }),
      new StartUpChunksPlugin(),
    ],
  }));
  const list = assets.get('prerendered/start-up-chunks.json');
  return { errors, assets, list: list ? JSON.parse(list) : undefined };
}

test('lists the named chunks, the bootstrap with the provider of each shared module it consumes, and the starter', async () => {
  const { errors, assets, list } = await build(APP);
  expect(errors).toEqual([]);
  expect(list.liff).toEqual([expect.stringMatching(/^liff\.[0-9a-f]{8}\.js$/)]);
  expect(list['liff-mock']).toEqual([expect.stringMatching(/^liff-mock\.[0-9a-f]{8}\.js$/)]);
  expect(list.framework).toEqual([]);
  const bootstrapTexts = list.bootstrap.map((file) => assets.get(file));
  expect(bootstrapTexts.join('\n')).toContain('bootstrap of');
  // The host's copy of the shared library, which the consumed module is provided from.
  expect(bootstrapTexts.join('\n')).toContain('shared library');
  expect(bootstrapTexts.join('\n')).not.toContain('"sdk"');
  const starter = fs.readFileSync(path.join(__dirname, '..', 'host', 'src', 'start', 'start-after-first-paint.js'), 'utf8');
  expect(list.afterFirstPaint).toEqual([expect.stringMatching(/^start-after-first-paint\.[0-9a-f]{8}\.js$/)]);
  expect(assets.get(list.afterFirstPaint[0])).toBe(starter);
});

test('fails the build when a named start-up chunk is missing', async () => {
  const files = { ...APP, 'host/src/index.js': 'import(/* webpackChunkName: "liff" */ "./liff.js");\nimport("./bootstrap.tsx");\n' };
  await expect(build(files)).rejects.toThrow('no "liff-mock" chunk to hint at start-up');
});

test('fails the build when no chunk holds the bootstrap', async () => {
  const files = {
    ...APP,
    'host/src/index.js':
      'import(/* webpackChunkName: "liff" */ "./liff.js");\nimport(/* webpackChunkName: "liff-mock" */ "./liff-mock.js");\n',
  };
  await expect(build(files)).rejects.toThrow('no chunk holds host/src/bootstrap.tsx');
});
