// Test support for the build checks (scripts/federation/, the build plugins in scripts/): run one
// webpack compilation into a throw-away folder and answer its error messages or its assets.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

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

module.exports = { compileAssets, compileErrors, writeProject };
