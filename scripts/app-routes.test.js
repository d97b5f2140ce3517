const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { routesOfTheApp } = require('./app-routes');

/** Builds as `npm run build` writes them, holding only the route lists. */
function buildsWith(hostRoutes, remoteRoutes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-routes-'));
  const write = (file, value) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(value));
  };
  write(path.join(dir, 'host', 'prerendered', 'host-routes.json'), { routes: hostRoutes });
  for (const [name, routes] of Object.entries(remoteRoutes))
    write(path.join(dir, name, 'first-screens.json'), { version: 1, routes: Object.fromEntries(routes.map((route) => [route, {}])) });
  return {
    hostBuild: path.join(dir, 'host'),
    remoteBuildOf: (name) => path.join(dir, name),
    remove: () => fs.rmSync(dir, { recursive: true }),
  };
}

test("the app's routes are the host's, then each remote's as its build publishes them, a screen no kernel path names included", () => {
  const builds = buildsWith(['/', '/otp'], {
    registration: ['/register', '/add-account/:accountNo'],
    settings: ['/setting', '/setting-help'],
    statement: ['/request-statement'],
  });
  try {
    expect(routesOfTheApp(builds)).toEqual([
      '/',
      '/otp',
      '/register',
      '/add-account/:accountNo',
      '/setting',
      '/setting-help',
      '/request-statement',
    ]);
  } finally {
    builds.remove();
  }
});
