// The connections the host page opens before the app asks: every start-up's first calls.
const { HOST_TEMPLATE: TEMPLATE } = require('./host-template-fixture');
const { renderHostPage } = require('./host-page');

const config = (overrides) => ({
  environment: 'production',
  liffId: '2000000000-abcdEFGH',
  liffMock: false,
  apiBaseUrl: 'https://line.bank.example',
  remotes: { registration: 'https://line.bank.example/registration/remoteEntry.js' },
  frameOrigins: [],
  ...overrides,
});

const preconnects = (html) => [...html.matchAll(/<link rel="preconnect" href="([^"]+)" crossorigin>/g)].map((match) => match[1]);

describe('the host page opens the start-up’s connections', () => {
  test('inside LINE: LINE’s API, which liff.init calls before the app can ask the bank anything', () => {
    const html = renderHostPage(TEMPLATE, { nonce: 'n', runtimeConfig: config(), pageHost: 'line.bank.example' });
    expect(preconnects(html)).toEqual(['https://api.line.me']);
  });

  test('a bank API on another origin gets its connection opened too', () => {
    const html = renderHostPage(TEMPLATE, {
      nonce: 'n',
      runtimeConfig: config({ apiBaseUrl: 'https://api.bank.example' }),
      pageHost: 'line.bank.example',
    });
    expect(preconnects(html)).toEqual(['https://api.line.me', 'https://api.bank.example']);
  });

  test('in the sandbox: the mock ID-token signer, and no LINE connection nor one to the page’s own host', () => {
    const html = renderHostPage(TEMPLATE, {
      nonce: 'n',
      runtimeConfig: config({
        environment: 'sandbox',
        liffMock: true,
        apiBaseUrl: 'http://localhost:3000',
        mockIdTokenUrl: 'http://localhost:4000/__sandbox/line/id-token',
      }),
      pageHost: 'localhost:3000',
    });
    expect(preconnects(html)).toEqual(['http://localhost:4000']);
  });
});

const { assertHostTemplate } = require('./host-page');

const SANDBOX = config({
  environment: 'sandbox',
  liffMock: true,
  apiBaseUrl: 'http://localhost:3000',
  mockIdTokenUrl: 'http://localhost:4000/x',
});
const CHUNKS = {
  framework: ['framework.1.js'],
  liff: ['liff.2.js'],
  'liff-mock': ['liff-mock.3.js'],
  bootstrap: ['framework.1.js', 'boot.4.js'],
  afterFirstPaint: ['start-after-first-paint.5.js'],
  app: ['main.js'],
};
const KERNEL_STYLES = [{ id: 'kernel-styles', css: 'body{margin:0}' }];
const screen = (overrides) => ({
  html: '<main><h1>หน้าแรก</h1></main>',
  styles: [{ id: 'page-styles', css: '.p{}' }],
  whole: true,
  latinText: true,
  ...overrides,
});
const render = (fill) =>
  renderHostPage(TEMPLATE, {
    nonce: 'n0nce',
    runtimeConfig: SANDBOX,
    pageHost: 'localhost:3000',
    startUpChunks: CHUNKS,
    kernelStyles: KERNEL_STYLES,
    ...fill,
  });
const preloads = (html) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low">/g)].map((match) => match[1]);
const rootOf = (html) => /<div id="root">(.*?)<\/div><\/body>/.exec(html)[1];

describe('the host page of a route no remote draws a screen for', () => {
  const html = render({});

  test('carries the nonce, the runtime config inlined, and no marker', () => {
    expect(html).toContain('nonce="n0nce"');
    expect(html).toContain(`<script type="application/json" id="runtime-config">${JSON.stringify(SANDBOX)}</script>`);
    expect(html).not.toMatch(/lks:|__CSP_NONCE__/);
  });

  test('hints every start-up script (the mock only where LIFF is mocked), and nothing else', () => {
    expect(preloads(html)).toEqual(['/framework.1.js', '/liff.2.js', '/liff-mock.3.js', '/boot.4.js']);
    expect(preloads(renderHostPage(TEMPLATE, { nonce: 'n', runtimeConfig: config(), startUpChunks: CHUNKS }))).toEqual([
      '/framework.1.js',
      '/liff.2.js',
      '/boot.4.js',
    ]);
  });

  test('keeps the app’s script, the Latin font, an empty #root, and no stylesheet nor route-start entries', () => {
    expect(html).toContain('<script defer="defer" src="/main.js"></script>');
    expect(html).toContain('href="/fonts/latin.woff2"');
    expect(rootOf(html)).toBe('');
    expect(html).not.toContain('<style');
    expect(html).not.toContain('route-start');
  });
});

describe('the host page of a route whose remote publishes its first screen', () => {
  test('a whole first screen: drawn in #root with the kernel’s and the page’s styles under the nonce, no script hinted, the app asked for after the paint', () => {
    const html = render({ remoteEntry: 'http://localhost:3001/remoteEntry.js', route: { screen: screen() } });
    expect(rootOf(html)).toBe('<main><h1>หน้าแรก</h1></main>');
    expect(html).toContain(
      '<style id="kernel-styles" nonce="n0nce">body{margin:0}</style><style id="page-styles" nonce="n0nce">.p{}</style>',
    );
    expect(preloads(html)).toEqual([]);
    expect(html).toContain('<script defer src="/start-after-first-paint.5.js" data-app="/main.js"></script>');
    expect(html).not.toContain('src="/main.js"');
  });

  test('a step before the bank answers: drawn, with every start-up script and the route’s remote entry hinted, and the app started at once', () => {
    const html = render({ remoteEntry: 'http://localhost:3003/remoteEntry.js', route: { screen: screen({ whole: false }) } });
    expect(rootOf(html)).toBe('<main><h1>หน้าแรก</h1></main>');
    expect(preloads(html)).toEqual([
      '/framework.1.js',
      '/liff.2.js',
      '/liff-mock.3.js',
      '/boot.4.js',
      'http://localhost:3003/remoteEntry.js',
    ]);
    expect(html).toContain('<script defer="defer" src="/main.js"></script>');
  });

  test('the remote entry hinted with the integrity the release manifest records is hinted in CORS mode with it, as the page loads it', () => {
    const integrity = `sha384-${'A'.repeat(64)}`;
    const html = render({
      remoteEntry: 'http://localhost:3003/remoteEntry.js',
      remoteEntryIntegrity: integrity,
      route: { screen: screen({ whole: false }) },
    });
    expect(html).toContain(
      `<link rel="preload" as="script" href="http://localhost:3003/remoteEntry.js" crossorigin="anonymous" integrity="${integrity}" fetchpriority="low">`,
    );
    expect(preloads(html)).toEqual(['/framework.1.js', '/liff.2.js', '/liff-mock.3.js', '/boot.4.js']);
  });

  test('a build without the after-first-paint starter keeps the app’s own script', () => {
    const html = render({ route: { screen: screen() }, startUpChunks: { ...CHUNKS, afterFirstPaint: [] } });
    expect(html).toContain('<script defer="defer" src="/main.js"></script>');
  });

  test('a screen of Thai text only drops the Latin font’s preload; one with Latin text keeps it', () => {
    expect(render({ route: { screen: screen({ latinText: false }) } })).not.toContain('latin.woff2');
    expect(render({ route: { screen: screen({ latinText: true }) } })).toContain('latin.woff2');
  });

  test('the remotes’ route-start entries ride along as JSON that cannot close its element', () => {
    const html = render({ routeStarts: { '/a': { firstCalls: 'plan</script>' } } });
    expect(html).toContain('<script type="application/json" id="route-start">{"/a":{"firstCalls":"plan\\u003c/script>"}}</script>');
  });

  test('which remote draws which route rides along as JSON, beside the runtime config, for the app’s router', () => {
    const html = render({ remoteRoutes: { routes: { '/register': 'registration' }, unread: ['statement'] } });
    expect(html).toContain(
      '<script type="application/json" id="remote-routes">{"routes":{"/register":"registration"},"unread":["statement"]}</script>',
    );
  });
});

describe('the host page template', () => {
  test('the fixture, as the build writes it, is accepted', () => {
    expect(() => assertHostTemplate(TEMPLATE)).not.toThrow();
  });

  test('one without a marker or without the nonce placeholder is refused at start, not served half-filled', () => {
    expect(() => assertHostTemplate(TEMPLATE.replace('<!--lks:head-->', ''))).toThrow(/head/);
    expect(() => assertHostTemplate(TEMPLATE.replace('<!--/lks:app-->', ''))).toThrow(/app/);
    expect(() => assertHostTemplate(TEMPLATE.replace('__CSP_NONCE__', 'x'))).toThrow(/nonce/);
  });
});
