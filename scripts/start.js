// `npm start`: after `npm run build`, serves everything and prints the URL to open.
const { startAppServers } = require('./app-servers');

startAppServers().then(
  ({ ports, close }) => {
    const url = `http://localhost:${ports.host}/register`;
    console.log(`\nThe app is running (LIFF mocked, sandbox bank on http://localhost:${ports.sandbox}).`);
    console.log(`Open ${url} in a phone-sized browser window.`);
    console.log(`As the seeded registered customer: http://localhost:${ports.host}/setting?sandboxUser=U-registered-1`);
    console.log(`Sandbox outbox (SMS and e-mails): http://localhost:${ports.sandbox}/__sandbox/outbox.html\n`);
    const stop = () => close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error) => {
    console.error('Could not start the app:', error);
    process.exit(1);
  },
);
