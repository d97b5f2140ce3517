// The host page's first paint is in the customer's language: LINE's browser sends LINE's language as Accept-Language.
const { createBuildServer } = require('./build-server');
const { renderHostPage } = require('./host-page');
const { hostBuildFolder } = require('./host-template-fixture');
const { LANGUAGE_COOKIE, pageLanguage } = require('./page-language');
const { sandboxRuntimeConfig } = require('./test-servers-fixture');

const TEMPLATE =
  '<!doctype html><html lang="th"><head><title>บริการธนาคารบน LINE</title><meta property="csp-nonce" nonce="__CSP_NONCE__"><!--lks:latin-font--><!--/lks:latin-font--><!--lks:config--><!--lks:head--><!--lks:app--><script defer="defer" src="/main.js"></script><!--/lks:app--></head><body><div id="root"><!--lks:root--></div></body></html>';
const runtimeConfig = { environment: 'production', liffId: 'x', liffMock: false, apiBaseUrl: 'https://line.bank.example', remotes: {} };
const landing = {
  html: '<main class="k-page"><h1>ลงทะเบียนบริการธนาคารบน LINE</h1></main>',
  styles: [{ id: 'landing', css: '.landing{}' }],
  whole: true,
  latinText: true,
};
// The same screen drawn in English by the remote's build (screenEn in its first-screens.json),
// with its heading as the host's server reads it (./remote-screens.js).
const landingEn = {
  html: '<main class="k-page"><h1>Register for the bank on LINE</h1><button type="button" lang="th" disabled="">ภาษาไทย</button></main>',
  styles: [{ id: 'landing', css: '.landing{}' }],
  whole: true,
  latinText: true,
  heading: 'Register for the bank on LINE',
};
const page = (acceptLanguage, route = { screen: landing }) =>
  renderHostPage(TEMPLATE, { nonce: 'n', runtimeConfig, acceptLanguage, route });

describe('the language of the host page', () => {
  test('is Thai for a LINE in Thai, English for any other language the header prefers, Thai when it names none', () => {
    expect(pageLanguage('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(pageLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pageLanguage('ja')).toBe('en');
    expect(pageLanguage('en;q=0.5,th;q=0.8')).toBe('th');
    expect(pageLanguage('th;q=0,en')).toBe('en');
    expect(pageLanguage(undefined)).toBe('th');
    expect(pageLanguage('*')).toBe('th');
    expect(pageLanguage('')).toBe('th');
  });

  test('a Thai customer gets the Thai first screen, byte for byte the page of a remote that draws no English', () => {
    const html = page('th-TH,th;q=0.9', { screen: landing, screenEn: landingEn });
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('ลงทะเบียนบริการธนาคารบน LINE');
    expect(html).not.toContain('Register for the bank on LINE');
    expect(html).toBe(page('th-TH,th;q=0.9'));
  });

  test('an English customer gets the English first screen in the HTML, painted before any script, as a Thai customer the Thai one', () => {
    const html = page('en-US,en;q=0.9', { screen: landing, screenEn: landingEn });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<div id="root">${landingEn.html}</div>`);
    expect(html).toContain('<style id="landing" nonce="n">.landing{}</style>');
    expect(html).not.toContain('ลงทะเบียนบริการธนาคารบน LINE');
    // Otherwise the Thai page: the same stylesheets, hints and scripts.
    const thai = page('th-TH,th;q=0.9');
    expect(html).toBe(
      thai
        .replace('<html lang="th">', '<html lang="en">')
        .replace('<title>บริการธนาคารบน LINE</title>', '<title>Register for the bank on LINE</title>')
        .replace(landing.html, landingEn.html),
    );
  });

  test("an English page is named by its English screen's heading, as the app names it once started: never by the Thai name", () => {
    expect(page('en-US,en;q=0.9', { screen: landing, screenEn: landingEn })).toContain('<title>Register for the bank on LINE</title>');
    // No English drawing: no name until the app draws the screen and names it.
    expect(page('en-US,en;q=0.9')).toContain('<title></title>');
    expect(page('th-TH,th;q=0.9', { screen: landing, screenEn: landingEn })).toContain('<title>บริการธนาคารบน LINE</title>');
  });

  test("an English page's name is its heading as written, whatever characters it holds", () => {
    const heading = "Pay $5 &amp; keep $' and $&";
    const html = page('en-US,en;q=0.9', { screen: landing, screenEn: { ...landingEn, heading } });
    expect(html).toContain(`<title>${heading}</title>`);
  });

  test('a remote that publishes no English drawing (an earlier release) gives an English page none: never the Thai one, the app draws the screen', () => {
    const html = page('en-US,en;q=0.9');
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('ลงทะเบียนบริการธนาคารบน LINE');
    expect(html).not.toContain('<style id="landing"');
    // Without a whole screen in the HTML, the start-up's scripts are asked for at once.
    expect(html).toContain('src="/main.js"');
  });
});

describe("the customer's own pick with the language switch", () => {
  // The cookie the switch writes (shared-kernel/src/core/language/language.ts).
  const picked = (language) => `lks_cohort=42; ${LANGUAGE_COOKIE}=${language}`;

  test("wins over LINE's language: picked Thai on an English LINE draws the Thai page, and the reverse", () => {
    expect(pageLanguage('en-US,en;q=0.9', picked('th'))).toBe('th');
    expect(pageLanguage('th-TH,th;q=0.9', picked('en'))).toBe('en');
    const thai = renderHostPage(TEMPLATE, {
      nonce: 'n',
      runtimeConfig,
      acceptLanguage: 'en-US,en;q=0.9',
      cookie: picked('th'),
      route: { screen: landing },
    });
    expect(thai).toContain('<html lang="th">');
    expect(thai).toContain('ลงทะเบียนบริการธนาคารบน LINE');
    const english = renderHostPage(TEMPLATE, {
      nonce: 'n',
      runtimeConfig,
      acceptLanguage: 'th-TH,th;q=0.9',
      cookie: picked('en'),
      route: { screen: landing, screenEn: landingEn },
    });
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Register for the bank on LINE');
    expect(english).not.toContain('ลงทะเบียนบริการธนาคารบน LINE');
  });

  test('[family:headers-and-proxies] a cookie that names no language the app speaks is ignored: Accept-Language decides', () => {
    for (const value of ['fr', 'EN', 'en-US', '', 'thai', '"th"', '%74h']) {
      expect(pageLanguage('en-US,en;q=0.9', picked(value))).toBe('en');
      expect(pageLanguage('th-TH', picked(value))).toBe('th');
    }
    expect(pageLanguage('en-US', 'language=th; lks_language_old=th')).toBe('en');
    expect(pageLanguage('en-US', '')).toBe('en');
  });

  test('[family:headers-and-proxies] the page, which a browser may keep (private, no-cache), varies by the cookie as well as the language header', async () => {
    const host = await createBuildServer({
      root: hostBuildFolder(),
      port: 0,
      role: 'host',
      runtimeConfig: sandboxRuntimeConfig('https://line.bank.example'),
    });
    try {
      const response = await fetch(`${host.url}/register`, { headers: { cookie: picked('en') } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    } finally {
      await host.close();
    }
  });
});
