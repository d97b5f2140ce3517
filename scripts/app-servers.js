// Starts the whole app from its production builds: the sandbox bank, the host and the three
// remotes, each on its own origin (the bank's API also through the host's). Used by `npm start`,
// the end-to-end tests and the bench.
const path = require('node:path');
const { createBuildServer } = require('../server/build-server');
const { assertServableWithSandbox, portsFrom, runtimeConfigFor } = require('./runtime-config');

const root = path.join(__dirname, '..');
const DIST = process.env.LKS_DIST ?? 'dist';
const REMOTE_DIRS = { registration: 'remote-registration', settings: 'remote-settings', statement: 'remote-statement' };

/** The sandbox bank's API, forwarded from the host's own origin (server/api-forwarding.js). */
function sandboxBankApi(ports) {
  const { BANK_PREFIX } = require(path.join(root, 'sandbox-api', 'dist', 'http', 'paths.js'));
  return { prefix: BANK_PREFIX, target: `http://localhost:${ports.sandbox}` };
}

/** A remote's production build, as `npm run build` wrote it. */
const remoteBuild = (name) => path.join(root, REMOTE_DIRS[name], DIST);

/**
 * @param {'registration'|'settings'|'statement'} name
 * @param {string} [served] the folder served instead of the build (one a deploy writes into, server/deploy-release.js)
 */
function startRemote(name, port, served = remoteBuild(name), log = undefined) {
  return createBuildServer({ root: served, port, role: 'remote', log });
}

/**
 * @param {{ sandbox?: boolean, servedRemotes?: Partial<Record<'registration'|'settings'|'statement', string>>, simulatedLinePlatform?: boolean, log?: (record: object) => void, adminPort?: number, host?: boolean }} [options]
 *   servedRemotes: a remote served from that folder rather than from its build
 *   simulatedLinePlatform: the real-SDK end-to-end project only (scripts/runtime-config.js, assertServableWithSandbox)
 *   log: takes every server's access-log records (`npm start`: JSON lines on stdout); adminPort:
 *   where the host's server serves its metrics (server/server-metrics.js); both none when absent
 *   host: false leaves the host out, for the serving bench, which runs it apart as production does
 */
async function startAppServers(
  env = process.env,
  { sandbox = true, servedRemotes = {}, simulatedLinePlatform = false, log = undefined, adminPort = undefined, host = true } = {},
) {
  const ports = portsFrom(env);
  const runtimeConfig = runtimeConfigFor(env, 'sandbox');
  if (sandbox) assertServableWithSandbox(runtimeConfig, { simulatedLinePlatform });
  const servers = {};
  if (sandbox) {
    const { createSandbox } = require(path.join(root, 'sandbox-api', 'dist', 'server.js'));
    servers.sandbox = await createSandbox({
      port: ports.sandbox,
      accountRefKey: env.SANDBOX_ACCOUNT_REF_KEY,
      hostOrigin: `http://localhost:${ports.host}`,
      liffId: runtimeConfig.liffId,
      allowedOrigins: [ports.host, ports.registration, ports.settings, ports.statement].map((p) => `http://localhost:${p}`),
    });
  }
  servers.registration = await startRemote('registration', ports.registration, servedRemotes.registration, log);
  servers.settings = await startRemote('settings', ports.settings, servedRemotes.settings, log);
  servers.statement = await startRemote('statement', ports.statement, servedRemotes.statement, log);
  if (host) {
    servers.host = await createBuildServer({
      root: path.join(root, 'host', DIST),
      port: ports.host,
      role: 'host',
      runtimeConfig,
      bankApi: sandboxBankApi(ports),
      log,
      adminPort,
    });
  }
  return {
    ports,
    servers,
    async close() {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}

module.exports = { startAppServers, startRemote, sandboxBankApi, remoteBuild };
