// The host's runtime config (docs/behaviour.md#runtime-config): written into each page by the host's server (a dev
// server's page fetches it as /runtime-config.json), so a remote can move or be redeployed without rebuilding the host. Scripts and dev servers build it from
// the environment; a real deployment writes its own file.

/** The variable that moves each port, and the port without it. */
const PORT_VARIABLES = {
  host: ['HOST_PORT', 3000],
  registration: ['REGISTRATION_PORT', 3001],
  settings: ['SETTINGS_PORT', 3002],
  statement: ['STATEMENT_PORT', 3003],
  sandbox: ['SANDBOX_PORT', 4000],
  // Where `npm start` serves the host's metrics (9464: Prometheus exporters' usual port).
  admin: ['ADMIN_PORT', 9464],
};

const portOf = (env, part) => Number(env[PORT_VARIABLES[part][0]] ?? PORT_VARIABLES[part][1]);

/** Ports of every part of the app; each can be overridden from the environment. */
function portsFrom(env = process.env) {
  return {
    host: portOf(env, 'host'),
    registration: portOf(env, 'registration'),
    settings: portOf(env, 'settings'),
    statement: portOf(env, 'statement'),
    sandbox: portOf(env, 'sandbox'),
  };
}

const adminPortFrom = (env = process.env) => portOf(env, 'admin');

/**
 * What `npm start` says when a port it needs is taken: the variable that moves it, rather than
 * Node's stack. Null for any other failure.
 */
function portTakenMessage(error, env = process.env) {
  if (error?.code !== 'EADDRINUSE') return null;
  const part = Object.keys(PORT_VARIABLES).find((name) => portOf(env, name) === error.port);
  const variable = part ? PORT_VARIABLES[part][0] : 'its port variable';
  return `Port ${error.port} is in use: start with ${variable} set to a free port (README.md, "Runtime config", lists every port).`;
}

/**
 * @param {'sandbox'|'dev'} environment a local run always mocks LIFF against the sandbox
 * `LKS_RUNTIME_CONFIG` may name a JSON file whose keys replace the generated ones (for example
 * another `liffId`); the result is checked by `assertServableWithSandbox`.
 */
function runtimeConfigFor(env = process.env, environment = 'sandbox') {
  const generated = generatedConfig(env, environment);
  if (!env.LKS_RUNTIME_CONFIG) return generated;
  const fs = require('node:fs');
  return { ...generated, ...JSON.parse(fs.readFileSync(env.LKS_RUNTIME_CONFIG, 'utf8')) };
}

/**
 * The sandbox signs LINE ID tokens for any user it is asked for: serving it beside a production
 * config (a real LIFF app, a real bank, or simply `environment: production`) would let anyone
 * open the app as anyone. The start scripts refuse instead.
 * Only the real-SDK end-to-end project (e2e/real-liff/) serves the real LIFF SDK with the
 * sandbox, and only with `simulatedLinePlatform`: the browser's requests to LINE's hosts are then
 * answered by the sandbox's simulated LINE platform, never by LINE (docs/running-in-line.md).
 * @param {{ simulatedLinePlatform?: boolean }} [options]
 */
function assertServableWithSandbox(config, { simulatedLinePlatform = false } = {}) {
  if (config.environment === 'production') {
    throw new Error('Refusing to serve the sandbox with a production runtime config (environment: production).');
  }
  if (config.liffMock !== true && !simulatedLinePlatform) {
    throw new Error('Refusing to serve the sandbox without the LIFF mock (liffMock must be true): the sandbox signs the ID tokens.');
  }
}

function generatedConfig(env, environment) {
  const ports = portsFrom(env);
  const origin = (port) => `http://localhost:${port}`;
  return {
    environment,
    liffId: 'sandbox-liff-id',
    liffMock: true,
    // The served builds reach the bank through the host's own origin, as the bank's CDN would
    // forward it (server/api-forwarding.js): no CORS preflight. The dev servers call the
    // sandbox on its origin, so the cross-origin path stays in use too.
    apiBaseUrl: environment === 'dev' ? origin(ports.sandbox) : origin(ports.host),
    // In mock mode the sandbox plays LINE: it signs the chat ID token handed to liff-mock.
    mockIdTokenUrl: `${origin(ports.sandbox)}/__sandbox/line/id-token`,
    remotes: {
      registration: `${origin(ports.registration)}/remoteEntry.js`,
      settings: `${origin(ports.settings)}/remoteEntry.js`,
      statement: `${origin(ports.statement)}/remoteEntry.js`,
    },
    retry: { chatTokenAttempts: 5, chatTokenDelayMs: 1000, expiredTokenRetries: 2 },
    // The sandbox's captcha is a page on its own origin, framed like the bank's would be.
    captchaUrl: `${origin(ports.sandbox)}/__sandbox/captcha`,
    frameOrigins: [origin(ports.sandbox)],
    // The sandbox collects the page's error reports and Web Vitals (sandbox-api/CONTROLS.md).
    errorReportUrl: `${origin(ports.sandbox)}/__sandbox/client-reports`,
    // The sandbox's simulated bank app is a web page beside the API; it has no app scheme.
    kmaAppSchemes: [],
    kmaWebOrigins: [origin(ports.sandbox)],
  };
}

module.exports = { portsFrom, adminPortFrom, portTakenMessage, runtimeConfigFor, assertServableWithSandbox };
