// The host's server and a remote's server, both real: the host page carries the remote's first
// screen from the remote's deploy, follows a redeploy without a restart, and is still served
// whole when the remote is down.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createBuildServer } = require('./build-server');
const { hostBuildFolder } = require('./host-template-fixture');
const { freePort } = require('./test-servers-fixture');

const screen = (heading) => ({ html: `<main><h1>${heading}</h1></main>`, styles: [], whole: true, latinText: false });
const descriptor = (heading) => JSON.stringify({ version: 1, routes: { '/register': { screen: screen(heading) }, '/info': {} } });

/** A remote's deploy: its build folder, served on the remote's port. */
async function deployRemote(port, firstScreens) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), '');
  fs.writeFileSync(path.join(root, 'first-screens.json'), firstScreens);
  return createBuildServer({ root, port, role: 'remote' });
}

describe('a remote’s first screens, served by the host from the remote’s deploy', () => {
  let remote;
  let remotePort;
  let host;
  let warn;

  beforeAll(async () => {
    remotePort = await freePort();
    remote = await deployRemote(remotePort, descriptor('ลงทะเบียน'));
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    host = await createBuildServer({
      root: hostBuildFolder(),
      port: await freePort(),
      role: 'host',
      runtimeConfig: {
        environment: 'sandbox',
        liffMock: true,
        apiBaseUrl: 'http://localhost:1',
        remotes: { registration: `http://localhost:${remotePort}/remoteEntry.js` },
        frameOrigins: [],
      },
      // Revalidated on every page, so the test need not wait.
      remoteScreensOptions: { revalidateAfterMs: 0 },
    });
  });

  afterAll(async () => {
    warn.mockRestore();
    await host.close();
    await remote?.close();
  });

  const page = async (route) => {
    const response = await fetch(`${host.url}${route}`);
    return { status: response.status, html: await response.text() };
  };

  test('the route’s screen is in the HTML; a route without one, and the remote’s other routes, are served as the template', async () => {
    expect((await page('/register')).html).toContain('<div id="root"><main><h1>ลงทะเบียน</h1></main></div>');
    expect((await page('/info')).html).toContain('<div id="root"></div>');
    expect((await page('/otp')).html).toContain('<div id="root"></div>');
  });

  test('a remote redeploy changes the screen at the next revalidation, with the same host running', async () => {
    await remote.close();
    remote = await deployRemote(remotePort, descriptor('ลงทะเบียนบริการ'));
    expect((await page('/register')).html).toContain('<h1>ลงทะเบียนบริการ</h1>');
  });

  test('a remote that answers garbage, or is down, leaves its screen out and the page is still served', async () => {
    await remote.close();
    remote = await deployRemote(remotePort, '{"version":1,"routes":{"/register":{"screen":{"html":"<script>x</script>"}}}}');
    const garbage = await page('/register');
    expect(garbage.status).toBe(200);
    expect(garbage.html).toContain('<div id="root"></div>');

    await remote.close();
    remote = null;
    const down = await page('/register');
    expect(down.status).toBe(200);
    expect(down.html).toContain('<div id="root"></div>');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/registration.*screen/),
      expect.stringMatching(/registration.*unreachable/),
    ]);
  });
});
