// Writes chunk-kinds.json beside a production build: for every emitted JS file, whether it is
// the federation runtime/entry, shared code (singletons, the kernel and their libraries) or the
// package's own app code, by what most of its bytes are (the host's `start-up` chunk holds the
// kernel's start and its libraries beside the host's few lines that begin it). The bench splits
// first-load bytes with it.
const path = require('node:path');

const SHARED = /[\\/](node_modules|shared-kernel)[\\/]/;

class ChunkKindsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkKindsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkKindsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const kinds = {};
        for (const chunk of compilation.chunks) {
          let sharedBytes = 0;
          let appBytes = 0;
          for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
            const resource = module.resource ?? module.rootModule?.resource;
            if (!resource) continue;
            if (SHARED.test(resource)) sharedBytes += module.size();
            else appBytes += module.size();
          }
          const kind = chunk.hasRuntime() ? 'runtime' : sharedBytes > appBytes ? 'shared' : 'app';
          for (const file of chunk.files) if (file.endsWith('.js')) kinds[path.basename(file)] = kind;
        }
        const json = JSON.stringify(kinds, null, 2);
        compilation.emitAsset('chunk-kinds.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

module.exports = { ChunkKindsPlugin };
