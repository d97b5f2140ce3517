// Build time, after a package's webpack build: compiles one module of the package (`entry`,
// exporting `prerender(document)`), runs it in jsdom and writes what it returns as JSON to
// `<dist>/<output>`. A remote writes its first-screens.json this way, beside its remoteEntry.js:
// its module exports its `pages` (pages.ts) too, and the file has one entry per route there, with
// what `prerender` says of it, so the routes a remote publishes are the ones it draws. The host
// writes the kernel's stylesheet it gives those screens and its own routes, from its route table
// (docs/remote-screens.md).
// Run from the package's folder: node ../scripts/prerender-screens.js <entry> <output>
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { buildInfo } = require('./federation/build-version');
// The app build's TypeScript compilation and narrowed router, so a first screen is drawn from the code the app runs.
const { ROUTER_EXPORTS, TS_LOADER } = require('../webpack.shared');
const { prerenderIn, withEnglishScreens } = require('./english-first-screens');

const root = path.join(__dirname, '..');
const packageDir = process.cwd();
const [entry, output] = process.argv.slice(2);
if (!entry || !output) throw new Error('usage: prerender-screens.js <entry> <output>');
const dist = path.join(packageDir, process.env.LKS_DIST ?? 'dist');
const work = path.join(packageDir, `.prerender-${path.basename(dist)}`);

const config = {
  mode: 'production',
  target: 'web',
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
    alias: { 'react-router-dom$': ROUTER_EXPORTS },
  },
  module: {
    rules: [
      { test: /\.tsx?$/, exclude: /node_modules/, use: TS_LOADER },
      { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]', emit: false } },
    ],
  },
  plugins: [
    // One file: lazy chunks (LIFF, other pages) are never called while prerendering.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    // A remote's pages.ts names its build (the kernel check before each page, never run here).
    new webpack.DefinePlugin({ __LKS_BUILD__: JSON.stringify(buildInfo(packageDir)) }),
  ],
  optimization: { minimize: false },
};

/** first-screens.json: one entry per route of the remote's pages, each what `prerender` said of it or empty. */
function everyRoute(described, pages) {
  const strays = Object.keys(described.routes).filter((route) => !Object.hasOwn(pages, route));
  if (strays.length > 0) throw new Error(`first screens of routes pages.ts does not list: ${strays.join(', ')}`);
  return { ...described, routes: Object.fromEntries(Object.keys(pages).map((route) => [route, described.routes[route] ?? {}])) };
}

webpack(config, async (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const script = fs.readFileSync(path.join(work, 'prerender.js'), 'utf8');
  const { described, pages } = await prerenderIn(script, 'th');
  // A remote's screens are drawn in English too, in a page of its own, and each drawing is checked
  // before anything is written (./english-first-screens.js).
  const result = pages ? withEnglishScreens(everyRoute(described, pages), (await prerenderIn(script, 'en')).described) : described;
  const file = path.join(dist, output);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(result));
  fs.rmSync(work, { recursive: true, force: true });
  const screens = Object.entries(result.routes ?? {}).filter(([, route]) => route.screen);
  console.log(
    `${path.relative(root, file)}: ${screens.length ? `first screens of ${screens.map(([route]) => route).join(', ')}` : 'written'}`,
  );
});
