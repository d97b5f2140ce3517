// `npm run dev` serves every package from webpack's development build; a build error there
// covers the page with webpack's overlay, so the app cannot be used at all.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

jest.setTimeout(120_000);

const root = path.join(__dirname, '..', '..');

function developmentBuildErrors(pkg) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `dev-build-${pkg}-`));
  const config = require(path.join(root, pkg, 'webpack.config.js'))({}, { mode: 'development' });
  const compiler = webpack({ ...config, output: { ...config.output, path: out }, devServer: undefined, infrastructureLogging: { level: 'error' } });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      fs.rmSync(out, { recursive: true, force: true });
      if (error) reject(error);
      else resolve(stats.compilation.errors.map((e) => e.message));
    });
  });
}

test('the registration remote builds for development without errors (its dev server shows no error overlay)', async () => {
  expect(await developmentBuildErrors('remote-registration')).toEqual([]);
});
