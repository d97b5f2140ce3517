// Every route of the app as its production builds publish them: the host's own
// (prerendered/host-routes.json, written from its route table) and each remote's (its
// first-screens.json, one entry per route of its pages.ts). So a screen a remote adds is one of
// the app's routes after that remote's build alone, as the host's server sees it
// (docs/remote-screens.md, "Whose route it is"), with no kernel name for it.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTE_DIRS, remoteBuild } = require('./remote-builds');

const root = path.join(__dirname, '..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The host's routes in its table's order, then each remote's in its pages.ts order.
 * @param {{ hostBuild?: string, remoteBuildOf?: (name: string) => string }} [builds] where the builds are
 */
function routesOfTheApp({ hostBuild = path.join(root, 'host', process.env.LKS_DIST ?? 'dist'), remoteBuildOf = remoteBuild } = {}) {
  const hostRoutes = readJson(path.join(hostBuild, 'prerendered', 'host-routes.json')).routes;
  const remoteRoutes = Object.keys(REMOTE_DIRS).flatMap((name) =>
    Object.keys(readJson(path.join(remoteBuildOf(name), 'first-screens.json')).routes),
  );
  return [...hostRoutes, ...remoteRoutes];
}

module.exports = { routesOfTheApp };
