// The host's server takes each remote's first screens from that remote's deploy: what it uses,
// how it keeps and revalidates it, and what it leaves out.
const { createRemoteScreens, descriptorProblem } = require('./remote-screens');

const REMOTES = {
  registration: 'https://cdn.example/registration/remoteEntry.js',
  settings: 'https://cdn.example/settings/remoteEntry.js',
  statement: 'https://cdn.example/statement/remoteEntry.js',
};
// The host's own routes, as its build writes them (host-routes.json), and the remote route one goes on to.
const HOST_ROUTES = ['/', '/stamp-consent-action', '/otp', '/general-error', '/request-setting', '/auth-kma-verification'];
const NEXT_REMOTE_ROUTES = { '/auth-kma-verification': '/verify' };
const LANDING = { html: '<main><h1>ลงทะเบียน</h1></main>', styles: [{ id: 'landing', css: '.l{}' }], whole: true, latinText: true };
const MENU = { html: '<main><h1>ตั้งค่า</h1></main>', styles: [], whole: true, latinText: false };
const REGISTRATION = {
  version: 1,
  routes: { '/register': { screen: LANDING }, '/verify': { nextHostRoute: '/request-setting' }, '/add-account/:accountNo': {} },
};
const SETTINGS = { version: 1, routes: { '/setting': { screen: MENU } } };
const STATEMENT = { version: 1, routes: { '/request-statement': { firstCalls: 'statement-entry', nextHostRoute: '/request-setting' } } };

const URLS = {
  registration: 'https://cdn.example/registration/first-screens.json',
  settings: 'https://cdn.example/settings/first-screens.json',
  statement: 'https://cdn.example/statement/first-screens.json',
};
const EVERY_REMOTE = { [URLS.registration]: REGISTRATION, [URLS.settings]: SETTINGS, [URLS.statement]: STATEMENT };

/**
 * A pretend CDN: answers per URL, records what was asked, honours If-None-Match. A file is a
 * descriptor, a string, an Error to throw, `{ status }`, or a function making the Response.
 */
function fakeRemotes(files) {
  const asked = [];
  const fetchImpl = async (url, init) => {
    const href = String(url);
    asked.push({ href, ifNoneMatch: init.headers['If-None-Match'] });
    const file = files[href];
    if (typeof file === 'function') return file(init);
    if (file instanceof Error) throw file;
    if (file === undefined) return new Response('not found', { status: 404 });
    if (typeof file === 'object' && 'status' in file) return new Response(file.body ?? '', { status: file.status });
    const body = typeof file === 'string' ? file : JSON.stringify(file);
    const etag = `"${body.length}"`;
    if (init.headers['If-None-Match'] === etag) return new Response(null, { status: 304 });
    return new Response(body, { status: 200, headers: { etag, 'cache-control': 'no-cache' } });
  };
  return { asked, fetchImpl };
}

function screens(files, { now = () => 0, revalidateAfterMs = 1000, timeoutMs } = {}) {
  const remotes = fakeRemotes(files);
  const warnings = [];
  const refusedCounts = [];
  const service = createRemoteScreens({
    remotes: REMOTES,
    fetchImpl: remotes.fetchImpl,
    now,
    revalidateAfterMs,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    warn: (message) => warnings.push(message),
    claimsRefused: (refused) => refusedCounts.push(refused),
  });
  // Every page as the host's server asks: with the host build's own routes.
  const page = (pathname, search = '') =>
    service.forPage(pathname, { search, hostRoutes: HOST_ROUTES, nextRemoteRoutes: NEXT_REMOTE_ROUTES });
  // What a page takes for its own route; the route map it carries apart (routesOf).
  const forPage = async (pathname, search) => {
    const { remoteRoutes: _routes, ...own } = await page(pathname, search);
    return own;
  };
  const routesOf = async (pathname, search) => (await page(pathname, search)).remoteRoutes;
  return { service: { forPage, routesOf }, asked: remotes.asked, warnings, refusedCounts };
}

/** A remote that never answers: its fetch ends only when the host's time limit aborts it. */
const hanging = ({ signal }) =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));

describe('the remotes’ first screens, taken by the host’s server', () => {
  test('the owner’s descriptor is read beside its remote entry: the route’s owner and screen, and that route’s route-start entry only', async () => {
    const { service } = screens(EVERY_REMOTE);
    expect(await service.forPage('/register')).toEqual({ owner: 'registration', route: { screen: LANDING }, routeStarts: {} });
    expect(await service.forPage('/verify')).toEqual({
      owner: 'registration',
      route: { nextHostRoute: '/request-setting' },
      routeStarts: { '/verify': { nextHostRoute: '/request-setting' } },
    });
    expect((await service.forPage('/add-account/123')).owner).toBe('registration');
    expect(await service.forPage('/request-statement')).toEqual({
      owner: 'statement',
      route: STATEMENT.routes['/request-statement'],
      routeStarts: { '/request-statement': { firstCalls: 'statement-entry', nextHostRoute: '/request-setting' } },
    });
    expect(await service.forPage('/otp')).toEqual({ routeStarts: {} });
  });

  test('the entry page `/` carries the route-start entry of its `liff.state` deep link (LINE’s LIFF URL), and of nothing else', async () => {
    const { service } = screens(EVERY_REMOTE);
    expect(await service.forPage('/', 'liff.state=%2Frequest-statement%3FaccountRef%3DAR-1')).toEqual({
      routeStarts: { '/request-statement': { firstCalls: 'statement-entry', nextHostRoute: '/request-setting' } },
    });
    for (const search of [
      '',
      'liff.state=https%3A%2F%2Fevil.example%2Frequest-statement',
      'liff.state=%2F%2Fevil.example',
      'liff.state=%2Fotp',
    ]) {
      expect([search, await service.forPage('/', search)]).toEqual([search, { routeStarts: {} }]);
    }
    // Only the entry page is opened with a deep link.
    expect(await service.forPage('/general-error', 'liff.state=%2Frequest-statement')).toEqual({ routeStarts: {} });
  });

  test('a host route that goes on to a remote’s screen by itself names that screen’s owner, on its own page or as the entry page’s deep link; none while no remote draws it', async () => {
    const { service } = screens(EVERY_REMOTE);
    expect(await service.forPage('/auth-kma-verification')).toEqual({ nextOwner: 'registration', routeStarts: {} });
    expect(await service.forPage('/', 'liff.state=%2Fauth-kma-verification')).toEqual({ nextOwner: 'registration', routeStarts: {} });
    const down = screens({ ...EVERY_REMOTE, [URLS.registration]: { status: 503 } }).service;
    expect(await down.forPage('/auth-kma-verification')).toEqual({ routeStarts: {} });
  });

  test('every remote’s route list is read for the page’s route map; once known, a page waits only for its own route’s remote', async () => {
    let clock = 0;
    let releaseRegistration;
    const files = { ...EVERY_REMOTE };
    const { service, asked } = screens(files, { now: () => clock });
    expect(await service.routesOf('/general-error')).toEqual({
      routes: {
        '/register': 'registration',
        '/verify': 'registration',
        '/add-account/:accountNo': 'registration',
        '/setting': 'settings',
        '/request-statement': 'statement',
      },
      unread: [],
    });
    expect(asked.map(({ href }) => href).sort()).toEqual(Object.values(URLS).sort());
    await service.forPage('/setting');
    expect(asked).toHaveLength(3);
    // Stale, and the registration remote now holds its answer: the settings page is served with
    // its own remote's fresh read and registration's kept list, while registration is read behind.
    clock = 2000;
    files[URLS.registration] = () =>
      new Promise((resolve) => {
        releaseRegistration = () => resolve(new Response(JSON.stringify(REGISTRATION), { status: 200 }));
      });
    expect((await service.forPage('/setting')).route).toEqual({ screen: MENU });
    expect((await service.routesOf('/otp')).routes['/register']).toBe('registration');
    releaseRegistration();
  });

  test('a path no known route is waits for every remote’s read: a screen a remote has just added is served on its first visit', async () => {
    let clock = 0;
    const files = { ...EVERY_REMOTE };
    const { service } = screens(files, { now: () => clock });
    expect(await service.forPage('/added-screen')).toEqual({ routeStarts: {} });
    files[URLS.statement] = { version: 1, routes: { ...STATEMENT.routes, '/added-screen': {} } };
    clock = 2000;
    expect(await service.forPage('/added-screen')).toEqual({ owner: 'statement', route: {}, routeStarts: {} });
  });

  test('[family:upstream-misbehaviour] a remote that does not answer in time costs one timeout, remembered for 30 s: its pages meanwhile are served without it at once', async () => {
    let clock = 0;
    const files = { ...EVERY_REMOTE, [URLS.registration]: hanging };
    const { service, asked, warnings } = screens(files, { now: () => clock, timeoutMs: 20 });
    // Never read: its routes are unknown, and the page says so (the app then asks the remote itself).
    expect(await Promise.all([service.forPage('/register'), service.forPage('/verify')])).toEqual([
      { routeStarts: {} },
      { routeStarts: {} },
    ]);
    clock = 29_000;
    expect(await service.routesOf('/register')).toEqual({
      routes: { '/setting': 'settings', '/request-statement': 'statement' },
      unread: ['registration'],
    });
    expect(asked.filter(({ href }) => href === URLS.registration)).toHaveLength(1);
    expect(warnings).toEqual(['first screens of remote "registration" left out: unreachable (TimeoutError)']);
    // Back after the interval: asked once more, and its screen is served again.
    files[URLS.registration] = REGISTRATION;
    clock = 30_001;
    expect((await service.forPage('/register')).route).toEqual({ screen: LANDING });
    expect(asked.filter(({ href }) => href === URLS.registration)).toHaveLength(2);
  });

  test('a remote that is down keeps its last good route list: its routes stay its own, served without its screen', async () => {
    let clock = 0;
    const files = { ...EVERY_REMOTE };
    const { service } = screens(files, { now: () => clock });
    await service.forPage('/register');
    files[URLS.registration] = new TypeError('fetch failed');
    clock = 2000;
    expect(await service.forPage('/register')).toEqual({ owner: 'registration', routeStarts: {} });
    expect(await service.routesOf('/register')).toEqual(expect.objectContaining({ unread: [] }));
    expect((await service.routesOf('/register')).routes['/add-account/:accountNo']).toBe('registration');
  });

  test('[family:upstream-misbehaviour] a huge max-age is capped at 60 s: a remote fixed after one poisoned answer is read again', async () => {
    let clock = 0;
    let screen = LANDING;
    const poisoned = () =>
      new Response(JSON.stringify({ version: 1, routes: { '/register': { screen } } }), {
        status: 200,
        headers: { 'cache-control': 'max-age=99999999999999999999' },
      });
    const { service, asked } = screens({ ...EVERY_REMOTE, [URLS.registration]: poisoned }, { now: () => clock });
    await service.forPage('/register');
    screen = { ...LANDING, html: '<main><h1>แก้แล้ว</h1></main>' };
    clock = 59_000;
    expect((await service.forPage('/register')).route.screen.html).toBe(LANDING.html);
    clock = 60_001;
    expect((await service.forPage('/register')).route.screen.html).toBe('<main><h1>แก้แล้ว</h1></main>');
    expect(asked.filter(({ href }) => href === URLS.registration)).toHaveLength(2);
  });

  test('[family:upstream-misbehaviour] a remote’s claim on a host route or another remote’s is refused, said once and counted; the owners’ screens stand', async () => {
    let clock = 0;
    const files = { ...EVERY_REMOTE };
    const { service, warnings, refusedCounts } = screens(files, { now: () => clock });
    await service.forPage('/setting');
    const fake = { ...LANDING, html: '<main><h1>ของปลอม</h1></main>' };
    // Registration, named first in the runtime config, redeploys claiming more than its own.
    files[URLS.registration] = {
      version: 1,
      routes: {
        ...REGISTRATION.routes,
        '/:any': { screen: fake, firstCalls: 'statement-entry' },
        '/setting': { screen: fake },
        '/otp': { screen: fake },
      },
    };
    clock = 2000;
    expect((await service.forPage('/register')).route).toEqual({ screen: LANDING });
    expect(await service.forPage('/setting')).toEqual({ owner: 'settings', route: { screen: MENU }, routeStarts: {} });
    for (const hostRoute of ['/otp', '/general-error', '/stamp-consent-action', '/nothing']) {
      expect([hostRoute, await service.forPage(hostRoute)]).toEqual([hostRoute, { routeStarts: {} }]);
    }
    expect((await service.forPage('/request-statement')).route).toEqual(STATEMENT.routes['/request-statement']);
    expect(warnings).toEqual([
      'routes of remote "registration" refused: /:any (not a route), /setting (remote "settings" draws /setting), /otp (a host route)',
    ]);
    expect(refusedCounts).toEqual([{ remote: 'registration', count: 3 }]);
  });

  test('kept while fresh, then revalidated with its ETag: unchanged costs a 304, a redeploy’s new screen is served without restarting the host', async () => {
    let clock = 0;
    const files = { ...EVERY_REMOTE };
    const { service, asked } = screens(files, { now: () => clock });
    const registrationAsks = () => asked.filter(({ href }) => href === URLS.registration);
    await service.forPage('/register');
    await service.forPage('/verify');
    expect(registrationAsks()).toHaveLength(1);

    clock = 2000;
    expect((await service.forPage('/register')).route.screen.html).toBe(LANDING.html);
    expect(
      registrationAsks()
        .slice(1)
        .map(({ ifNoneMatch }) => ifNoneMatch),
    ).toEqual([expect.stringMatching(/^"\d+"$/)]);

    const redeployed = { ...LANDING, html: '<main><h1>ลงทะเบียนบริการ</h1></main>' };
    files[URLS.registration] = { version: 1, routes: { '/register': { screen: redeployed } } };
    clock = 4000;
    expect((await service.forPage('/register')).route.screen.html).toBe(redeployed.html);
  });

  test('a remote that is down, answers an error or garbage is left out (once said in the log), and the others still count', async () => {
    for (const broken of [new TypeError('fetch failed'), { status: 500 }, 'not json', { version: 2, routes: {} }]) {
      const { service, warnings } = screens({ ...EVERY_REMOTE, [URLS.registration]: broken });
      expect(await service.forPage('/register')).toEqual({ routeStarts: {} });
      expect((await service.routesOf('/register')).unread).toEqual(['registration']);
      expect(await service.forPage('/request-statement')).toEqual({
        owner: 'statement',
        route: STATEMENT.routes['/request-statement'],
        routeStarts: { '/request-statement': { firstCalls: 'statement-entry', nextHostRoute: '/request-setting' } },
      });
      await service.forPage('/register');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/registration/);
    }
  });

  test('a remote that refused the connection (it cost no wait) is asked again on the next page, and its screens come back', async () => {
    const files = { ...EVERY_REMOTE, [URLS.registration]: new TypeError('fetch failed') };
    const { service } = screens(files);
    expect((await service.forPage('/register')).route).toBeUndefined();
    files[URLS.registration] = REGISTRATION;
    expect((await service.forPage('/register')).route).toEqual({ screen: LANDING });
  });

  test('pages asked together share one request per remote', async () => {
    const { service, asked } = screens(EVERY_REMOTE);
    await Promise.all([service.forPage('/register'), service.forPage('/setting'), service.forPage('/verify')]);
    expect(asked).toHaveLength(Object.keys(REMOTES).length);
  });
});

describe('how much of a descriptor the host reads', () => {
  const MAX = 512 * 1024;
  // A valid descriptor whose screen text is `text`.
  const descriptorOf = (text) =>
    JSON.stringify({ version: 1, routes: { '/register': { screen: { ...LANDING, html: `<p>${text}</p>` } } } });

  test('[family:upstream-misbehaviour] a Content-Length over 512 KiB is refused before any of the body is read', async () => {
    let pulled = 0;
    const huge = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            pulled += 1;
            if (pulled > 64) controller.close();
            else controller.enqueue(new Uint8Array(64 * 1024));
          },
        }),
        { status: 200, headers: { 'content-length': String(300 * 1024 * 1024) } },
      );
    const { service, warnings } = screens({ ...EVERY_REMOTE, [URLS.registration]: huge });
    expect((await service.forPage('/register')).route).toBeUndefined();
    expect(warnings).toEqual(['first screens of remote "registration" left out: too large']);
    // A stream pulls once to fill its queue when made; the host asked for nothing more.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  test('[family:upstream-misbehaviour] without a length, reading stops at 512 KiB, not at the end of the body', async () => {
    const CHUNK = 64 * 1024;
    let sent = 0;
    const endless = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            sent += CHUNK;
            if (sent > 8 * 1024 * 1024) controller.close();
            else controller.enqueue(new TextEncoder().encode(' '.repeat(CHUNK)));
          },
        }),
        { status: 200 },
      );
    const { service, warnings } = screens({ ...EVERY_REMOTE, [URLS.registration]: endless });
    expect((await service.forPage('/register')).route).toBeUndefined();
    expect(warnings).toEqual(['first screens of remote "registration" left out: too large']);
    expect(sent).toBeLessThanOrEqual(MAX + 2 * CHUNK);
  });

  test('[family:upstream-misbehaviour] the limit counts bytes, not characters: Thai text under 512 Ki characters but over 512 KiB is refused', async () => {
    const thai = 'ก'.repeat(200 * 1024);
    const body = descriptorOf(thai);
    expect(body.length).toBeLessThan(MAX);
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX);
    const { service, warnings } = screens({ ...EVERY_REMOTE, [URLS.registration]: body });
    expect((await service.forPage('/register')).route).toBeUndefined();
    expect(warnings).toEqual(['first screens of remote "registration" left out: too large']);
  });

  test('a descriptor just under the limit is read whole', async () => {
    const body = descriptorOf('ก'.repeat(170 * 1024));
    expect(Buffer.byteLength(body)).toBeLessThan(MAX);
    const { service } = screens({ ...EVERY_REMOTE, [URLS.registration]: body });
    expect((await service.forPage('/register')).route.screen.html).toHaveLength(170 * 1024 + 7);
  });
});

describe('the shape a descriptor must have', () => {
  const withScreen = (screen) => ({ version: 1, routes: { '/register': { screen } } });

  test('a well-formed one passes', () => {
    expect(descriptorProblem(REGISTRATION)).toBeNull();
    expect(descriptorProblem(STATEMENT)).toBeNull();
  });

  test.each([
    ['not an object', []],
    ['another version', { version: 2, routes: {} }],
    ['a route that is not a path', { version: 1, routes: { register: {} } }],
    ['a route entry that is not an object', { version: 1, routes: { '/register': 'x' } }],
    ['a screen without its flags', withScreen({ html: '<main></main>', styles: [] })],
    ['a stylesheet that could end its element', withScreen({ ...LANDING, styles: [{ id: 'x', css: '</style><script>' }] })],
    ['a stylesheet id that could leave its attribute', withScreen({ ...LANDING, styles: [{ id: 'x" onload="', css: '' }] })],
    ['a first-call plan that is not a name', { version: 1, routes: { '/a': { firstCalls: 'javascript:alert(1)' } } }],
    ['a next host route that is not a path', { version: 1, routes: { '/a': { nextHostRoute: 'https://evil.example' } } }],
  ])('%s is refused', (_case, descriptor) => {
    expect(descriptorProblem(descriptor)).toEqual(expect.any(String));
  });
});

describe('screen markup: an allow-list of elements and attributes, refused whole when anything is outside it', () => {
  const withHtml = (html) => ({ version: 1, routes: { '/register': { screen: { ...LANDING, html } } } });

  test.each([
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['an iframe with a srcdoc script', '<iframe srcdoc="&lt;script src=https://evil.example/x.js&gt;&lt;/script&gt;"></iframe>'],
    ['an object', '<object data="https://evil.example/x"></object>'],
    ['an embed', '<embed src="https://evil.example/x">'],
    ['a base', '<base href="https://evil.example/">'],
    ['a form', '<form action="https://evil.example"><button type="submit">ส่ง</button></form>'],
    ['a script', '<script>alert(1)</script>'],
    ['a script in capitals', '<SCRIPT>alert(1)</SCRIPT>'],
    ['a style element', '<style>*{background:url(https://evil.example/t)}</style>'],
    ['an image with an error handler', '<img src="x" onerror="alert(1)">'],
    ['an event handler', '<div onclick="alert(1)">x</div>'],
    ['an event handler in capitals', '<div ONCLICK="alert(1)">x</div>'],
    ['an unquoted handler', '<div class=x onclick=alert(1)>x</div>'],
    ['a single-quoted handler', "<div class='x' onclick='alert(1)'>x</div>"],
    ['a handler after a no-break space', '<div\u00a0onclick="alert(1)">x</div>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link inside an icon', '<svg><a href="javascript:alert(1)"><path d="M0 0"></path></a></svg>'],
    ['an icon animation that sets a link', '<svg><animate attributeName="href" to="javascript:alert(1)"></animate></svg>'],
    ['a button with a formaction', '<button formaction="javascript:alert(1)">x</button>'],
    ['a style attribute', '<div style="background:url(https://evil.example/track)">x</div>'],
    ['an id that could clobber the page’s globals', '<div id="runtime-config">x</div>'],
    ['a comment hiding a tag', '<!--><img src=x onerror=alert(1)>-->'],
    ['a CDATA section', '<svg><![CDATA[x]]></svg>'],
    ['a raw-text element', '<textarea></textarea>'],
    ['an end tag that closes the host’s #root', '<p>x</p></div><p>outside</p>'],
    ['a button in a button, which a browser closes early', '<button><div><button></button></div></button>'],
    ['a list item outside a list', '<div><li><div><li></li></div></li></div>'],
    ['an element never closed', '<main><h1>x</h1>'],
    ['a tag never ended', '<p>x</p><p class="x"'],
  ])('[family:screen-markup] %s is refused', (_case, html) => {
    expect(descriptorProblem(withHtml(html))).toMatch(/^\/register: /);
  });

  test('[family:screen-markup] what the remotes’ prerender writes is accepted: headings, lists, disabled buttons, inline icons, entities, Thai text', () => {
    const settingMenu =
      '<main class="k-page"><div class="k-page__body"><header class="k-header"><h1 class="k-page__title" tabindex="-1">ตั้งค่า</h1></header>' +
      '<nav aria-label="ตั้งค่า" aria-busy="true"><ul class="k-list"><li><button type="button" class="k-list__item" disabled="">' +
      '<svg class="k-svg k-list__lead" viewBox="0 0 24 24" focusable="false" aria-hidden="true"><path d="M8.5 2.5h7a2.5 2.5 0 0 1 2.5 2.5v14"></path></svg>' +
      '<span>จัดการผลิตภัณฑ์และบัญชี</span></button></li></ul></nav></div></main>';
    const landing = '<main class="k-page"><p>ข้อมูล &amp; เงื่อนไข &lt;ไม่ใช่แท็ก&gt;</p><h2>ขั้นตอน</h2><br><hr></main>';
    expect(descriptorProblem(withHtml(settingMenu))).toBeNull();
    expect(descriptorProblem(withHtml(landing))).toBeNull();
  });
});

describe('the English drawing (screenEn) beside the Thai one', () => {
  const withEnglish = (screenEn) => ({ version: 1, routes: { '/register': { screen: LANDING, screenEn } } });
  const ENGLISH = { ...LANDING, html: '<main><h1>Register for the bank on LINE</h1></main>' };

  test('a well-formed one passes, and a page of the route takes it with the Thai one and its heading, which names an English page', async () => {
    expect(descriptorProblem(withEnglish(ENGLISH))).toBeNull();
    const { service } = screens({ ...EVERY_REMOTE, [URLS.registration]: withEnglish(ENGLISH) });
    expect((await service.forPage('/register')).route).toEqual({
      screen: LANDING,
      screenEn: { ...ENGLISH, heading: 'Register for the bank on LINE' },
    });
  });

  test('its heading is read once with the descriptor: as text, with the tags inside it left out and whatever heading the remote sent replaced', async () => {
    const drawn = {
      ...ENGLISH,
      html: '<main><p>Step 1</p><h1 class="k-page__title" tabindex="-1"> Register <span lang="en">for</span> the bank </h1><h1>Other</h1></main>',
      heading: 'Sent by the remote',
    };
    const { service, asked } = screens({ ...EVERY_REMOTE, [URLS.registration]: withEnglish(drawn) });
    const first = (await service.forPage('/register')).route;
    expect(first.screenEn.heading).toBe('Register for the bank');
    expect(first.screen.heading).toBeUndefined();
    // Kept with the descriptor: the next page takes it without a new read.
    expect((await service.forPage('/register')).route.screenEn).toBe(first.screenEn);
    expect(asked.filter(({ href }) => href === URLS.registration)).toHaveLength(1);
  });

  test.each([
    ['not an object', 'x', 'screenEn is not an object'],
    ['without its flags', { html: '<main></main>', styles: [] }, 'screenEn.whole or screenEn.latinText is not a boolean'],
    ['with a script', { ...ENGLISH, html: '<script>alert(1)</script>' }, expect.stringMatching(/^screenEn\.html: /)],
    ['with an event handler', { ...ENGLISH, html: '<div onclick="alert(1)">x</div>' }, expect.stringMatching(/^screenEn\.html: /)],
    [
      'with a stylesheet that could end its element',
      { ...ENGLISH, styles: [{ id: 'x', css: '</style><script>' }] },
      'style x is not a plain stylesheet',
    ],
  ])(
    '[family:screen-markup] one %s is refused by the same rules as the Thai one, and the whole descriptor with it',
    (_case, screenEn, problem) => {
      const refused = descriptorProblem(withEnglish(screenEn));
      expect(refused).toMatch(/^\/register: /);
      expect(refused.slice('/register: '.length)).toEqual(problem);
    },
  );
});
