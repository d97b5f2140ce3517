// `npm start`: after `npm run build`, serves everything and prints the URL to open.
const { jsonLines } = require('../server/request-observation');
const { startAppServers } = require('./app-servers');
const { adminPortFrom, portTakenMessage } = require('./runtime-config');

// Every server's access log on stdout, one JSON line per request, as in production.
startAppServers(process.env, { log: jsonLines(process.stdout), adminPort: adminPortFrom(process.env) }).then(
  (app) => {
    const { ports, servers, close } = app;
    const url = `http://localhost:${ports.host}/register`;
    console.log(`\nThe app is running (LIFF mocked, sandbox bank on http://localhost:${ports.sandbox}).`);
    console.log(`Open ${url} in a phone-sized browser window.`);
    console.log(`As the seeded registered customer: http://localhost:${ports.host}/setting?sandboxUser=U-registered-1`);
    console.log(`Sandbox outbox (SMS and e-mails): http://localhost:${ports.sandbox}/__sandbox/outbox.html`);
    console.log(
      `Host server's metrics (Prometheus): ${servers.host.metricsUrl}; probes: http://localhost:${ports.host}/healthz and /readyz`,
    );
    console.log(
      `Remotes published to ${app.release.origin}, live in ${app.release.manifest}: npm run release -- status --host-admin ${new URL(servers.host.metricsUrl).origin}`,
    );
    console.log('Each request is logged below as one JSON line.\n');
    const stop = () => close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error) => {
    console.error('Could not start the app:', portTakenMessage(error) ?? error);
    process.exit(1);
  },
);
