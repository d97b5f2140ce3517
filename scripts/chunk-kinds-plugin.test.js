// The bench splits first-load bytes by this plugin's verdict: the chunk with the webpack runtime,
// a chunk that is mostly libraries or the kernel, and a chunk that is mostly the package's code.
const fs = require('node:fs');
const { ChunkKindsPlugin } = require('./chunk-kinds-plugin');
const { compileAssets, writeProject } = require('./federation/compile-fixture');

// Real compilations on a shared machine.
jest.setTimeout(120_000);

const LIBRARY_TEXT = 'a library of many words '.repeat(40);
const files = {
  'node_modules/big-lib/package.json': JSON.stringify({ name: 'big-lib', version: '1.0.0', main: 'index.js' }),
  'node_modules/big-lib/index.js': `export const text = ${JSON.stringify(LIBRARY_TEXT)};\n`,
  'main.js': 'import(/* webpackChunkName: "page" */ "./page.js");\nimport(/* webpackChunkName: "mostly-library" */ "./uses-library.js");\n',
  'page.js': `export const page = ${JSON.stringify('the page of the app '.repeat(10))};\n`,
  'uses-library.js': 'import { text } from "big-lib";\nexport const shown = text.length;\n',
};

let dir;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('tells the runtime, the library-heavy chunk and the app chunk apart', async () => {
  dir = writeProject(files);
  const { errors, assets } = await compileAssets((out) => ({
    mode: 'production',
    context: dir,
    entry: { main: './main.js' },
    output: { path: out, chunkFilename: '[name].js' },
    target: 'web',
    // Each module counted on its own (in production a library may be concatenated into the app module that imports it).
    optimization: { minimize: false, splitChunks: false, concatenateModules: false },
    plugins: [new ChunkKindsPlugin()],
  }));
  expect(errors).toEqual([]);
  expect(JSON.parse(assets.get('chunk-kinds.json'))).toEqual({ 'main.js': 'runtime', 'page.js': 'app', 'mostly-library.js': 'shared' });
});
