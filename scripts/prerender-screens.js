// Build time, after a package's webpack build: compiles one module of the package (`entry`,
// exporting `prerender(document)`), runs it in jsdom and writes what it returns as JSON to
// `<dist>/<output>`. A remote writes its first-screens.json this way, beside its remoteEntry.js;
// the host writes the kernel's stylesheet it gives those screens and which remote owns which
// route, from its route table (docs/remote-screens.md).
// Run from the package's folder: node ../scripts/prerender-screens.js <entry> <output>
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { JSDOM } = require('jsdom');
const { markupProblem } = require('../server/screen-markup');

const root = path.join(__dirname, '..');
const packageDir = process.cwd();
const [entry, output] = process.argv.slice(2);
if (!entry || !output) throw new Error('usage: prerender-screens.js <entry> <output>');
const dist = path.join(packageDir, process.env.LKS_DIST ?? 'dist');
const work = path.join(packageDir, `.prerender-${path.basename(dist)}`);

const config = {
  mode: 'production',
  target: 'web',
  context: packageDir,
  entry: path.resolve(packageDir, entry),
  output: {
    path: work,
    filename: 'prerender.js',
    // The font names and public path the host's build gives the kernel's files, so @font-face matches.
    publicPath: '/',
    library: { type: 'window', name: 'lksPrerender' },
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { 'react-router-dom$': path.join(root, 'shared-kernel', 'src', 'core', 'routing', 'router-exports.ts') },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.build.json') } },
      },
      { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]', emit: false } },
    ],
  },
  // One file: lazy chunks (LIFF, other pages) are never called while prerendering.
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};

webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const script = fs.readFileSync(path.join(work, 'prerender.js'), 'utf8');
  const dom = new JSDOM('<!doctype html><html lang="th"><head></head><body></body></html>', {
    url: 'http://localhost/',
    runScripts: 'outside-only',
  });
  dom.window.eval(script);
  const result = dom.window.lksPrerender.prerender(dom.window.document);
  const file = path.join(dist, output);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(result));
  fs.rmSync(work, { recursive: true, force: true });
  const screens = Object.entries(result.routes ?? {}).filter(([, route]) => route.screen);
  for (const [route, { screen }] of screens) {
    if (!screen.html.includes('<h1')) throw new Error(`the first screen of ${route} has no heading`);
    // The host would leave such a screen out (server/screen-markup.js): say so at build time instead.
    const problem = markupProblem(screen.html);
    if (problem) throw new Error(`the first screen of ${route} is refused by the host's markup allow-list: ${problem}`);
  }
  console.log(
    `${path.relative(root, file)}: ${screens.length ? `first screens of ${screens.map(([route]) => route).join(', ')}` : 'written'}`,
  );
});
