// The Module Federation runtime exists once per page, in the host (ARCHITECTURE.md,
// "Federation"). A production remote is built with `externalRuntime`, so its
// container reads runtime-core from the global below instead of carrying its own ~10 KiB gzip
// copy; the host's build-time runtime plugin
// (host/src/federation/runtime-plugins/provide-runtime-core-plugin.ts) puts it there.
//
// The host provides only these names, so that Terser keeps nothing the remotes do not use
// (providing the whole namespace, as the stock plugin does, cost the host 22 KiB gzip).
// A remote build that needs any other name fails here, at build time, not in a customer's phone.
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

const PROVIDED_RUNTIME_CORE_EXPORTS = [
  'CurrentGlobal',
  'Module',
  'ModuleFederation',
  'assert',
  'getGlobalFederationConstructor',
  'getRemoteEntry',
  'getRemoteInfo',
  'helpers',
  'loadScript',
  'loadScriptNode',
  'registerGlobalPlugins',
  'satisfy',
  'setGlobalFederationConstructor',
  'setGlobalFederationInstance',
];

/** The names of the external runtime-core a compilation uses: a list, or 'everything' for a namespace use. */
function usedRuntimeCoreExports(compilation) {
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ExternalModule' || module.request !== RUNTIME_CORE_GLOBAL) continue;
    const used = compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined);
    if (used === true) return 'everything';
    if (used === false || used === null) return [];
    return [...used].sort();
  }
  return [];
}

/** Fails a remote's build when its container would ask the host for a name the host does not provide. */
class RuntimeCoreContractPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeCoreContractPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunkModules.tap('RuntimeCoreContractPlugin', () => {
        const used = usedRuntimeCoreExports(compilation);
        const missing = used === 'everything' ? ['(the whole namespace)'] : used.filter((name) => !PROVIDED_RUNTIME_CORE_EXPORTS.includes(name));
        if (missing.length === 0) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `This remote needs runtime-core exports the host does not provide: ${missing.join(', ')}. ` +
              'Add them to scripts/federation/runtime-core-contract.js and to the host provider plugin.',
          ),
        );
      });
    });
  }
}

module.exports = { RUNTIME_CORE_GLOBAL, PROVIDED_RUNTIME_CORE_EXPORTS, RuntimeCoreContractPlugin };
