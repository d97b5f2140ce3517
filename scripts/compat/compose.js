// Serves one composition of builds from different trees, the way separate deploys meet in
// production: each remote served from its own tree's build by that tree's own server code, the
// host by its tree's page server with its tree's runtime config, and the sandbox bank of this
// checkout (docs/compatibility-suite.md).
const path = require('node:path');
const { root } = require('./release-trees');

const REMOTE_DIRS = { registration: 'remote-registration', settings: 'remote-settings', statement: 'remote-statement' };

const fs = require('node:fs');

const fromTree = (tree, module) => require(path.join(tree, 'scripts', module));
/** A tree's own page and file server: `server/` now, `scripts/serve/` in releases before it. */
function serverOf(tree) {
  const current = path.join(tree, 'server', 'build-server.js');
  return require(fs.existsSync(current) ? current : path.join(tree, 'scripts', 'serve', 'build-server.js'));
}
// This checkout's build may sit under another name (LKS_DIST, as npm test's own build does);
// the other trees are built into dist.
const distOf = (tree) => (tree === root ? (process.env.LKS_DIST ?? 'dist') : 'dist');

/**
 * @param {{ host: string, remotes: Record<'registration'|'settings'|'statement', string> }} composition the tree of each deployable
 */
async function startComposition(composition, env = process.env) {
  const { portsFrom, runtimeConfigFor, assertServableWithSandbox } = fromTree(composition.host, 'runtime-config.js');
  const ports = portsFrom(env);
  const runtimeConfig = runtimeConfigFor(env, 'sandbox');
  assertServableWithSandbox(runtimeConfig);
  const servers = {};
  const { createSandbox } = require(path.join(root, 'sandbox-api', 'dist', 'server.js'));
  const { BANK_PREFIX } = require(path.join(root, 'sandbox-api', 'dist', 'http', 'paths.js'));
  servers.sandbox = await createSandbox({
    port: ports.sandbox,
    accountRefKey: env.SANDBOX_ACCOUNT_REF_KEY,
    hostOrigin: `http://localhost:${ports.host}`,
    allowedOrigins: [ports.host, ports.registration, ports.settings, ports.statement].map((port) => `http://localhost:${port}`),
  });
  for (const [name, dir] of Object.entries(REMOTE_DIRS)) {
    const tree = composition.remotes[name];
    const { createBuildServer } = serverOf(tree);
    servers[name] = await createBuildServer({ root: path.join(tree, dir, distOf(tree)), port: ports[name], role: 'remote' });
  }
  const { createBuildServer } = serverOf(composition.host);
  servers.host = await createBuildServer({
    root: path.join(composition.host, 'host', distOf(composition.host)),
    port: ports.host,
    role: 'host',
    runtimeConfig,
    bankApi: { prefix: BANK_PREFIX, target: `http://localhost:${ports.sandbox}` },
  });
  return {
    async close() {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}

module.exports = { startComposition };
