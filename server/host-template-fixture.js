// Tests only: the least host index.html the server accepts (assertHostTemplate's slots, minified
// as the build writes them).
const HOST_TEMPLATE =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="application/json" id="runtime-config"></script><script defer src=/main.js></script></head><body><div id="root"></div></body></html>';

module.exports = { HOST_TEMPLATE };
