// Writes prerendered/start-up-chunks.json beside the host build: the files of the chunks every
// start-up loads whatever the route. The server hints them in the HTML (scripts/serve/host-page.js),
// so the browser fetches them with main.js instead of after main.js (and then the bootstrap) has
// run. Three lists:
//  - liff, liff-mock: the LIFF SDK (and its mock, hinted only when LIFF is mocked);
//  - bootstrap: the chunk main.js loads first (host/src/bootstrap.tsx and what it imports) and,
//    followed through every shared module it consumes, the chunks the host provides them from
//    (React, the router, jotai, the kernel and their libraries). The host provides every
//    singleton and is loaded first, so these are the files a start-up fetches (ARCHITECTURE.md,
//    "First paint", fourth round).
const NAMED_CHUNKS = ['liff', 'liff-mock'];
const BOOTSTRAP_MODULE = /[\\/]host[\\/]src[\\/]bootstrap\.tsx$/;
const FILE = 'prerendered/start-up-chunks.json';

const jsFilesOf = (chunk) => [...chunk.files].filter((file) => file.endsWith('.js'));

/** The chunk groups the host provides each shared module from, by share key. */
function providerGroups(compilation) {
  const groups = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) groups.set(module._name, [...(groups.get(module._name) ?? []), group]);
    }
  }
  return groups;
}

/** Files of the bootstrap's chunk group and of every provider chunk group it reaches through consumed shared modules. */
function bootstrapFiles(compilation) {
  const { chunkGraph } = compilation;
  const providers = providerGroups(compilation);
  const pending = [];
  for (const chunk of compilation.chunks) {
    if (chunk.hasRuntime()) continue;
    const modules = chunkGraph.getChunkModules(chunk);
    if (modules.some((m) => BOOTSTRAP_MODULE.test(m.resource ?? m.rootModule?.resource ?? ''))) pending.push(...chunk.groupsIterable);
  }
  if (pending.length === 0) throw new Error('no chunk holds host/src/bootstrap.tsx: nothing to hint at start-up');
  const seen = new Set();
  const files = new Set();
  while (pending.length > 0) {
    const group = pending.pop();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of jsFilesOf(chunk)) files.add(file);
      for (const module of chunkGraph.getChunkModules(chunk)) {
        if (module.constructor.name === 'ConsumeSharedModule') pending.push(...(providers.get(module.options.shareKey) ?? []));
      }
    }
  }
  return [...files].sort();
}

class StartUpChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartUpChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartUpChunksPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          for (const chunk of compilation.chunks) {
            if (NAMED_CHUNKS.includes(chunk.name)) files[chunk.name] = jsFilesOf(chunk);
          }
          for (const name of NAMED_CHUNKS) if (!files[name]?.length) throw new Error(`no "${name}" chunk to hint at start-up`);
          files.bootstrap = bootstrapFiles(compilation);
          compilation.emitAsset(FILE, new compiler.webpack.sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

module.exports = { StartUpChunksPlugin, START_UP_CHUNKS_FILE: 'start-up-chunks.json' };
