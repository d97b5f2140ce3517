// Tests only: the least host index.html the server accepts (assertHostTemplate's markers and
// nonce placeholder, minified as the build writes them).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const HOST_TEMPLATE =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><link rel="preload" as="font" href="/fonts/thai.woff2" crossorigin><!--lks:latin-font--><link rel="preload" as="font" href="/fonts/latin.woff2" crossorigin><!--/lks:latin-font--><!--lks:config--><!--lks:head--><!--lks:app--><script defer="defer" src="/main.js"></script><!--/lks:app--></head><body><!--lks:badge--><div id="root"><!--lks:root--></div></body></html>';

/** The host's own routes, as its build writes them from its route table (a part of it), and the remote route one goes on to. */
const HOST_ROUTES = ['/', '/stamp-consent-action', '/otp', '/request-setting', '/auth-kma-verification', '/general-error'];
const NEXT_REMOTE_ROUTES = { '/auth-kma-verification': '/confirm-account' };

/** A host build folder holding only that page and its own routes. */
function hostBuildFolder() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'host-build-'));
  fs.writeFileSync(path.join(root, 'index.html'), HOST_TEMPLATE);
  fs.mkdirSync(path.join(root, 'prerendered'));
  fs.writeFileSync(
    path.join(root, 'prerendered', 'host-routes.json'),
    JSON.stringify({ routes: HOST_ROUTES, nextRemoteRoutes: NEXT_REMOTE_ROUTES }),
  );
  return root;
}

module.exports = { HOST_TEMPLATE, HOST_ROUTES, hostBuildFolder };
