// The host's server and a remote's server, both real: the host page carries the remote's first
// screen from the remote's deploy, follows a redeploy without a restart, and is still served
// whole when the remote is down.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createBuildServer } = require('./build-server');
const { HOST_TEMPLATE, hostBuildFolder } = require('./host-template-fixture');
const { freePort, listen } = require('./test-servers-fixture');

const screen = (heading) => ({ html: `<main><h1>${heading}</h1></main>`, styles: [], whole: true, latinText: false });
const descriptor = (heading) =>
  JSON.stringify({ version: 1, routes: { '/register': { screen: screen(heading) }, '/info': { nextHostRoute: '/request-setting' } } });

/** A remote's deploy: its build folder, served on the remote's port. */
async function deployRemote(port, firstScreens) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), '');
  fs.writeFileSync(path.join(root, 'first-screens.json'), firstScreens);
  return createBuildServer({ root, port, role: 'remote' });
}

/** A host of the sandbox whose runtime config names `remotes` (name → remoteEntry.js URL). */
async function startHost(remotes, remoteScreensOptions, root = hostBuildFolder()) {
  return createBuildServer({
    root,
    port: await freePort(),
    role: 'host',
    runtimeConfig: { environment: 'sandbox', liffMock: true, apiBaseUrl: 'http://localhost:1', remotes, frameOrigins: [] },
    remoteScreensOptions,
  });
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
    // Revalidated on every page, so the test need not wait.
    host = await startHost({ registration: `http://localhost:${remotePort}/remoteEntry.js` }, { revalidateAfterMs: 0 });
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
    // Every page names the routes the remote publishes, for the app's router.
    expect((await page('/otp')).html).toContain(
      '<script type="application/json" id="remote-routes">{"routes":{"/register":"registration","/info":"registration"},"unread":[]}</script>',
    );
    expect((await page('/info')).html).toContain('<div id="root"></div>');
    expect((await page('/otp')).html).toContain('<div id="root"></div>');
  });

  test('a page carries its own route’s route-start entry only; the entry page that of its liff.state deep link', async () => {
    const routeStart = '<script type="application/json" id="route-start">{"/info":{"nextHostRoute":"/request-setting"}}</script>';
    expect((await page('/info')).html).toContain(routeStart);
    expect((await page('/?liff.state=%2Finfo%3Fx%3D1')).html).toContain(routeStart);
    for (const other of ['/register', '/otp', '/'])
      expect([other, (await page(other)).html.includes('id="route-start"')]).toEqual([other, false]);
  });

  test('a remote redeploy changes the screen at the next revalidation, with the same host running', async () => {
    await remote.close();
    remote = await deployRemote(remotePort, descriptor('ลงทะเบียนบริการ'));
    expect((await page('/register')).html).toContain('<h1>ลงทะเบียนบริการ</h1>');
  });

  test('a remote that answers garbage, or is down, leaves its screen out and the page is still served; the line says why the remote was not reached', async () => {
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
      // The system's own cause (refused, a name not found, a reset), not fetch's 'TypeError'.
      'first screens of remote "registration" left out: unreachable (ECONNREFUSED)',
    ]);
  });
});

describe('an English page of a remote’s route, served by the host', () => {
  test('is named by its English drawing’s heading, as the app names the screen; one of a route without an English drawing has no name until the app gives it', async () => {
    const remotePort = await freePort();
    const drawnInEnglish = {
      html: '<main><h1 class="k-page__title" tabindex="-1">Register <span lang="en">for</span> the bank</h1></main>',
      styles: [],
      whole: true,
      latinText: true,
    };
    const remote = await deployRemote(
      remotePort,
      JSON.stringify({
        version: 1,
        routes: { '/register': { screen: screen('ลงทะเบียน'), screenEn: drawnInEnglish }, '/verify': { screen: screen('ยืนยัน') } },
      }),
    );
    // The host's page in Thai, named in Thai, as the build writes it.
    const root = hostBuildFolder();
    fs.writeFileSync(
      path.join(root, 'index.html'),
      HOST_TEMPLATE.replace('<html>', '<html lang="th">').replace('<head>', '<head><title>บริการธนาคารบน LINE</title>'),
    );
    const host = await startHost({ registration: `http://localhost:${remotePort}/remoteEntry.js` }, undefined, root);
    const page = async (route, language) => (await fetch(`${host.url}${route}`, { headers: { 'Accept-Language': language } })).text();
    try {
      const english = await page('/register', 'en-US,en;q=0.9');
      expect(english).toContain('<html lang="en">');
      expect(english).toContain('<title>Register for the bank</title>');
      expect(await page('/verify', 'en-US,en;q=0.9')).toContain('<title></title>');
      expect(await page('/register', 'th-TH,th;q=0.9')).toContain('<title>บริการธนาคารบน LINE</title>');
    } finally {
      await host.close();
      await remote.close();
    }
  });
});

/** A stand-in server that records the paths asked and answers each with `answer(req, res)`. */
async function standIn(answer) {
  const asked = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url);
    answer(req, res);
  });
  const port = await listen(server);
  return {
    asked,
    url: `http://localhost:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}

describe('a remote that misbehaves, in front of a real host', () => {
  let settingsPort;
  let settings;
  let hanging;
  let redirecting;
  let elsewhere;
  let huge;
  let warn;
  const started = [];

  beforeAll(async () => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    settingsPort = await freePort();
    settings = await deployRemote(settingsPort, JSON.stringify({ version: 1, routes: { '/setting': { screen: screen('ตั้งค่า') } } }));
    // Headers sent, the body never comes.
    hanging = await standIn(() => undefined);
    elsewhere = await standIn((_req, res) => res.end(descriptor('ที่อื่น')));
    redirecting = await standIn((_req, res) => {
      res.writeHead(302, { Location: `${elsewhere.url}/first-screens.json` });
      res.end();
    });
    huge = await standIn((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(300 * 1024 * 1024) });
      res.write('{"version":1,"routes":{');
    });
  });

  afterAll(async () => {
    warn.mockRestore();
    await Promise.all([...started, settings, hanging, elsewhere, redirecting, huge].map((server) => server.close()));
  });

  /** A host whose registration remote is `registration`; the settings remote is well. */
  async function hostWith(registration) {
    const server = await startHost(
      { registration: `${registration.url}/remoteEntry.js`, settings: `http://localhost:${settingsPort}/remoteEntry.js` },
      { timeoutMs: 300 },
    );
    started.push(server);
    return async (route) => {
      const response = await fetch(`${server.url}${route}`);
      return { status: response.status, html: await response.text() };
    };
  }

  test('[family:upstream-misbehaviour] a remote whose first-screens.json hangs costs one page one timeout per interval; meanwhile every page is served at once, its routes named unknown', async () => {
    const get = await hostWith(hanging);
    const [first, second] = await Promise.all([get('/register'), get('/general-error')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    for (const route of ['/general-error', '/stamp-consent-action', '/otp', '/register', '/info']) {
      const answer = await get(route);
      expect([route, answer.status, answer.html.includes('<div id="root"></div>')]).toEqual([route, 200, true]);
      expect(answer.html).toContain(
        '<script type="application/json" id="remote-routes">{"routes":{"/setting":"settings"},"unread":["registration"]}</script>',
      );
    }
    expect((await get('/setting')).html).toContain('<h1>ตั้งค่า</h1>');
    expect(hanging.asked).toEqual(['/first-screens.json']);
  });

  test('[family:upstream-misbehaviour] a redirect is refused, never followed: the address it names is never asked', async () => {
    const get = await hostWith(redirecting);
    const answer = await get('/register');
    expect([answer.status, answer.html.includes('<div id="root"></div>')]).toEqual([200, true]);
    expect(redirecting.asked).toEqual(['/first-screens.json']);
    expect(elsewhere.asked).toEqual([]);
    expect(warn).toHaveBeenCalledWith('first screens of remote "registration" left out: answered 302');
  });

  test('[family:upstream-misbehaviour] a Content-Length of 300 MB is refused at once, before the body is read', async () => {
    const get = await hostWith(huge);
    expect((await get('/register')).status).toBe(200);
    expect(warn).toHaveBeenCalledWith('first screens of remote "registration" left out: too large');
  });
});
