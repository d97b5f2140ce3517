// The host's server takes each remote's first screens from that remote's deploy: what it uses,
// how it keeps and revalidates it, and what it leaves out.
const { createRemoteScreens, descriptorProblem } = require('./remote-screens');

const REMOTES = {
  registration: 'https://cdn.example/registration/remoteEntry.js',
  statement: 'https://cdn.example/statement/remoteEntry.js',
};
const LANDING = { html: '<main><h1>ลงทะเบียน</h1></main>', styles: [{ id: 'landing', css: '.l{}' }], whole: true, latinText: true };
const REGISTRATION = { version: 1, routes: { '/register': { screen: LANDING }, '/add-account/:accountNo': {} } };
const STATEMENT = { version: 1, routes: { '/request-statement': { firstCalls: 'statement-entry', nextHostRoute: '/request-setting' } } };

/** A pretend CDN: answers per URL, records what was asked, honours If-None-Match. */
function fakeRemotes(files) {
  const asked = [];
  const fetchImpl = async (url, { headers }) => {
    const href = String(url);
    asked.push({ href, ifNoneMatch: headers['If-None-Match'] });
    const file = files[href];
    if (file instanceof Error) throw file;
    if (file === undefined) return new Response('not found', { status: 404 });
    if (typeof file === 'object' && 'status' in file) return new Response(file.body ?? '', { status: file.status });
    const body = typeof file === 'string' ? file : JSON.stringify(file);
    const etag = `"${body.length}"`;
    if (headers['If-None-Match'] === etag) return new Response(null, { status: 304 });
    return new Response(body, { status: 200, headers: { etag, 'cache-control': 'no-cache' } });
  };
  return { asked, fetchImpl };
}

const URLS = {
  registration: 'https://cdn.example/registration/first-screens.json',
  statement: 'https://cdn.example/statement/first-screens.json',
};

function screens(files, { now = () => 0, revalidateAfterMs = 1000 } = {}) {
  const remotes = fakeRemotes(files);
  const warnings = [];
  const service = createRemoteScreens({
    remotes: REMOTES,
    fetchImpl: remotes.fetchImpl,
    now,
    revalidateAfterMs,
    warn: (message) => warnings.push(message),
  });
  return { service, asked: remotes.asked, warnings };
}

describe('the remotes’ first screens, taken by the host’s server', () => {
  test('each remote’s descriptor is read beside its remote entry: the route’s owner and screen, and every route-start entry', async () => {
    const { service } = screens({ [URLS.registration]: REGISTRATION, [URLS.statement]: STATEMENT });
    expect(await service.forPage('/register')).toEqual({
      owner: 'registration',
      route: { screen: LANDING },
      routeStarts: { '/request-statement': { firstCalls: 'statement-entry', nextHostRoute: '/request-setting' } },
    });
    expect((await service.forPage('/add-account/123')).owner).toBe('registration');
    expect((await service.forPage('/request-statement')).owner).toBe('statement');
    expect((await service.forPage('/otp')).owner).toBeUndefined();
  });

  test('kept while fresh, then revalidated with its ETag: unchanged costs a 304, a redeploy’s new screen is served without restarting the host', async () => {
    let clock = 0;
    const files = { [URLS.registration]: REGISTRATION, [URLS.statement]: STATEMENT };
    const { service, asked } = screens(files, { now: () => clock });
    await service.forPage('/register');
    await service.forPage('/register');
    expect(asked).toHaveLength(2);

    clock = 2000;
    expect((await service.forPage('/register')).route.screen.html).toBe(LANDING.html);
    expect(asked.slice(2).map(({ ifNoneMatch }) => ifNoneMatch)).toEqual([
      expect.stringMatching(/^"\d+"$/),
      expect.stringMatching(/^"\d+"$/),
    ]);

    const redeployed = { ...LANDING, html: '<main><h1>ลงทะเบียนบริการ</h1></main>' };
    files[URLS.registration] = { version: 1, routes: { '/register': { screen: redeployed } } };
    clock = 4000;
    expect((await service.forPage('/register')).route.screen.html).toBe(redeployed.html);
  });

  test('a remote that is down, answers an error or garbage is left out (once said in the log), and the others still count', async () => {
    for (const broken of [new TypeError('fetch failed'), { status: 500 }, 'not json', { version: 2, routes: {} }]) {
      const { service, warnings } = screens({ [URLS.registration]: broken, [URLS.statement]: STATEMENT });
      const page = await service.forPage('/register');
      expect(page.owner).toBeUndefined();
      expect(page.routeStarts['/request-statement']).toBeDefined();
      await service.forPage('/register');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/registration/);
    }
  });

  test('a remote that was down is asked again on the next page, and its screens come back', async () => {
    const files = { [URLS.registration]: new TypeError('fetch failed'), [URLS.statement]: STATEMENT };
    const { service } = screens(files);
    expect((await service.forPage('/register')).owner).toBeUndefined();
    files[URLS.registration] = REGISTRATION;
    expect((await service.forPage('/register')).owner).toBe('registration');
  });

  test('pages asked together share one request per remote', async () => {
    const { service, asked } = screens({ [URLS.registration]: REGISTRATION, [URLS.statement]: STATEMENT });
    await Promise.all([service.forPage('/register'), service.forPage('/setting'), service.forPage('/verify')]);
    expect(asked).toHaveLength(2);
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
    ['a screen with a script', withScreen({ ...LANDING, html: '<script>alert(1)</script>' })],
    ['a screen without its flags', withScreen({ html: '<main></main>', styles: [] })],
    ['a stylesheet that could end its element', withScreen({ ...LANDING, styles: [{ id: 'x', css: '</style><script>' }] })],
    ['a stylesheet id that could leave its attribute', withScreen({ ...LANDING, styles: [{ id: 'x" onload="', css: '' }] })],
    ['a first-call plan that is not a name', { version: 1, routes: { '/a': { firstCalls: 'javascript:alert(1)' } } }],
    ['a next host route that is not a path', { version: 1, routes: { '/a': { nextHostRoute: 'https://evil.example' } } }],
  ])('%s is refused', (_case, descriptor) => {
    expect(descriptorProblem(descriptor)).toEqual(expect.any(String));
  });
});
