// Fills the host's index.html for one response, at the `lks:` markers of its template
// (shared-kernel/src/core/ui/index.html; ./page-markers.js): the CSP nonce the UI kit gives its
// <style> elements; the runtime config inlined as JSON so the app need not fetch it (one hop
// less before LIFF and the remote entry can start), which remote draws which route (composed from
// what the remotes publish, ./remote-routes.js), and the route-start entries the remotes publish
// (their first bank calls, docs/remote-screens.md); for a route whose remote publishes
// its first screen, that markup and its styles, so it paints from the HTML; preconnects to what
// every start-up calls first (LINE's API, the bank); and, unless the whole first screen is in the
// HTML, low-priority preloads of every script the start-up needs (LIFF, the bootstrap and the
// shared chunks it consumes, the route's remote entry), so the browser fetches them with main.js
// instead of one hop after another; where the whole first screen is in the HTML, main.js itself
// is asked for only once that screen is painted.
const fs = require('node:fs');
const path = require('node:path');
const { assertMarkers, fillMarkers } = require('./page-markers');
const { LINE_API_ORIGIN } = require('./security-policy');
const { inPageLanguage, pageLanguage } = require('./page-language');
const { styleProblem } = require('./screen-markup');
const { escapeHtml } = require('./escape-html');

const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** A JSON record inside <script>: `<` is escaped so no value can close the element. */
const jsonScript = (id, value) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The other origins a start-up calls before the first screen: LINE's API when LIFF is real
 * (liff.init verifies the app and the ID token there before the app can ask the bank anything),
 * the bank's API, and the sandbox's ID-token signer when LIFF is mocked. The page's own host is
 * already connected.
 */
function startUpOrigins({ liffMock, apiBaseUrl, mockIdTokenUrl }, pageHost) {
  const urls = liffMock ? [apiBaseUrl, mockIdTokenUrl] : [LINE_API_ORIGIN, apiBaseUrl];
  const others = urls
    .filter(Boolean)
    .map((url) => new URL(url))
    .filter((url) => url.host !== pageHost);
  return [...new Set(others.map((url) => url.origin))];
}

/**
 * @typedef {{ html: string, styles: Array<{ id: string, css: string }>, whole: boolean, latinText: boolean }} Screen
 * @param {string} template the built index.html
 * @param {{ nonce: string, runtimeConfig: object, pageHost?: string, acceptLanguage?: string, cookie?: string, remoteEntry?: string, remoteEntryIntegrity?: string, route?: { screen?: Screen, screenEn?: Screen & { heading: string } }, kernelStyles?: Array<{ id: string, css: string }>, remoteRoutes?: { routes: Record<string, string>, unread: string[] }, routeStarts?: Record<string, object>, startUpChunks?: Record<string, string[]>, badge?: string }} fill
 *   pageHost: the Host the page was asked for (no preconnect to it); acceptLanguage and cookie:
 *   the request's Accept-Language and Cookie, which pick the page's language (./page-language.js);
 *   remoteEntry: the entry of the remote that draws the requested route, or the remote route a host
 *   route goes on to by itself (./remote-screens.js), if any (hinted), and
 *   remoteEntryIntegrity: the integrity the page loads it with, where the release manifest has one;
 *   route: that remote's entry for the route, as read from its first-screens.json
 *   (./remote-screens.js), with its first screen in Thai and in English; the page carries the one
 *   in its language; kernelStyles: the kernel's stylesheet the host gives a screen; remoteRoutes: which remote
 *   draws which route, and the remotes whose routes are not known (./remote-screens.js);
 *   routeStarts: the route-start entry of the route the page opens; startUpChunks: the host's
 *   chunks every start-up loads, by chunk name (start-up-chunks.json); badge: the tester's pin
 *   badge (./tester-pins.js)
 */
function renderHostPage(
  pageTemplate,
  {
    nonce,
    runtimeConfig,
    pageHost,
    acceptLanguage,
    cookie,
    remoteEntry,
    remoteEntryIntegrity,
    route,
    kernelStyles = [],
    remoteRoutes,
    routeStarts = {},
    startUpChunks = {},
    badge,
  },
) {
  const { template, screen } = inPageLanguage(pageTemplate, route, pageLanguage(acceptLanguage, cookie));
  // The framework chunk first: the largest file, and the last one a screen waiting for the bank
  // needs; on HTTP/1.1's six connections a file hinted late waits for one (measured:
  // docs/performance-log.md). Then the SDK (liff-mock only where the config mocks LIFF: a real
  // deployment never fetches it), then the rest of the start-up.
  const framework = startUpChunks.framework ?? [];
  const hostChunks = [
    ...framework,
    ...(startUpChunks.liff ?? []),
    ...(runtimeConfig.liffMock ? (startUpChunks['liff-mock'] ?? []) : []),
    ...(startUpChunks.bootstrap ?? []).filter((file) => !framework.includes(file)),
  ];
  // A route whose whole first screen is in the HTML (screen.whole) hints no script: they would
  // share the phone's first bandwidth with the fonts of the text the customer reads (measured:
  // docs/performance-log.md); they follow main.js soon enough to bring the drawing to life.
  // Elsewhere every script of the start-up is hinted at low priority, so it is fetched at once but
  // after the fonts and whatever the first paint needs. A preload is only reused by a request of
  // the same mode and integrity: the host's chunks load as plain <script>s, and the remote entry,
  // where the release manifest records its integrity, in CORS mode with it
  // (host/src/federation/runtime-plugins/entry-integrity-plugin.ts).
  const preload = (href, integrity) => {
    const checked = integrity ? ` crossorigin="anonymous" integrity="${escapeHtml(integrity)}"` : '';
    return `<link rel="preload" as="script" href="${escapeHtml(href)}"${checked} fetchpriority="low">`;
  };
  const scripts = screen?.whole
    ? []
    : [...hostChunks.map((file) => preload(`/${file}`)), ...(remoteEntry ? [preload(remoteEntry, remoteEntryIntegrity)] : [])];
  // Every start-up calls these at once (LIFF's verification, the token exchange), so their
  // connections are opened with the page; `crossorigin` because those calls are CORS requests.
  const preconnects = startUpOrigins(runtimeConfig, pageHost).map(
    (origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>`,
  );
  // Same ids as the UI kit's own <style> elements, so the app finds them and adds none.
  const styles = screen
    ? [...kernelStyles, ...screen.styles].map(({ id, css }) => `<style id="${id}" nonce="${nonce}">${css}</style>`)
    : [];
  const [afterFirstPaint] = startUpChunks.afterFirstPaint ?? [];
  const [app] = startUpChunks.app ?? [];
  return fillMarkers(template.replaceAll(NONCE_PLACEHOLDER, nonce), {
    config: [
      jsonScript('runtime-config', runtimeConfig),
      remoteRoutes ? jsonScript('remote-routes', remoteRoutes) : '',
      Object.keys(routeStarts).length > 0 ? jsonScript('route-start', routeStarts) : '',
    ].join(''),
    head: [...preconnects, ...scripts, ...styles].join(''),
    root: screen?.html ?? '',
    // A tester's pins (./tester-pins.js), where the template has the slot.
    badge,
    // The whole first screen is in the HTML: the app's code is asked for once it is painted
    // (host/src/start/start-after-first-paint.js), so it does not share the first bandwidth.
    app:
      screen?.whole && afterFirstPaint && app
        ? `<script defer src="/${escapeHtml(afterFirstPaint)}" data-app="/${escapeHtml(app)}"></script>`
        : undefined,
    // A drawing of Thai text only needs no Latin font file (the Thai files hold the space): its
    // preload would only share the first bandwidth with what the page does need.
    'latin-font': screen?.latinText === false ? '' : undefined,
  });
}

/** A build whose index.html lost a marker would silently fall back to slower or blocked paths. */
function assertHostTemplate(template) {
  assertMarkers(template, { slots: ['config', 'head', 'root'], regions: ['latin-font', 'app'] });
  if (!template.includes(NONCE_PLACEHOLDER)) throw new Error('host index.html has no CSP nonce placeholder');
}

/**
 * The host's start-up chunks by name (start-up-chunks.json, written by the build's
 * scripts/start-up-chunks-plugin.js; the server ships without the build scripts, so it names the
 * file itself); none is fine.
 */
function loadStartUpChunks(dir) {
  const file = path.join(dir, 'start-up-chunks.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** The kernel's stylesheet, with the host's font URLs, the host gives a remote's screen (kernel-styles.json, written by the build); none is fine. */
function loadKernelStyles(dir) {
  const file = path.join(dir, 'kernel-styles.json');
  if (!fs.existsSync(file)) return [];
  const { styles } = JSON.parse(fs.readFileSync(file, 'utf8'));
  // Our own build's output, checked as a remote's screen styles are.
  const problem = styles.map(styleProblem).find(Boolean);
  if (problem) throw new Error(`${file}: ${problem}`);
  return styles;
}

/**
 * The host's own routes (host-routes.json, written by the host's build from
 * host/src/app/route-table.tsx): no remote may take one (./remote-routes.js); and the remote route
 * a host route goes on to by itself, whose owner's entry its page hints. A build without it is
 * refused, as one without its page's markers is: every remote route would be open to a claim.
 */
function loadHostRoutes(dir) {
  const file = path.join(dir, 'host-routes.json');
  const { routes, nextRemoteRoutes = {} } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const isPaths = (list) => Array.isArray(list) && list.every((route) => typeof route === 'string' && route.startsWith('/'));
  if (!isPaths(routes) || !isPaths(Object.values(nextRemoteRoutes))) throw new Error(`${file}: not a list of routes`);
  return { hostRoutes: routes, nextRemoteRoutes };
}

module.exports = { renderHostPage, assertHostTemplate, loadStartUpChunks, loadKernelStyles, loadHostRoutes };
