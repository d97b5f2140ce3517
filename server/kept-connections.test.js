// The servers run behind the bank's load balancer, which keeps its connections to them open and
// reuses them. Whoever closes an idle connection first must be the balancer: a server that closes
// one as the balancer sends the next request on it makes the balancer answer the customer 502.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createBuildServer } = require('./build-server');
const { freePort } = require('./test-servers-fixture');

function remoteBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'self.entry = 1;\n');
  return root;
}

/** One balancer-like connection: GETs in turn on one kept socket; says whether each reused it. */
function keptConnection(url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise((resolve, reject) => {
      const call = http.get(`${url}/remoteEntry.js`, { agent }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ reused: call.reusedSocket, keepAlive: answer.headers['keep-alive'] }));
      });
      call.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

async function startRemote(options = {}) {
  return createBuildServer({ root: remoteBuild(), port: await freePort(), role: 'remote', ...options });
}

test('a kept connection idle longer than Node’s 5 s default is still open, and every answer says how long it stays (65 s)', async () => {
  const server = await startRemote();
  const balancer = keptConnection(server.url);
  try {
    expect(await balancer.get()).toEqual({ reused: false, keepAlive: 'timeout=65' });
    await new Promise((done) => setTimeout(done, 6_000));
    expect(await balancer.get()).toEqual({ reused: true, keepAlive: 'timeout=65' });
  } finally {
    balancer.close();
    await server.close();
  }
}, 15_000);

test('the platform sets it above its balancer’s idle limit in the server config', async () => {
  const server = await startRemote({ keepAliveSeconds: 120 });
  const balancer = keptConnection(server.url);
  try {
    expect(await balancer.get()).toEqual({ reused: false, keepAlive: 'timeout=120' });
  } finally {
    balancer.close();
    await server.close();
  }
});
