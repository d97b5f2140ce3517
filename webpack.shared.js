// One factory for every package's webpack config. A package passes only what differs:
// its folder, its federation name and its dev port.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { portsFrom, runtimeConfigFor } = require('./scripts/runtime-config');
const { ChunkKindsPlugin } = require('./scripts/chunk-kinds-plugin');
const { chunkIntegrity } = require('./scripts/chunk-integrity');
const { FontPreloadPlugin } = require('./scripts/font-preload-plugin');
const { StartUpChunksPlugin } = require('./scripts/start-up-chunks-plugin');
const { buildInfo, buildVersionPlugin } = require('./scripts/federation/build-version');
const { refusePinsApartFromKernel } = require('./scripts/federation/library-pins');
const { shippedEcmaEdition } = require('./scripts/browsers/targets');

const rootDir = __dirname;
const ROUTER_EXPORTS = path.join(rootDir, 'shared-kernel', 'src', 'core', 'routing', 'router-exports.ts');
const DEBUG_PANEL_OMITTED = path.join(rootDir, 'host', 'src', 'debug', 'debug-panel-omitted.tsx');
const FRAMEWORK_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|react-router)[\\/]/;
const FRAMEWORK_CHUNK = {
  test: (module) => FRAMEWORK_LIBRARIES.test(module.resource ?? '') || module.resource === ROUTER_EXPORTS,
  name: 'framework',
  enforce: true,
  priority: 20,
};
// What the host starts before React (host/src/app/start-up.ts, which main.js imports as the
// `app-start-up` chunk): it, the kernel's start-up modules and the API client's libraries, in one
// `start-up` chunk. Without this group webpack would copy the modules it shares with
// the kernel's chunk into both, or leave some behind the framework chunk.
const START_UP_CHUNK = {
  test: (module, { chunkGraph }) => [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'app-start-up'),
  name: 'start-up',
  enforce: true,
  priority: 30,
};
// webpack's own vendor split of lazy chunks (its defaults: a library's modules in a file of their
// own, reused where the chunk holds nothing else), but for LIFF's chunk: there the SDK stays beside
// the module that installs its parts (shared-kernel/src/core/liff/liff-sdk.ts), which lets webpack
// join them into one scope (docs/performance-log.md, 2026-11-27 (f)).
const inLiffChunk = (module, chunkGraph) => [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'liff');
const VENDOR_CHUNKS = {
  idHint: 'vendors',
  priority: -10,
  reuseExistingChunk: true,
  test: (module, { chunkGraph }) => /[\\/]node_modules[\\/]/i.test(module.nameForCondition() ?? '') && !inLiffChunk(module, chunkGraph),
};
// Types are checked once by `npm run typecheck` (tsc -p); the build only transpiles, to the
// edition the supported browsers run (.browserslistrc, docs/browsers.md).
const TS_LOADER = {
  loader: 'ts-loader',
  options: {
    transpileOnly: true,
    configFile: path.join(rootDir, 'tsconfig.build.json'),
    compilerOptions: { target: `ES${shippedEcmaEdition()}`, allowJs: true },
  },
};
// HtmlWebpackPlugin's own production minification, keeping the template's `lks:` markers
// (comments the host's server fills, server/host-page.js).
const HTML_MINIFY = {
  collapseWhitespace: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
  ignoreCustomComments: [/^\/?lks:/],
};
/**
 * The singletons of docs/behaviour.md#shared-singletons: one React, one router, one jotai store, one kernel.
 * The kernel is offered under its own version and asked for with the range the package's own
 * imports need (its buildInfo, docs/deploy-contract.md), so Module Federation itself reports a
 * host that serves an older kernel than a remote needs.
 */
function sharedSingletons(kernelRequired) {
  const { version, dependencies } = require(path.join(rootDir, 'shared-kernel', 'package.json'));
  const single = (requiredVersion, more) => ({ singleton: true, requiredVersion, strictVersion: false, ...more });
  const router = dependencies['react-router-dom'];
  return {
    react: single(dependencies.react),
    'react/jsx-runtime': single(dependencies.react),
    'react-dom': single(dependencies['react-dom']),
    // One router, narrowed to the exports we use (see shared-kernel/src/core/routing/router-exports.ts).
    // react-router itself is bundled inside it, so it is a singleton through this module. A local
    // file has no package version of its own: it provides react-router-dom's.
    'react-router-dom': single(router, { import: ROUTER_EXPORTS, version: router }),
    jotai: single(dependencies.jotai),
    'shared-kernel': single(kernelRequired, { version }),
  };
}

/**
 * The singletons as a production remote asks for them: from the page's host alone, which provides
 * every one of them (and has since the first release), never from a copy of its own. A copy would
 * be a fallback no host page ever uses (a singleton the host has loaded is the one every remote
 * gets), yet its chunks and their integrity would be named in the remote's entry and page table
 * on every first load (docs/performance.md, "First-load bytes and the budget"). A remote's
 * standalone development shell, with no host, keeps its copies.
 */
const fromTheHostOnly = (shared) => Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }]));

/**
 * Compression happens once, at build time: a `.br` and a `.gz` beside every text asset, which
 * the server (server/build-server.js, or any CDN) sends as they are. index.html is left
 * out: the server fills it per response (CSP nonce, runtime config). compression-webpack-plugin's
 * defaults give the rest: the `.gz` and `.br` names, gzip's level 9, brotli's quality 11, no
 * size threshold.
 */
function precompression() {
  return ['gzip', 'brotliCompress'].map((algorithm) => new CompressionPlugin({ algorithm, test: /\.(js|json|css|svg)$/, minRatio: 0.9 }));
}

/**
 * A package's Module Federation options, the one place they are written. A remote exposes its
 * `./pages` (src/pages.ts), the one module the host loads from it (host/src/federation/load-remote-page.ts).
 * Remote locations come from the runtime config at start, never from this build: no `remotes`.
 * @param {{ name: string, host?: boolean }} opts
 * @param {string} kernelRequired the kernel range the package's own imports need (its buildInfo)
 * @param {boolean} production
 */
function federationOptions(opts, kernelRequired, production) {
  const shared = sharedSingletons(kernelRequired);
  return {
    name: opts.name,
    ...(opts.host ? {} : { filename: 'remoteEntry.js', exposes: { './pages': './src/pages.ts' } }),
    shared: opts.host || !production ? shared : fromTheHostOnly(shared),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    experiments: {
      // A remote never loads other remotes, so its runtime leaves that code out.
      optimization: { disableSnapshot: true, target: 'web', disableRemote: !opts.host },
    },
  };
}

/**
 * @param {object} opts
 * @param {string} opts.dir            the package folder (__dirname of its webpack.config.js)
 * @param {string} opts.name           federation container name
 * @param {'host'|'registration'|'settings'|'statement'} opts.part which part of the app: its dev
 *   server listens on that part's port (HOST_PORT, … as scripts/runtime-config.js reads them), the
 *   origin the sandbox lets call it
 * @param {boolean} [opts.host]        the shell: emits index.html, owns the router
 * @param {boolean} [opts.federation]  false builds one plain bundle (bench comparison)
 * @param {object} [opts.resolveAlias] aliases (the non-federated bench build)
 */
function createWebpackConfig(opts) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const federation = opts.federation !== false;
    const debugTools = !production || process.env.LKS_DEBUG_TOOLS === 'on';
    // The host (and the plain bench build) boot from src/index.ts. A federated remote needs no
    // entry of its own in production: its container is remoteEntry.js. In dev it also runs
    // alone inside the kernel's minimal shell, from src/standalone/index.ts.
    const entry = {};
    if (opts.host || !federation) entry.main = './src/index.ts';
    else if (!production) entry.main = './src/standalone/index.ts';

    // A production remote's chunks carry their integrity (scripts/chunk-integrity.js).
    const integrity = production && federation && !opts.host ? chunkIntegrity(FRAMEWORK_LIBRARIES) : null;
    // A library the kernel depends on moves with the kernel's pin, never one package's alone.
    refusePinsApartFromKernel(opts.dir);
    // Read once: the package's kernel imports are parsed from its sources.
    const info = buildInfo(opts.dir);
    const plugins = [
      // Debug tools (token copy, error detail, ID checksum skip) are compiled only into
      // development builds and a tester build asked for with LKS_DEBUG_TOOLS=on; every other
      // build leaves them out, whatever its runtime config says (types/build-flags.d.ts).
      new webpack.DefinePlugin({
        __LKS_DEBUG_TOOLS__: JSON.stringify(debugTools),
        // The release a build belongs to, named in its error reports: LKS_RELEASE, else its commit.
        __LKS_RELEASE__: JSON.stringify(process.env.LKS_RELEASE ?? info.commit.slice(0, 7)),
      }),
      // version.json beside the output, and the same facts compiled in (docs/deploy-contract.md).
      buildVersionPlugin(info),
    ];
    if (!debugTools)
      plugins.push(new webpack.NormalModuleReplacementPlugin(/[\\/]host[\\/]src[\\/]debug[\\/]debug-panel\.tsx$/, DEBUG_PANEL_OMITTED));
    // Every container carries its own federation runtime, as Module Federation builds it, so a
    // remote starts on any host page whatever version the host runs (docs/deploy-contract.md).
    if (federation) plugins.push(new ModuleFederationPlugin(federationOptions(opts, info.kernel.required, production)));
    if (production) plugins.push(new ChunkKindsPlugin(), ...precompression());
    if (integrity) plugins.push(integrity.plugin);
    if (opts.host || !production) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(rootDir, 'shared-kernel', 'src', 'core', 'ui', 'index.html'),
          title: 'บริการธนาคารบน LINE',
          chunks: ['main'],
          // The template places every tag itself, between the markers the server fills.
          inject: false,
          minify: production ? HTML_MINIFY : false,
        }),
      );
      if (production) plugins.push(new FontPreloadPlugin(), new StartUpChunksPlugin());
    }

    return {
      mode: production ? 'production' : 'development',
      // webpack's default target, `browserslist`, finds the repository's .browserslistrc from here:
      // the supported browsers (docs/browsers.md) decide the syntax of webpack's own runtime code
      // as, in TS_LOADER, the edition TypeScript compiles to.
      context: opts.dir,
      entry,
      // Production: source maps beside each file but named by none of them (`hidden`): kept as build
      // artifacts to turn a reported stack into source lines (server/source-lines.js), never served
      // (server/servable-paths.js) nor deployed (server/deploy-release.js).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        // LKS_DIST lets two builds live side by side (a second engineer's e2e run, the bench's plain build).
        path: path.join(opts.dir, opts.outDir ?? process.env.LKS_DIST ?? 'dist'),
        publicPath: opts.host ? '/' : 'auto',
        // main.js keeps its name (webpack's default `[name].js`, revalidated on each visit): Module
        // Federation 2.9.2's runtime refuses [contenthash] or [chunkhash] in output.filename
        // (tried: docs/performance-log.md).
        // In development a remote has two runtimes, its container and its standalone shell, and
        // Module Federation renders a chunk they share once for each (different content): named
        // by content, the two get a file each instead of colliding, which left the dev server
        // showing only its error overlay.
        chunkFilename: production ? '[name].[contenthash:8].js' : '[id].[contenthash:8].js',
        uniqueName: opts.name,
        clean: true,
        crossOriginLoading: integrity?.crossOriginLoading,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: opts.resolveAlias,
      },
      module: {
        // An import of a name its module does not export fails the build instead of reaching a
        // phone as `undefined`.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          { test: /\.tsx?$/, exclude: /node_modules/, use: TS_LOADER },
          // A library that ships syntax newer than the supported browsers' edition (web-vitals:
          // class fields) is compiled down like our own code (docs/browsers.md).
          { test: /\.js$/, include: /node_modules[\\/]web-vitals[\\/]/, use: TS_LOADER },
          { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]' } },
        ],
      },
      plugins,
      // Terser stays the minifier: shared modules are not tree-shaken by webpack, and only
      // Terser's dead-code pass trims react-router and valibot to what we use (esbuild in
      // transform mode kept them whole: +50 KB gzip on first load).
      optimization: {
        // webpack's own Terser options plus `hoist_funs`: function declarations gathered at the top
        // of their scope compress better in gzip (docs/performance-log.md, 2026-11-26 (h)).
        minimizeOptions: { javascript: { compress: { passes: 2, hoist_funs: true } } },
        // Exports used only inside this build get the shortest names (most used first) instead of
        // hashed ones; what a container shares or exposes keeps its name (the same entry).
        mangleExports: production ? 'size' : false,
        // A remote's modules numbered from the most used, shorter than the hashed ids a build keeps
        // stable for the browser's cache: every release of a remote is a folder of its own, so no
        // file of it is cached across releases anyway (docs/deploying.md). The host's files keep
        // their names from release to release, so it keeps the stable ids. Chunk ids stay hashed:
        // webpack-subresource-integrity records no hash for a chunk numbered 0.
        ...(production && !opts.host ? { moduleIds: 'size' } : {}),
        // The libraries every start-up needs together (React, the router, jotai) in one file
        // instead of seven: fewer requests on a phone's HTTP/1.1 connections and 2.4 KiB less gzip
        // (docs/performance-log.md). The host only: it provides the singletons.
        // The start-up chunk in the plain bench build too, so neither build carries its modules twice.
        ...(production && opts.host
          ? {
              splitChunks: {
                cacheGroups: {
                  ...(federation ? { framework: FRAMEWORK_CHUNK } : {}),
                  startUp: START_UP_CHUNK,
                  defaultVendors: VENDOR_CHUNKS,
                },
              },
            }
          : {}),
        ...(integrity ? { splitChunks: integrity.splitChunks } : {}),
      },
      // webpack's own HTML modules would parse the page template and drop its comments, the
      // server's markers among them; HtmlWebpackPlugin renders and minifies it instead.
      experiments: { html: false },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: portsFrom()[opts.part],
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app.get('/runtime-config.json', (_req, res) => res.json(runtimeConfigFor(process.env, 'dev')));
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createWebpackConfig, ROUTER_EXPORTS, TS_LOADER };
