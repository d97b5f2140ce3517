// Tests only: what the server tests need to start servers of their own.

const http = require('node:http');

/** Starts `server` on a port the system picks; resolves with that port. */
const listen = (server) => new Promise((resolve) => server.listen(0, () => resolve(server.address().port)));

/** A port nothing listens on: a host needs its own URL (its runtime config) before it listens. */
async function freePort() {
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((done) => probe.close(done));
  return port;
}

/** The host's runtime config in these tests: the sandbox's, with the bank's API at `origin`. */
const sandboxRuntimeConfig = (origin) => ({
  environment: 'sandbox',
  liffId: 'sandbox-liff-id',
  liffMock: true,
  apiBaseUrl: origin,
  remotes: {},
  frameOrigins: [],
});

/**
 * A server's access log as the records it wrote. A record is written once its answer is over,
 * which the client may see first: `until` waits for the server's side, turn by turn.
 */
function accessLog() {
  const records = [];
  const until = async (count) => {
    while (records.length < count) await new Promise((turn) => setImmediate(turn));
    return records;
  };
  return { records, log: (record) => records.push(record), until };
}

module.exports = { accessLog, freePort, listen, sandboxRuntimeConfig };
