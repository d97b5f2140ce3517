// Tester pins (docs/deploying.md, "Tester pins"): outside production a tester opens a link with
// `lks-pin=<remote>@<version>` (inside LINE, in the LIFF link's path, which reaches the entry page
// as its `liff.state`), and from then on their device gets that published version of the remote,
// whatever the release manifest gives others, with a small badge naming it and one tap to clear
// it (`lks-pin=clear`). Only a version published on the static origin is taken, and its URL is
// always the origin's (never an address the link names). A production runtime config takes no pin:
// the link is logged and ignored. A pin is kept in a cookie per remote for a day.
const { VERSION, REMOTE_NAME } = require('./release-manifest');
const { logRecord } = require('./log-record');
const { cookiePairs } = require('./request-cookies');
const { escapeHtml } = require('./escape-html');

const PARAM = 'lks-pin';
const COOKIE = 'lks_pin_';
const KEPT_SECONDS = 86_400;
const TIMEOUT_MS = 1_500;
// A published version stays published; an answer that it is not is asked again after this long.
const UNPUBLISHED_KEPT_MS = 5_000;
// Versions asked about are kept at most this many at once: links naming ever new versions cannot
// grow the server's memory.
const MAX_KEPT = 1_000;

/**
 * The page a request stands for: its own path and query, as a URL reads them (a backslash is a
 * `/`), or on `/` the page LINE's `liff.state` names; null when that state is no URL.
 */
function pageNamed(pathname, search) {
  const page = new URL('https://app.invalid');
  page.pathname = pathname;
  page.search = search;
  const state = page.searchParams.get('liff.state');
  if (page.pathname !== '/' || !state?.startsWith('/')) return page;
  try {
    return new URL(state, page.origin);
  } catch {
    return null;
  }
}

/** What the page's link asks: a pin, clearing every pin, or nothing. On `/` the link may be in `liff.state`. */
function pinLinkOf(pathname, search) {
  const value = new URLSearchParams(search).get(PARAM) ?? pageNamed(pathname, search)?.searchParams.get(PARAM) ?? null;
  if (value === null) return null;
  if (value === '' || value === 'clear') return { clear: true };
  const at = value.indexOf('@');
  const [remote, version] = [value.slice(0, at), value.slice(at + 1)];
  return at > 0 && REMOTE_NAME.test(remote) && VERSION.test(version) ? { remote, version } : { invalid: true };
}

/**
 * Where the badge's Clear goes: the page the tester is on, its query kept (a statement's account),
 * with the pin link's own parameter swapped for `clear`; a `liff.state` that is no URL leaves the
 * query out. Only a path and query, with one leading `/`: a link starting `//` would go to
 * another site.
 */
function clearLinkFor(pathname, search) {
  const named = pageNamed(pathname, search) ?? pageNamed(pathname, '');
  named.searchParams.set(PARAM, 'clear');
  return `${named.pathname.replace(/^\/+/, '/')}${named.search}`;
}

/** The device's pins from its cookies: remote → version. */
function pinsOf(cookieHeader = '') {
  const pins = {};
  for (const [name, value] of cookiePairs(cookieHeader)) {
    const remote = name.slice(COOKIE.length);
    if (name.startsWith(COOKIE) && REMOTE_NAME.test(remote) && VERSION.test(value)) pins[remote] = value;
  }
  return pins;
}

/**
 * The badge a pinned device sees on every page (the template's `lks:badge` slot); none without
 * pins. A pinned version whose entry has no integrity in `integrity` (the manifest records one
 * only for its live and canary versions) loads unchecked, and the badge says so. `page`: the
 * page's path and query, for its Clear.
 */
function pinBadge(pins, nonce, integrity = {}, page = { pathname: '/', search: '' }) {
  const named = Object.entries(pins).map(([remote, version]) => `${remote} ${version}${integrity[remote] ? '' : ' (entry unchecked)'}`);
  if (named.length === 0) return '';
  const css =
    '.lks-pin-badge{position:fixed;inset-inline-end:8px;bottom:8px;z-index:2147483647;display:flex;gap:8px;align-items:center;padding:4px 8px;border-radius:4px;background:#1a1a1a;color:#fff;font:12px/1.5 sans-serif}.lks-pin-badge a{color:#ffc20e}';
  // Testers only, in sit and uat: not a customer's text, so not in the app's catalogues. English on a
  // Thai page as on an English one, and marked so: a screen reader would read it in a Thai voice.
  return `<style nonce="${nonce}">${css}</style><aside class="lks-pin-badge" lang="en" aria-label="Tester pins">Pinned: ${escapeHtml(named.join(', '))} <a href="${escapeHtml(clearLinkFor(page.pathname, page.search))}">Clear</a></aside>`;
}

/**
 * @param {{ allowed: boolean, entryOf: (remote: string, version: string) => string, log?: (record: object) => void, fetchImpl?: typeof fetch, now?: () => number, secure?: boolean }} opts
 *   allowed: false in production (pins are ignored, the link logged); entryOf: a version's
 *   remoteEntry.js on the static origin, asked to tell whether it is published
 */
function testerPins({ allowed, entryOf, log = () => {}, fetchImpl = fetch, now = Date.now, secure = false }) {
  const published = new Map();
  // The line names no remote or version: a link's text is the sender's, so none of it is logged.
  const said = (message) => log(logRecord('warn', { server: 'host', message }));

  async function isPublished(remote, version) {
    const key = `${remote}@${version}`;
    const known = published.get(key);
    if (known && (known.published || now() < known.until)) return known.published;
    let answer = false;
    try {
      const response = await fetchImpl(entryOf(remote, version), {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      answer = response.status === 200;
    } catch {
      answer = false;
    }
    if (published.size >= MAX_KEPT) published.clear();
    published.set(key, { published: answer, until: now() + UNPUBLISHED_KEPT_MS });
    return answer;
  }

  const cookie = (remote, value, maxAge) =>
    `${COOKIE}${remote}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

  return {
    /**
     * The device's pins in force for this request, among `released` (the remotes the manifest
     * names), and the cookies that keep or clear them.
     * @returns {Promise<{ pins: Record<string, string>, setCookies: string[] }>}
     */
    async forRequest(req, { pathname, search }, released) {
      const link = pinLinkOf(pathname, search);
      const kept = pinsOf(req.headers.cookie);
      if (!allowed) {
        if (link) said('tester pin ignored: a production config takes no pins');
        return { pins: {}, setCookies: [] };
      }
      const setCookies = [];
      let asked = kept;
      if (link?.clear) {
        setCookies.push(...Object.keys(kept).map((remote) => cookie(remote, '', 0)));
        asked = {};
      } else if (link?.remote) {
        if (released.includes(link.remote) && (await isPublished(link.remote, link.version))) {
          setCookies.push(cookie(link.remote, link.version, KEPT_SECONDS));
          asked = { ...kept, [link.remote]: link.version };
        } else said('tester pin refused: not a published version of a released remote');
      } else if (link?.invalid) said('tester pin refused: a pin is <remote>@<version>');
      const pins = {};
      for (const [remote, version] of Object.entries(asked))
        if (released.includes(remote) && (await isPublished(remote, version))) pins[remote] = version;
      return { pins, setCookies };
    },
  };
}

module.exports = { testerPins, pinBadge, pinLinkOf, pinsOf };
