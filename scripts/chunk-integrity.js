// A remote's chunks carry their integrity from its own build (webpack-subresource-integrity: each
// chunk records its children's, which load in CORS mode), so a chunk changed on the static origin
// is refused (docs/deploying.md#integrity). The plugin needs every chunk to be a file: Module
// Federation's shared modules (a consumed one has no code of its own; a provided library is the
// same module in the provide and the fallback chunk) are kept out of split chunks, which would
// leave a chunk of them alone without a file, and the plugin waiting for its hash forever
// (docs/deploying.md#integrity).
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');

const KERNEL_CORE = /[\\/]shared-kernel[\\/]src[\\/]core[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * What a production remote's webpack config takes for its chunks' integrity.
 * @param {RegExp} sharedLibraries the files of the libraries shared as singletons
 */
function chunkIntegrity(sharedLibraries) {
  const splittable = (module) =>
    module.type !== 'consume-shared-module' && !sharedLibraries.test(module.resource ?? '') && !KERNEL_CORE.test(module.resource ?? '');
  return {
    // sha256, the shortest SRI hash, and `lazy`: a chunk carries only its children's hashes, and
    // /register's first load pays for each one it carries.
    plugin: new SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'], hashLoading: 'lazy' }),
    crossOriginLoading: 'anonymous',
    // webpack's two default groups, with the shared modules left out.
    splitChunks: {
      cacheGroups: {
        default: { idHint: '', minChunks: 2, priority: -20, reuseExistingChunk: true, test: splittable },
        defaultVendors: {
          idHint: 'vendors',
          priority: -10,
          reuseExistingChunk: true,
          test: (module) => splittable(module) && NODE_MODULES.test(module.nameForCondition() ?? ''),
        },
      },
    },
  };
}

module.exports = { chunkIntegrity };
