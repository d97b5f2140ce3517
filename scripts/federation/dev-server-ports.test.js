// A package's dev server alone (`npm run dev -w remote-statement`, README.md "Running one remote
// alone") must listen where the sandbox bank lets pages call it from: the sandbox allows the
// origins of HOST_PORT, REGISTRATION_PORT, SETTINGS_PORT and STATEMENT_PORT, so a dev server on
// another port has every bank call refused.
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const PACKAGES = {
  host: 'HOST_PORT',
  'remote-registration': 'REGISTRATION_PORT',
  'remote-settings': 'SETTINGS_PORT',
  'remote-statement': 'STATEMENT_PORT',
};

/** The dev server's port of a package's development config, read with only `ports` of the port variables set. */
function devServerPort(pkg, ports) {
  const saved = process.env;
  process.env = { ...saved };
  for (const variable of Object.values(PACKAGES)) delete process.env[variable];
  Object.assign(process.env, ports);
  try {
    let port;
    jest.isolateModules(() => {
      port = require(path.join(root, pkg, 'webpack.config.js'))({}, { mode: 'development' }).devServer.port;
    });
    return port;
  } finally {
    process.env = saved;
  }
}

test.each(Object.entries(PACKAGES))('%s’s dev server listens on %s when it is set, as the sandbox expects', (pkg, variable) => {
  expect(devServerPort(pkg, { [variable]: '5187' })).toBe(5187);
});

test('without the variables each dev server keeps its usual port', () => {
  expect(Object.keys(PACKAGES).map((pkg) => devServerPort(pkg, {}))).toEqual([3000, 3001, 3002, 3003]);
});
