// Test support for the build checks (scripts/federation/, scripts/omissions/, the build plugins in
// scripts/): run one webpack compilation into a throw-away folder and answer its error messages,
// its modules or its assets.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationOptions } = require('../../webpack.shared');

const readIfWritten = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

/**
 * One compilation into a throw-away folder: its error messages and the text of every asset it
 * emitted, by name.
 * @param {(outDir: string) => import('webpack').Configuration} configFor
 */
function compileAssets(configFor) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'build-check-'));
  const compiler = webpack(configFor(out));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      // Read from the folder: once written, webpack keeps only each asset's size.
      const assets = error
        ? new Map()
        : new Map(stats.compilation.getAssets().map(({ name }) => [name, readIfWritten(path.join(out, name))]));
      fs.rmSync(out, { recursive: true, force: true });
      if (error) return reject(error);
      return resolve({ errors: stats.compilation.errors.map((e) => e.message), assets });
    });
  });
}

/** @param {(outDir: string) => import('webpack').Configuration} configFor */
async function compileErrors(configFor) {
  return (await compileAssets(configFor)).errors;
}

/** A throw-away source folder holding `files` (path → text); removed by the caller. */
function writeProject(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-project-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
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

/**
 * The federation of a production remote of ours (webpack.shared.js's options) exposing
 * `./page.js`. It shares nothing: the probe page imports no shared library, and the real list
 * would only add the provided copies of React and the rest to every probe build.
 * @param {string} name the probe container's name
 */
function productionRemoteFederation(name) {
  return new ModuleFederationPlugin({ ...federationOptions({ name, exposes: { './page': './page.js' } }), shared: {} });
}

module.exports = { compileAssets, compileErrors, compileModules, productionRemoteFederation, writeProject };
