// Every route of the app as its production builds publish them: the host's own
// (prerendered/host-routes.json, written from its route table) and each remote's (its
// first-screens.json, one entry per route of its pages.ts). So a screen a remote adds is one of
// the app's routes after that remote's build alone, as the host's server sees it
// (docs/remote-screens.md, "Whose route it is"), with no kernel name for it.
const fs = require('node:fs');
const path = require('node:path');
const { loadHostRoutes } = require('../server/host-page');
const { REMOTE_DIRS, remoteBuild } = require('./remote-builds');

const root = path.join(__dirname, '..');

/**
 * The host's routes in its table's order, then each remote's in its pages.ts order.
 * @param {{ hostBuild?: string, remoteBuildOf?: (name: string) => string }} [builds] where the builds are
 */
function routesOfTheApp({ hostBuild = path.join(root, 'host', process.env.LKS_DIST ?? 'dist'), remoteBuildOf = remoteBuild } = {}) {
  const { hostRoutes } = loadHostRoutes(path.join(hostBuild, 'prerendered'));
  const remoteRoutes = Object.keys(REMOTE_DIRS).flatMap((name) =>
    Object.keys(JSON.parse(fs.readFileSync(path.join(remoteBuildOf(name), 'first-screens.json'), 'utf8')).routes),
  );
  return [...hostRoutes, ...remoteRoutes];
}

module.exports = { routesOfTheApp };
