// The ONE security-header policy of every server that carries the app (npm start, the e2e
// suite, the bench) and the reference for a real deployment (README "Deploying a remote").
// The Content-Security-Policy is derived from the runtime config, so it allows exactly the
// origins the app is configured to talk to and nothing else.

const STAMP_PATH = '/stamp-consent-action';

// Google Tag Manager and the GA4 tags it loads: its script, its pixel and its beacons.
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};

// The real LIFF SDK (not the mock) verifies the LIFF app and the ID token at api.line.me (during
// liff.init), reads its texts from liffsdk.line-scdn.net and, inside LINE, loads its client
// extensions from static.line-scdn.net.
const LINE_API_ORIGIN = 'https://api.line.me';
const LINE = {
  script: ['https://static.line-scdn.net'],
  connect: [LINE_API_ORIGIN, 'https://liffsdk.line-scdn.net'],
};

const originOf = (url) => new URL(url).origin;
const unique = (list) => [...new Set(list)];

/** Headers every response carries, HTML or asset, host or remote (docs/serving.md, "Headers"). */
const BASELINE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // No page of ours needs to tell another site where the customer came from.
  'Referrer-Policy': 'no-referrer',
  // The app uses none of these; a script that got in could not either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // No other site's window keeps a handle on ours (window.opener) or shares its process.
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Whatever is not the page is inert: no script runs in it and nothing frames it. The page
  // replaces it with its own policy (hostContentSecurityPolicy).
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * Who may embed a server's files: the host's only its own pages; a remote's are scripts and
 * fonts the host page on another origin loads.
 * @param {'host'|'remote'} role
 */
const crossOriginResourcePolicy = (role) => (role === 'remote' ? 'cross-origin' : 'same-origin');

/**
 * Only in production, where the app is only ever served over HTTPS: a browser told once never
 * asks over plain HTTP again (a year, the preload lists' minimum). A local run on
 * http://localhost must not pin that name to HTTPS.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The host page's policy.
 * @param {object} config the runtime config the page is served with
 * @param {{ nonce: string, pathname: string }} request nonce: fresh per response, also given to
 *   the page so the UI kit's injected <style> elements can carry it
 */
function hostContentSecurityPolicy(config, { nonce, pathname }) {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const gtm = config.gtmId ? TAG_MANAGER : { script: [], img: [], connect: [] };
  const line = config.liffMock ? { script: [], connect: [] } : LINE;
  const mockLine = config.mockIdTokenUrl ? [originOf(config.mockIdTokenUrl)] : [];
  const frames = unique(config.frameOrigins.map(originOf));
  // Error reports and Web Vitals leave by navigator.sendBeacon, which connect-src governs.
  const reports = config.errorReportUrl ? [originOf(config.errorReportUrl)] : [];
  const directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...remotes, ...line.script, ...gtm.script],
    // Feature stylesheets are <style> elements the UI kit adds at run time; the nonce names them.
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'font-src': ["'self'", ...remotes],
    'img-src': ["'self'", 'data:', ...gtm.img],
    'connect-src': ["'self'", originOf(config.apiBaseUrl), ...mockLine, ...reports, ...line.connect, ...gtm.connect],
    // The consent provider's frame returns to our own /stamp-consent-action.
    'frame-src': ["'self'", ...frames],
    // Only the stamp page is ever framed, and only by our own consent screens.
    'frame-ancestors': [pathname === STAMP_PATH ? "'self'" : "'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
    .join('; ');
}

/** A remote serves scripts (and fonts), never a page: anything it returns is inert. */
const REMOTE_CONTENT_SECURITY_POLICY = BASELINE_HEADERS['Content-Security-Policy'];

/**
 * Cross-origin reads a remote must allow: fonts are fetched in CORS mode, and so are scripts the
 * page checks with Subresource Integrity (a remote entry the release manifest records the
 * integrity of): a browser checks integrity only on a response it may read.
 */
const REMOTE_SHARED_WITH_CORS = /\.(woff2|js)$/;

module.exports = {
  BASELINE_HEADERS,
  crossOriginResourcePolicy,
  LINE_API_ORIGIN,
  hostContentSecurityPolicy,
  REMOTE_CONTENT_SECURITY_POLICY,
  REMOTE_SHARED_WITH_CORS,
  STAMP_PATH,
  STRICT_TRANSPORT_SECURITY,
};
