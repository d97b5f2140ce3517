// The host page's first paint is in the customer's language: LINE's browser sends LINE's language as Accept-Language.
const { renderHostPage } = require('./host-page');
const { pageLanguage } = require('./page-language');

const TEMPLATE =
  '<!doctype html><html lang="th"><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><!--lks:latin-font--><!--/lks:latin-font--><!--lks:config--><!--lks:head--><!--lks:app--><script defer="defer" src="/main.js"></script><!--/lks:app--></head><body><div id="root"><!--lks:root--></div></body></html>';
const runtimeConfig = { environment: 'production', liffId: 'x', liffMock: false, apiBaseUrl: 'https://line.bank.example', remotes: {} };
const landing = {
  html: '<main class="k-page"><h1>ลงทะเบียนบริการธนาคารบน LINE</h1></main>',
  styles: [{ id: 'landing', css: '.landing{}' }],
  whole: true,
  latinText: true,
};
const page = (acceptLanguage) => renderHostPage(TEMPLATE, { nonce: 'n', runtimeConfig, acceptLanguage, screen: landing });

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

  test('a Thai customer gets the Thai first screen, exactly as before', () => {
    const html = page('th-TH,th;q=0.9');
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('ลงทะเบียนบริการธนาคารบน LINE');
  });

  test('an English customer never sees the Thai drawing flash: the page says English and the app draws the screen', () => {
    const html = page('en-US,en;q=0.9');
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('ลงทะเบียนบริการธนาคารบน LINE');
    expect(html).not.toContain('<style id="landing"');
    // Without a whole screen in the HTML, the start-up's scripts are asked for at once.
    expect(html).toContain('src="/main.js"');
  });
});
