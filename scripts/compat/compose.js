// Serves one composition the way releases meet in production (docs/compatibility-suite.md): every
// remote version the suite composes is published on one static origin (a folder, served on each
// remote's port as `npm start` serves it), the release manifest names the version of each remote
// that is live, and the host is its tree's build served by its tree's page server with its tree's
// runtime config; the sandbox bank is this checkout's. Which remotes a page gets is only the
// manifest's say: scripts/compat/run.js writes it with the release commands before each composition.
const fs = require('node:fs');
const path = require('node:path');
const { createBuildServer } = require('../../server/build-server');
const { remoteVersions } = require('../../server/remote-versions');
const { localOrigins, sandboxBankApi } = require('../app-servers');
const { REMOTE_DIRS } = require('../remote-builds');
const { root } = require('./release-trees');

// This checkout's build may sit under another name (LKS_DIST, as npm test's own build does);
// the other trees are built into dist.
const distOf = (tree) => (tree === root ? (process.env.LKS_DIST ?? 'dist') : 'dist');

/**
 * The runtime config and releases a host tree is served with. A host whose server reads the
 * manifest gets it as `releases`; one of a release before the manifest was given, as that
 * release was deployed, each remote's entry in its runtime config: the manifest's live version.
 */
function releasedTo(tree, runtimeConfig, releases) {
  if (fs.existsSync(path.join(tree, 'server', 'remote-versions.js'))) return { runtimeConfig, releases };
  const live = remoteVersions({ remotes: runtimeConfig.remotes, releases }).inForce();
  return { runtimeConfig: { ...runtimeConfig, remotes: Object.fromEntries(live) }, releases: undefined };
}

/**
 * @param {{ host: string, release: { origin: string, manifest: string } }} composition the host's
 *   tree; the static origin's folder and the release manifest that names each remote's live version
 */
async function startComposition(composition, env = process.env) {
  const { portsFrom, runtimeConfigFor, assertServableWithSandbox } = require(path.join(composition.host, 'scripts', 'runtime-config.js'));
  const ports = portsFrom(env);
  const runtimeConfig = runtimeConfigFor(env, 'sandbox');
  assertServableWithSandbox(runtimeConfig);
  const servers = {};
  const { createSandbox } = require(path.join(root, 'sandbox-api', 'dist', 'server.js'));
  servers.sandbox = await createSandbox({
    port: ports.sandbox,
    accountRefKey: env.SANDBOX_ACCOUNT_REF_KEY,
    hostOrigin: `http://localhost:${ports.host}`,
    allowedOrigins: [ports.host, ports.registration, ports.settings, ports.statement].map((port) => `http://localhost:${port}`),
  });
  for (const name of Object.keys(REMOTE_DIRS))
    servers[name] = await createBuildServer({ root: composition.release.origin, port: ports[name], role: 'remote', staticOrigin: true });
  const releases = { manifest: composition.release.manifest, origin: localOrigins(ports) };
  const served = releasedTo(composition.host, runtimeConfig, releases);
  // Every tree the suite composes, release/previous's included, has its page server in server/.
  const { createBuildServer: createHostServer } = require(path.join(composition.host, 'server', 'build-server.js'));
  servers.host = await createHostServer({
    root: path.join(composition.host, 'host', distOf(composition.host)),
    port: ports.host,
    role: 'host',
    ...served,
    bankApi: sandboxBankApi(ports),
  });
  return {
    async close() {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}

module.exports = { startComposition, distOf };
