// Test support for the build checks in this folder: run one webpack compilation into a
// throw-away folder and answer its error messages.
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

module.exports = { compileErrors };
