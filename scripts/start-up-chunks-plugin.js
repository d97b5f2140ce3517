// Writes prerendered/start-up-chunks.json beside the host build: the files of the chunks every
// start-up loads whatever the route. The server hints them in the HTML (server/host-page.js),
// so the browser fetches them with main.js instead of after main.js (and then the bootstrap) has
// run. Four lists:
//  - liff, liff-mock: the LIFF SDK (and its mock, hinted only when LIFF is mocked);
//  - framework: React, the router and jotai's hooks in one chunk (webpack.shared.js), the largest
//    file and the last one a screen that waits for the bank needs; none in the plain bench build;
//  - bootstrap: the chunk main.js loads first (host/src/bootstrap.tsx and what it imports) and
//    the chunks the host provides the shared modules from (React, the router, jotai, the kernel
//    and their libraries). The host provides every singleton and is loaded first, so these are
//    the files a start-up fetches (docs/performance.md).
// It also ships host/src/start/start-after-first-paint.js under a content-hashed name
// (`afterFirstPaint`), the script a route whose first screen is all in the HTML loads instead of
// main.js.
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const NAMED_CHUNKS = ['liff', 'liff-mock'];
const BOOTSTRAP_MODULE = /[\\/]host[\\/]src[\\/]bootstrap\.tsx$/;
const FILE = 'prerendered/start-up-chunks.json';
const AFTER_FIRST_PAINT = path.join(__dirname, '..', 'host', 'src', 'start', 'start-after-first-paint.js');

const jsFilesOf = (chunk) => [...chunk.files].filter((file) => file.endsWith('.js'));

// The module type Module Federation gives a module the host provides (`module.type`, public).
const PROVIDE_SHARED = 'provide-module';

/**
 * Files of the bootstrap's chunk group and of the chunk groups the host provides its shared
 * modules from: the bootstrap consumes every one of them (React, the router and jotai itself or
 * through the kernel), so every provider is a start-up's.
 */
function bootstrapFiles(compilation) {
  const { chunkGraph } = compilation;
  const [bootstrap, providers] = [[], []];
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) providers.push(...module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)));
    else if (BOOTSTRAP_MODULE.test(module.resource ?? module.rootModule?.resource ?? ''))
      for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (!chunk.hasRuntime()) bootstrap.push(...chunk.groupsIterable);
  }
  if (bootstrap.length === 0) throw new Error('no chunk holds host/src/bootstrap.tsx: nothing to hint at start-up');
  return [...new Set([...bootstrap, ...providers].flatMap((group) => group?.chunks.flatMap(jsFilesOf) ?? []))].sort();
}

/** Emits the after-first-paint starter with a content hash (so it is cached for a year), at a stage the precompression still sees. */
function emitAfterFirstPaint(compiler, compilation) {
  const source = fs.readFileSync(AFTER_FIRST_PAINT, 'utf8');
  const name = `start-after-first-paint.${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  compilation.fileDependencies.add(AFTER_FIRST_PAINT);
  compilation.emitAsset(name, new compiler.webpack.sources.RawSource(source));
  return name;
}

class StartUpChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartUpChunksPlugin', (compilation) => {
      const { PROCESS_ASSETS_STAGE_ADDITIONAL, PROCESS_ASSETS_STAGE_REPORT } = compilation.constructor;
      let afterFirstPaint = '';
      compilation.hooks.processAssets.tap({ name: 'StartUpChunksPlugin', stage: PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        afterFirstPaint = emitAfterFirstPaint(compiler, compilation);
      });
      compilation.hooks.processAssets.tap({ name: 'StartUpChunksPlugin', stage: PROCESS_ASSETS_STAGE_REPORT }, () => {
        const named = (name) => [...compilation.chunks].filter((chunk) => chunk.name === name).flatMap(jsFilesOf);
        const files = Object.fromEntries(NAMED_CHUNKS.map((name) => [name, named(name)]));
        for (const name of NAMED_CHUNKS) if (files[name].length === 0) throw new Error(`no "${name}" chunk to hint at start-up`);
        files.framework = named('framework');
        files.bootstrap = bootstrapFiles(compilation);
        files.afterFirstPaint = [afterFirstPaint];
        // The app's own script (main.js), which the after-first-paint starter loads.
        files.app = named('main');
        compilation.emitAsset(FILE, new compiler.webpack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

module.exports = { StartUpChunksPlugin };
