// Writes prerendered/start-up-chunks.json beside the host build: the files of the chunks every
// start-up loads whatever the route (the LIFF SDK, and liff-mock when LIFF is mocked). The
// server hints them in the HTML (scripts/serve/host-page.js), so the browser fetches them with
// main.js instead of after main.js, the shared chunks and the bootstrap have run.
const START_UP_CHUNKS = ['liff', 'liff-mock'];
const FILE = 'prerendered/start-up-chunks.json';

class StartUpChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartUpChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartUpChunksPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          for (const chunk of compilation.chunks) {
            if (!START_UP_CHUNKS.includes(chunk.name)) continue;
            files[chunk.name] = [...chunk.files].filter((file) => file.endsWith('.js'));
          }
          for (const name of START_UP_CHUNKS) if (!files[name]?.length) throw new Error(`no "${name}" chunk to hint at start-up`);
          compilation.emitAsset(FILE, new compiler.webpack.sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

module.exports = { StartUpChunksPlugin, START_UP_CHUNKS_FILE: 'start-up-chunks.json' };
