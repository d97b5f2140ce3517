// The host page preloads exactly the font files first screens draw with (the two Thai weights
// and the Latin regular), under the build's public path.
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { FontPreloadPlugin } = require('./font-preload-plugin');
const { compileAssets, writeProject } = require('./federation/compile-fixture');

// Real compilations on a shared machine.
jest.setTimeout(120_000);

const FONTS = ['thai-400', 'thai-600', 'latin-400', 'latin-600', 'thai-700'].map((face) => `fonts/sarabun-${face}-normal.0123abcd.woff2`);

/** Stands in for the font files the kernel's stylesheet makes webpack emit. */
const emitFonts = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('emit-fonts', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'emit-fonts', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of FONTS) compilation.emitAsset(name, new compiler.webpack.sources.RawSource('font'));
      });
    });
  },
};

let dir;
beforeAll(() => {
  dir = writeProject({ 'main.js': 'console.log("page");\n' });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function pageWith(publicPath) {
  const { errors, assets } = await compileAssets((out) => ({
    mode: 'production',
    context: dir,
    entry: { main: './main.js' },
    output: { path: out, publicPath },
    target: 'web',
    plugins: [emitFonts, new HtmlWebpackPlugin(), new FontPreloadPlugin()],
  }));
  expect(errors).toEqual([]);
  // The page as HtmlWebpackPlugin minifies it in production: attribute values unquoted.
  return [...assets.get('index.html').matchAll(/<link rel=preload as=font type=font\/woff2 crossorigin href=([^\s>]+)>/g)].map(
    (match) => match[1],
  );
}

test('preloads the Thai regular and semi-bold and the Latin regular, and no other face', async () => {
  expect(await pageWith('auto')).toEqual([
    'fonts/sarabun-latin-400-normal.0123abcd.woff2',
    'fonts/sarabun-thai-400-normal.0123abcd.woff2',
    'fonts/sarabun-thai-600-normal.0123abcd.woff2',
  ]);
});

test('names the files under a fixed public path', async () => {
  expect(await pageWith('/app/')).toEqual([
    '/app/fonts/sarabun-latin-400-normal.0123abcd.woff2',
    '/app/fonts/sarabun-thai-400-normal.0123abcd.woff2',
    '/app/fonts/sarabun-thai-600-normal.0123abcd.woff2',
  ]);
});
