// Fills the host's index.html for one response: the CSP nonce the UI kit gives its <style>
// elements, the runtime config inlined as JSON so the app need not fetch it (one hop less
// before LIFF and the remote entry can start), and for a prerendered route (the registration
// landing, scripts/prerender-landing.js) its markup and styles, so it paints from the HTML;
// preconnects to what every start-up calls first (LINE's API, the bank); and, unless the whole
// first screen is in the HTML, low-priority preloads of every script the start-up needs (LIFF,
// the bootstrap and the shared chunks it consumes, the route's remote entry), so the browser
// fetches them with main.js instead of one hop after another; where the whole first screen is
// in the HTML, main.js itself is asked for only once that screen is painted.
const fs = require('node:fs');
const path = require('node:path');

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
// The empty <script type="application/json" id="runtime-config"> of the template (minified).
const CONFIG_SLOT = /(<script[^>]*\bid=["']?runtime-config["']?[^>]*>)(<\/script>)/;

/** JSON inside <script>: `<` is escaped so no value can close the element. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const ROOT_SLOT = /(<div id=["']?root["']?>)(<\/div>)/;
// The app's script as HtmlWebpackPlugin writes it (minified).
const APP_SCRIPT = /<script defer src=["']?(\/main\.js)["']?><\/script>/;
const HEAD_END = '</head>';
// The Latin regular's preload as scripts/font-preload-plugin.js writes it (minified).
const LATIN_FONT_PRELOAD = /<link rel=["']?preload["']? as=["']?font["']?[^>]*sarabun-latin-[^>]*>/g;
// Written beside the prerendered pages; not pages themselves.
const ROUTE_OWNERS_FILE = 'route-owners.json';
const { START_UP_CHUNKS_FILE } = require('../scripts/start-up-chunks-plugin');
const { LINE_API_ORIGIN } = require('./security-policy');

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The remote that draws `pathname`, from the build's route-owners.json (route patterns as the
 * router has them: exact, with `:name` for one path segment).
 * @param {Record<string, string>} owners
 */
function ownerOfRoute(owners, pathname) {
  const segments = pathname.split('/');
  for (const [pattern, owner] of Object.entries(owners)) {
    const parts = pattern.split('/');
    if (parts.length === segments.length && parts.every((part, i) => part === segments[i] || (part.startsWith(':') && segments[i] !== ''))) return owner;
  }
  return undefined;
}

/**
 * The other origins a start-up calls before the first screen: LINE's API when LIFF is real
 * (liff.init verifies the app and the ID token there before the app can ask the bank anything),
 * the bank's API, and the sandbox's ID-token signer when LIFF is mocked. The page's own host is
 * already connected.
 */
function startUpOrigins(runtimeConfig, pageHost) {
  const urls = runtimeConfig.liffMock ? [runtimeConfig.apiBaseUrl, runtimeConfig.mockIdTokenUrl] : [LINE_API_ORIGIN, runtimeConfig.apiBaseUrl];
  const others = urls.filter(Boolean).map((url) => new URL(url)).filter((url) => url.host !== pageHost);
  return [...new Set(others.map((url) => url.origin))];
}

/**
 * @param {string} template the built index.html
 * @param {{ nonce: string, runtimeConfig: object, pageHost?: string, prerendered?: { styles: Array<{id: string, css: string}>, html: string, firstScreen?: boolean, latinText?: boolean }, remoteOwner?: string, startUpChunks?: Record<string, string[]> }} fill
 *   pageHost: the Host the page was asked for (no preconnect to it);
 *   remoteOwner: the remote that draws the requested route, if any; startUpChunks: the host's
 *   chunks every start-up loads, by chunk name (start-up-chunks.json)
 */
function renderHostPage(template, { nonce, runtimeConfig, pageHost, prerendered, remoteOwner, startUpChunks = {} }) {
  let html = template
    .replace(NONCE_PLACEHOLDER, nonce)
    .replace(CONFIG_SLOT, (_slot, open, close) => `${open}${inlineJson(runtimeConfig)}${close}`);
  const remoteEntry = remoteOwner ? runtimeConfig.remotes?.[remoteOwner] : undefined;
  // The framework chunk first: the largest file, and the last one a screen waiting for the bank
  // needs; on HTTP/1.1's six connections a file hinted late waits for one (ARCHITECTURE.md, "First
  // paint", sixth round). Then the SDK (liff-mock only where the config mocks LIFF: a real
  // deployment never fetches it), then the rest of the start-up.
  const framework = startUpChunks.framework ?? [];
  const hostChunks = [
    ...framework,
    ...(startUpChunks.liff ?? []),
    ...(runtimeConfig.liffMock ? (startUpChunks['liff-mock'] ?? []) : []),
    ...(startUpChunks.bootstrap ?? []).filter((file) => !framework.includes(file)),
  ].map((file) => `/${file}`);
  // A route whose whole first screen is in the HTML (prerendered.firstScreen) hints no script:
  // they would share the phone's first bandwidth with the fonts of the text the customer reads
  // (measured, ARCHITECTURE.md "First paint", third round); they follow main.js soon enough to
  // bring the drawing to life. Elsewhere every script of the start-up is hinted at low priority,
  // so it is fetched at once but after the fonts and whatever the first paint needs (fourth
  // round). No crossorigin attribute: Module Federation adds the remote entry as a plain
  // <script>, and a preload is only reused by a request of the same mode.
  const scripts = prerendered?.firstScreen ? [] : [...hostChunks, ...(remoteEntry ? [remoteEntry] : [])];
  const hints = [
    // Every start-up calls these at once (LIFF's verification, the token exchange), so their
    // connections are opened with the page; `crossorigin` because those calls are CORS requests.
    ...startUpOrigins(runtimeConfig, pageHost).map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`),
    ...scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}" fetchpriority="low">`),
  ].join('');
  html = html.replace(HEAD_END, `${hints}${HEAD_END}`);
  const [afterFirstPaint] = startUpChunks.afterFirstPaint ?? [];
  if (prerendered?.firstScreen && afterFirstPaint) {
    // The whole first screen is in the HTML: the app's code is asked for once it is painted
    // (host/src/start/start-after-first-paint.js), so it does not share the first bandwidth.
    html = html.replace(APP_SCRIPT, (_tag, app) => `<script defer src="/${escapeAttribute(afterFirstPaint)}" data-app="${app}"></script>`);
  }
  // A drawing of Thai text only needs no Latin font file (the Thai files hold the space): its
  // preload would only share the first bandwidth with what the page does need.
  if (prerendered?.latinText === false) html = html.replace(LATIN_FONT_PRELOAD, '');
  if (prerendered) {
    // Same ids as the UI kit's own <style> elements, so the app finds them and adds none.
    const styles = prerendered.styles.map(({ id, css }) => `<style id="${id}" nonce="${nonce}">${css}</style>`).join('');
    html = html.replace(HEAD_END, `${styles}${HEAD_END}`).replace(ROOT_SLOT, (_slot, open, close) => `${open}${prerendered.html}${close}`);
  }
  return html;
}

/** Prerendered pages by client route, from the build's prerendered/*.json (none is fine). */
function loadPrerenderedPages(dir) {
  const byPath = new Map();
  if (!fs.existsSync(dir)) return byPath;
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json') && name !== ROUTE_OWNERS_FILE && name !== START_UP_CHUNKS_FILE)) {
    const page = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    // The markup is ours, built from our own pages; a stylesheet must not be able to end its element.
    if (page.styles.some(({ id, css }) => /[^\w-]/.test(id) || css.includes('</'))) throw new Error(`${file}: unexpected stylesheet`);
    for (const route of page.paths) byPath.set(route, page);
  }
  return byPath;
}

/** A build whose index.html lost a slot would silently fall back to slower or blocked paths. */
function assertHostTemplate(template) {
  if (!CONFIG_SLOT.test(template) || !ROOT_SLOT.test(template) || !NONCE_PLACEHOLDER.test(template) || !APP_SCRIPT.test(template)) {
    throw new Error('host index.html has no runtime-config slot, CSP nonce placeholder or main.js script');
  }
  NONCE_PLACEHOLDER.lastIndex = 0;
}

/** Which remote draws each route (route-owners.json, written with the prerendered pages); none is fine. */
function loadRouteOwners(dir) {
  const file = path.join(dir, ROUTE_OWNERS_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** The host's start-up chunks by name (start-up-chunks.json, written by the build); none is fine. */
function loadStartUpChunks(dir) {
  const file = path.join(dir, START_UP_CHUNKS_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

module.exports = { renderHostPage, assertHostTemplate, loadPrerenderedPages, loadRouteOwners, loadStartUpChunks, ownerOfRoute };
