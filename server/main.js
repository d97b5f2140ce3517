// The production entry: `NODE_ENV=production node server/main.js <server config>` serves one
// deployable (the host, or one remote) as docs/deploying.md describes. The server config is a
// JSON file the platform team mounts:
//   { "role": "host" | "remote", "root": "<build folder>", "port": 8080,
//     "runtimeConfig": "<runtime config file>" (host), "bankApi": { "prefix": "...", "target": "https://..." } (host, optional),
//     "releases": { "manifest": "<release manifest file>", "origin": "https://<static origin>/" } (host, optional:
//       which published version of each remote a page gets, ./remote-versions.js),
//     "staticOrigin": true (remote, optional: the root is a static origin of published versions),
//     "keepAliveSeconds": 65 (optional: above the load balancer's idle limit),
//     "adminPort": 9464 (optional: where Prometheus scrapes /metrics; absent, no admin listener) }
// Relative paths are read from the config file's folder. It stops on SIGTERM/SIGINT, and exits
// non-zero when it cannot start, so the process manager says so and tries again
// (deploy/systemd/lks-server@.service).
const fs = require('node:fs');
const path = require('node:path');
const { createBuildServer } = require('./build-server');
const { logRecord } = require('./log-record');
const { jsonLines } = require('./request-observation');

const accessLog = jsonLines(process.stdout);

// captchaUrl among them: without it the app frames the sandbox's captcha path on apiBaseUrl's origin.
const REQUIRED_FOR_PRODUCTION = [
  'liffId',
  'apiBaseUrl',
  'remotes',
  'retry',
  'frameOrigins',
  'kmaAppSchemes',
  'kmaWebOrigins',
  'captchaUrl',
];
// The app's environments (shared-kernel/src/core/config/runtime-config.ts): another is refused on
// every phone, and would pass this server's production switches (no pins, entries checked).
const ENVIRONMENTS = ['production', 'uat', 'sit', 'sandbox', 'dev'];

// The oldest Node the server runs on: server/package.json's engines, which ships with it (the
// repository's .nvmrc names the exact one it is built and tested on).
const NODE_MAJOR = Number(/^>=(\d+)$/.exec(require('./package.json').engines.node)[1]);

/** Why this Node cannot run the server, or null: systemd's unit checks too, other supervisors do not. */
function nodeVersionProblem(version) {
  const major = Number(/^v(\d+)\./.exec(version)?.[1]);
  return major >= NODE_MAJOR ? null : `lks-server: this is Node ${version}; the server runs on Node ${NODE_MAJOR} (.nvmrc)`;
}

/** The file's JSON; a file that is not JSON is named, so the operator knows which of the configs to mend. */
function readJson(file) {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: ${error.message}`);
  }
}

/** What a production host must never be served with; the app's own schema checks the rest in the browser. */
function assertProductionRuntimeConfig(config) {
  const missing = REQUIRED_FOR_PRODUCTION.filter((key) => config[key] === undefined);
  if (missing.length > 0) throw new Error(`runtime config: missing ${missing.join(', ')}`);
  if (!ENVIRONMENTS.includes(config.environment))
    throw new Error(`runtime config: environment must be one of ${ENVIRONMENTS.join(', ')}, not ${JSON.stringify(config.environment)}`);
  if (config.liffMock !== false) throw new Error('runtime config: liffMock must be false in production');
  if (config.mockIdTokenUrl) throw new Error('runtime config: mockIdTokenUrl has no place in production');
  const urls = [
    config.apiBaseUrl,
    ...Object.values(config.remotes),
    ...config.frameOrigins,
    ...config.kmaWebOrigins,
    ...(config.errorReportUrl ? [config.errorReportUrl] : []),
    ...(config.captchaUrl ? [config.captchaUrl] : []),
  ];
  const unparsed = urls.find((url) => !URL.canParse(url));
  if (unparsed !== undefined) throw new Error(`runtime config: not a URL: ${JSON.stringify(unparsed)}`);
  const plain = urls.filter((url) => new URL(url).protocol !== 'https:');
  if (plain.length > 0) throw new Error(`runtime config: not HTTPS: ${plain.join(', ')}`);
}

/**
 * A whole number of seconds, so a typo never leaves a server closing connections under its
 * balancer; absent, the server's own default (undefined).
 */
function keepAliveSecondsOf(config) {
  const seconds = config.keepAliveSeconds;
  if (seconds === undefined) return undefined;
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`server config: keepAliveSeconds must be a whole number of seconds, not ${JSON.stringify(seconds)}`);
  return seconds;
}

const isPort = (port) => Number.isInteger(port) && port >= 1 && port <= 65535;

/** The public port: `PORT` where the environment sets it (the image does), else the config's. */
function portOf(config, env) {
  if (env.PORT !== undefined) {
    if (!/^\d+$/.test(env.PORT) || !isPort(Number(env.PORT)))
      throw new Error(`PORT must be a port number, not ${JSON.stringify(env.PORT)}`);
    return Number(env.PORT);
  }
  if (!isPort(config.port)) throw new Error(`server config: port must be a port number, not ${JSON.stringify(config.port)}`);
  return config.port;
}

/**
 * A port other than the public one served (`publicPort`, the config's unless PORT names another),
 * so the balancer that routes the public port never reaches the metrics; absent, no admin
 * listener (undefined).
 */
function adminPortOf(config, publicPort = config.port) {
  const port = config.adminPort;
  if (port === undefined) return undefined;
  if (!isPort(port) || port === publicPort)
    throw new Error(`server config: adminPort must be a port other than port, not ${JSON.stringify(port)}`);
  return port;
}

/** The host's runtime config file, resolved from the config's folder; a remote has none (undefined). */
function runtimeConfigFileOf(config, at) {
  if (config.role !== 'host' && config.role !== 'remote')
    throw new Error(`server config: role must be "host" or "remote", not ${JSON.stringify(config.role)}`);
  if (config.role === 'remote') return undefined;
  if (typeof config.runtimeConfig !== 'string') throw new Error('server config: runtimeConfig names no file (the host’s runtime config)');
  return at(config.runtimeConfig);
}

/**
 * The host's bank: a prefix the app calls and the bank's origin, HTTPS in production (the calls
 * carry the customer's token and personal data); absent, the host forwards nothing (undefined).
 */
function bankApiOf(config, production) {
  const { bankApi } = config;
  if (bankApi === undefined) return undefined;
  const { prefix, target } = bankApi ?? {};
  if (typeof prefix !== 'string' || !prefix.startsWith('/') || prefix.endsWith('/'))
    throw new Error(
      `server config: bankApi.prefix must be the path the app calls, such as /services/lks/inter/api/v1, not ${JSON.stringify(prefix)}`,
    );
  const url = URL.parse(typeof target === 'string' ? target : '');
  // Why the server did not start is a line of its log: a user and password in the target stay out of it.
  const named = typeof target === 'string' ? target.replace(/^([a-z][a-z0-9+.-]*:\/\/)?[^/@]*@/i, '$1…@') : target;
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new Error(`server config: bankApi.target is not a URL: ${JSON.stringify(named)}`);
  // The forwarder sends each call's own path to the bank's origin: a path here would be dropped.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(
      `server config: bankApi.target must be the bank’s origin alone (the call’s path is the app’s, and no user or password), not ${named}`,
    );
  if (production && url.protocol !== 'https:') throw new Error(`server config: bankApi.target is not HTTPS: ${named}`);
  return bankApi;
}

/** The host's releases with the manifest's path resolved; in production the static origin is HTTPS only. */
function releasesOf(config, at, production) {
  const { releases } = config;
  if (releases === undefined) return undefined;
  if (typeof releases?.manifest !== 'string') throw new Error('server config: releases.manifest names no file');
  const origins = typeof releases.origin === 'string' ? [releases.origin] : Object.values(releases.origin ?? {});
  if (production && origins.some((origin) => new URL(origin).protocol !== 'https:'))
    throw new Error('server config: releases.origin is not HTTPS');
  return { ...releases, manifest: at(releases.manifest) };
}

async function main(configFile) {
  const tooOld = nodeVersionProblem(process.version);
  if (tooOld) throw new Error(tooOld);
  if (!configFile) throw new Error('usage: node server/main.js <server config JSON>');
  const production = process.env.NODE_ENV === 'production';
  const base = path.dirname(path.resolve(configFile));
  const config = readJson(configFile);
  const at = (file) => path.resolve(base, file);
  const port = portOf(config, process.env);
  const runtimeConfigFile = runtimeConfigFileOf(config, at);
  const runtimeConfig = runtimeConfigFile && readJson(runtimeConfigFile);
  // A config that says production is checked as one wherever NODE_ENV was forgotten.
  if (runtimeConfig && (production || runtimeConfig.environment === 'production')) assertProductionRuntimeConfig(runtimeConfig);
  const server = await createBuildServer({
    root: at(config.root),
    port,
    role: config.role,
    runtimeConfig,
    bankApi: bankApiOf(config, production),
    releases: releasesOf(config, at, production),
    staticOrigin: config.staticOrigin === true,
    production,
    keepAliveSeconds: keepAliveSecondsOf(config),
    adminPort: adminPortOf(config, port),
    log: accessLog,
  });
  // Stdout holds JSON lines only, so a log collector reads every line the same way.
  const said = (level, message, fields = {}) => accessLog(logRecord(level, { server: config.role, message, ...fields }));
  said('info', 'serving', {
    root: at(config.root),
    url: server.url,
    ...(server.metricsUrl && { metricsUrl: server.metricsUrl }),
    production,
  });
  // Calls in flight are answered first (build-server's stop); a second signal does not wait. The
  // log says when the stop began and that it ended: a pod gone without "stopped" was killed.
  let signalled = false;
  const stop = (signal) => {
    said(signalled ? 'warn' : 'info', signalled ? 'stopping at once' : 'stopping', { signal });
    const stopped = signalled ? server.close() : server.stop();
    signalled = true;
    return stopped.then(() => {
      said('info', 'stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** Ends the process with one JSON line on stderr saying why, so a log pipeline alerts on it by its level. */
const endedBy = (message, problemOf) => (error) => {
  jsonLines(process.stderr)(logRecord('error', { message, problem: problemOf(error) }));
  process.exit(1);
};

if (require.main === module) {
  // A fault nothing caught stops the server as Node would, with the stack in one line rather than many.
  const stopped = endedBy('stopped by an error', (error) => (error instanceof Error ? error.stack : String(error)));
  process.on('uncaughtException', stopped);
  process.on('unhandledRejection', stopped);
  main(process.argv[2]).catch(endedBy('not started', (error) => error.message));
}

module.exports = {
  assertProductionRuntimeConfig,
  keepAliveSecondsOf,
  adminPortOf,
  bankApiOf,
  nodeVersionProblem,
  portOf,
  releasesOf,
  runtimeConfigFileOf,
  ENVIRONMENTS,
};
