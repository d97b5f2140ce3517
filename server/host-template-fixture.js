// Tests only: the least host index.html the server accepts (assertHostTemplate's markers and
// nonce placeholder, minified as the build writes them).
const HOST_TEMPLATE =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><link rel="preload" as="font" href="/fonts/thai.woff2" crossorigin><!--lks:latin-font--><link rel="preload" as="font" href="/fonts/latin.woff2" crossorigin><!--/lks:latin-font--><!--lks:config--><!--lks:head--><!--lks:app--><script defer="defer" src="/main.js"></script><!--/lks:app--></head><body><div id="root"><!--lks:root--></div></body></html>';

module.exports = { HOST_TEMPLATE };
