// `npm run dev` serves every package from webpack's development build; a build error there
// covers the page with webpack's overlay, so the app cannot be used at all.
const path = require('node:path');
const { compileErrors } = require('./compile-fixture');

jest.setTimeout(120_000);

const root = path.join(__dirname, '..', '..');

function developmentBuildErrors(pkg) {
  const config = require(path.join(root, pkg, 'webpack.config.js'))({}, { mode: 'development' });
  return compileErrors((out) => ({
    ...config,
    output: { ...config.output, path: out },
    devServer: undefined,
    infrastructureLogging: { level: 'error' },
  }));
}

test('the registration remote builds for development without errors (its dev server shows no error overlay)', async () => {
  expect(await developmentBuildErrors('remote-registration')).toEqual([]);
});
