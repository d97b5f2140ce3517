// The host's runtime config (DESIGN.md): fetched at start as /runtime-config.json, so a remote
// can move or be redeployed without rebuilding the host. Scripts and dev servers build it from
// the environment; a real deployment writes its own file.

/** Ports of every part of the app; each can be overridden from the environment. */
function portsFrom(env = process.env) {
  return {
    host: Number(env.HOST_PORT ?? 3000),
    registration: Number(env.REGISTRATION_PORT ?? 3001),
    settings: Number(env.SETTINGS_PORT ?? 3002),
    statement: Number(env.STATEMENT_PORT ?? 3003),
    sandbox: Number(env.SANDBOX_PORT ?? 4000),
  };
}

/** @param {'sandbox'|'dev'} environment a local run always mocks LIFF against the sandbox */
function runtimeConfigFor(env = process.env, environment = 'sandbox') {
  const ports = portsFrom(env);
  const origin = (port) => `http://localhost:${port}`;
  return {
    environment,
    liffId: 'sandbox-liff-id',
    liffMock: true,
    apiBaseUrl: origin(ports.sandbox),
    // In mock mode the sandbox plays LINE: it signs the chat ID token handed to liff-mock.
    mockIdTokenUrl: `${origin(ports.sandbox)}/__sandbox/line/id-token`,
    remotes: {
      registration: `${origin(ports.registration)}/remoteEntry.js`,
      settings: `${origin(ports.settings)}/remoteEntry.js`,
      statement: `${origin(ports.statement)}/remoteEntry.js`,
    },
    retry: { chatTokenAttempts: 5, chatTokenDelayMs: 1000, expiredTokenRetries: 2 },
    frameOrigins: [origin(ports.sandbox)],
    // The sandbox's simulated bank app is a web page beside the API; it has no app scheme.
    kmaAppSchemes: [],
    kmaWebOrigins: [origin(ports.sandbox)],
  };
}

module.exports = { portsFrom, runtimeConfigFor };
