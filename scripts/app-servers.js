// Starts the whole app from its production builds: the sandbox bank, the host and the three
// remotes, each on its own origin (the bank's API also through the host's). Used by `npm start`,
// the end-to-end tests and the bench. As in production, the remotes' current builds are first
// published to a static origin (a local folder) and made live in the release manifest
// (scripts/release/); each remote's port serves that folder, and the host's server takes each
// remote's version from the manifest (server/remote-versions.js).
const path = require('node:path');
const { createBuildServer } = require('../server/build-server');
const { releaseBuilds, settingFrom } = require('./release/release');
const { REMOTE_DIRS, remoteBuild } = require('./remote-builds');
const { assertServableWithSandbox, portsFrom, runtimeConfigFor } = require('./runtime-config');

const root = path.join(__dirname, '..');
const DIST = process.env.LKS_DIST ?? 'dist';

/** The sandbox bank's API, forwarded from the host's own origin (server/api-forwarding.js). */
function sandboxBankApi(ports) {
  const { BANK_PREFIX } = require(path.join(root, 'sandbox-api', 'dist', 'http', 'paths.js'));
  return { prefix: BANK_PREFIX, target: `http://localhost:${ports.sandbox}` };
}

/**
 * Where the page finds each remote's published versions: on its own port, as if each squad had
 * its own bucket (the end-to-end specs stop one remote alone).
 */
const localOrigins = (ports) => Object.fromEntries(Object.keys(REMOTE_DIRS).map((name) => [name, `http://localhost:${ports[name]}/`]));

/**
 * @param {{ sandbox?: boolean, servedRemotes?: Partial<Record<'registration'|'settings'|'statement', string>>, release?: { origin: string, manifest: string }, simulatedLinePlatform?: boolean, log?: (record: object) => void, adminPort?: number, host?: boolean | { root: string, federated: boolean } }} [options]
 *   servedRemotes: each remote served from a folder (one a deploy writes into,
 *   server/deploy-release.js) or its build, at the runtime config's URLs, with no release manifest
 *   release: the static origin's folder and the manifest the current builds are published and
 *   made live in (scripts/release/release.js's, dist-release/, unless named)
 *   simulatedLinePlatform: the real-SDK end-to-end project only (scripts/runtime-config.js, assertServableWithSandbox)
 *   log: takes every server's access-log records (`npm start`: JSON lines on stdout); adminPort:
 *   where the host's server serves its metrics (server/server-metrics.js); both none when absent
 *   host: false leaves the host out, for the serving bench, which runs it apart as production does;
 *   an object is what the host's server takes otherwise (the bench's plain bundle: its folder, not federated)
 */
async function startAppServers(
  env = process.env,
  { sandbox = true, servedRemotes, release, simulatedLinePlatform = false, log = undefined, adminPort = undefined, host = true } = {},
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
  const setting = servedRemotes ? null : { ...settingFrom(env), ...release };
  if (setting) await releaseBuilds(setting);
  const startRemote = (name) =>
    createBuildServer(
      setting
        ? { root: setting.origin, port: ports[name], role: 'remote', staticOrigin: true, log }
        : { root: servedRemotes[name] ?? remoteBuild(name), port: ports[name], role: 'remote', log },
    );
  for (const name of Object.keys(REMOTE_DIRS)) servers[name] = await startRemote(name);
  if (host) {
    servers.host = await createBuildServer({
      root: path.join(root, 'host', DIST),
      port: ports.host,
      role: 'host',
      runtimeConfig,
      bankApi: sandboxBankApi(ports),
      releases: setting ? { manifest: setting.manifest, origin: localOrigins(ports) } : undefined,
      log,
      adminPort,
      ...(host === true ? {} : host),
    });
  }
  return {
    ports,
    servers,
    /** Where the remotes are published and released (none with servedRemotes). */
    release: setting,
    /** Starts a remote's server again after its `close()`. */
    async restartRemote(name) {
      servers[name] = await startRemote(name);
    },
    async close() {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}

module.exports = { startAppServers, sandboxBankApi, localOrigins, remoteBuild, REMOTE_DIRS };
