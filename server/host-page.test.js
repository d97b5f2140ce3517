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
    const html = renderHostPage(TEMPLATE, { nonce: 'n', runtimeConfig: config({ apiBaseUrl: 'https://api.bank.example' }), pageHost: 'line.bank.example' });
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
