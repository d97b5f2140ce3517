// A production remote takes Module Federation's runtime-core from the page when the page offers
// one of its exact version, and fetches its own copy only when it does not
// (docs/deploy-contract.md, "Taking the page's runtime"). Three public webpack mechanisms do it:
// runtime-core is an AMD external of the container, so webpack wraps the container in
// `define([runtime-core], factory)`; the `define` it calls is the start code prepended to
// remoteEntry.js (container-start.js); and the remote's own copy is a second, plain webpack
// build into the same folder (own-runtime-core.js).
const path = require('node:path');
const { containerStart } = require('./container-start');

const RUNTIME_CORE = '@module-federation/runtime-core';
/** Page globals the host's offer, a remote's start code and its own runtime-core file meet on. */
const PAGE_GLOBALS = {
  cores: '__LKS_FEDERATION_RUNTIME_CORES__',
  arrivals: '__LKS_FEDERATION_RUNTIME_CORE_ARRIVALS__',
  starter: '__LKS_CONTAINER_START__',
};
const OWN_RUNTIME_CORE = 'own-runtime-core';

/** The container's library: an AMD module whose `define` is the start code's. */
function containerLibrary() {
  return { type: 'amd', amdContainer: `globalThis.${PAGE_GLOBALS.starter}` };
}

/** runtime-core, for the container's code, is the AMD dependency the start code hands it. */
function runtimeCoreExternal(version) {
  return ({ request }, callback) => (request === RUNTIME_CORE ? callback(null, `${RUNTIME_CORE}@${version}`, 'amd') : callback());
}

/**
 * The runtime-core names the container reads, from webpack's own record of the external's
 * used exports. A page's offer without one of them is not taken.
 */
function namesRead(compilation) {
  const external = [...compilation.modules].find(
    (module) => module instanceof compilation.compiler.webpack.ExternalModule && String(module.request).startsWith(`${RUNTIME_CORE}@`),
  );
  if (!external) throw new Error(`${RUNTIME_CORE} is not an external of this container`);
  const used = compilation.moduleGraph.getExportsInfo(external).getUsedExports(undefined);
  if (!(used instanceof Set) || used.size === 0) throw new Error(`webpack could not tell which ${RUNTIME_CORE} names the container reads`);
  return [...used].sort();
}

/** Prepends the start code to remoteEntry.js, before minification so Terser takes it too. */
class ContainerStartPlugin {
  /** @param {{ container: string, version: string, entryFile: string, own: { file?: string } }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('ContainerStartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContainerStartPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const { container, version, entryFile, own } = this.options;
          if (!own.file) throw new Error(`the remote's own runtime-core file was not built before ${entryFile}`);
          const settings = { container, version, needs: namesRead(compilation), runtimeFile: own.file, ...PAGE_GLOBALS };
          const start = `(${containerStart.toString()})(${JSON.stringify(settings)});\n`;
          compilation.updateAsset(entryFile, (source) => new webpack.sources.ConcatSource(start, source));
        },
      );
    });
  }
}

/**
 * The webpack build of the remote's own runtime-core file, into the container's folder. It runs
 * first (the container's build names the file); `own.file` receives its name.
 * @param {{ webpack: typeof import('webpack'), outputPath: string, target: string, version: string, own: { file?: string } }} options
 */
function ownRuntimeCoreConfig({ webpack, outputPath, target, version, own }) {
  return {
    name: OWN_RUNTIME_CORE,
    mode: 'production',
    target,
    entry: { [OWN_RUNTIME_CORE]: path.join(__dirname, 'own-runtime-core.js') },
    devtool: 'hidden-source-map',
    output: { path: outputPath, filename: '[name].[contenthash:8].js', clean: false },
    plugins: [
      new webpack.DefinePlugin({
        __LKS_RUNTIME_CORES__: JSON.stringify(PAGE_GLOBALS.cores),
        __LKS_RUNTIME_CORE_ARRIVALS__: JSON.stringify(PAGE_GLOBALS.arrivals),
        __LKS_FEDERATION_VERSION__: JSON.stringify(version),
      }),
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tap('OwnRuntimeCoreFile', (compilation) => {
            own.file = compilation.entrypoints
              .get(OWN_RUNTIME_CORE)
              .getFiles()
              .find((file) => file.endsWith('.js'));
          });
        },
      },
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** What the container's folder keeps of an earlier build when webpack cleans it: its own runtime-core file. */
function keepOwnRuntimeCore(own) {
  return (asset) => Boolean(own.file) && (asset === own.file || asset.startsWith(`${own.file}.`));
}

module.exports = {
  PAGE_GLOBALS,
  OWN_RUNTIME_CORE,
  containerLibrary,
  runtimeCoreExternal,
  ContainerStartPlugin,
  ownRuntimeCoreConfig,
  keepOwnRuntimeCore,
};
