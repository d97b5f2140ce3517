// Test support for the build checks (scripts/federation/, scripts/omissions/): run one webpack
// compilation into a throw-away folder and answer its error messages.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/** @param {(outDir: string) => import('webpack').Configuration} configFor */
function compileErrors(configFor) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'build-check-'));
  const compiler = webpack(configFor(out));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      fs.rmSync(out, { recursive: true, force: true });
      if (error) reject(error);
      else resolve(stats.compilation.errors.map((e) => e.message));
    });
  });
}

/**
 * The same, answering also the files of every module the build holds (to prove what a
 * build-time swap left in or out).
 * @param {(outDir: string) => import('webpack').Configuration} configFor
 */
async function compileModules(configFor) {
  const modules = [];
  const listModules = {
    apply: (compiler) =>
      compiler.hooks.done.tap('list-modules', (stats) => {
        for (const module of stats.compilation.modules) if (module.resource) modules.push(module.resource);
      }),
  };
  const errors = await compileErrors((out) => {
    const config = configFor(out);
    return { ...config, plugins: [...(config.plugins ?? []), listModules] };
  });
  return { errors, modules };
}

module.exports = { compileErrors, compileModules };
