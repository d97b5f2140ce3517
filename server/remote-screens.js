// The host's server takes each remote's first screens from that remote's deploy, at request time:
// `first-screens.json` beside the remote's remoteEntry.js (the URL in the runtime config), written
// by the remote's own build (docs/remote-screens.md). Which remote draws which route is the host's
// own route table (route-owners.json, written by the host's build): a page asks only the remote
// that owns its route, and takes from it only that route's entry. A remote's file is untrusted
// input with limits (docs/serving.md, "What the host takes from upstreams"): time, bytes, no
// redirect, freshness capped, markup on an allow-list (./screen-markup.js). A remote that is down,
// slow or answers something else is left out: its routes are served without a screen, never with
// an error, and never slower than one timeout per interval.
const { markupProblem } = require('./screen-markup');

const DESCRIPTOR_FILE = 'first-screens.json';
// Kept at least this long, so pages share one request; at most MAX_FRESH_MS, whatever max-age the
// remote sends, so a wrong header is undone by fixing it, not by restarting the host.
const REVALIDATE_AFTER_MS = 5_000;
const MAX_FRESH_MS = 60_000;
// A remote that did not answer in time is not asked again for this long: one page of its routes
// per interval waits for it, the others are served at once without its screen. One that refuses
// the connection costs a page no wait, so it is asked again on the next page (back at once).
const TIMED_OUT_KEPT_MS = 30_000;
const TIMEOUT_MS = 1_500;
const MAX_BYTES = 512 * 1024;

const ROUTE = /^\/[A-Za-z0-9/_:-]*$/;
const STYLE_ID = /^[\w-]+$/;
const PLAN = /^[a-z][a-z0-9-]*$/;
// The problems of a read that had no usable answer (the rest refuse what the remote answered).
const UNANSWERED = /^(unreachable|answered)/;

/** A route as the router has it: exact, with `:name` for one path segment. */
function routeMatches(pattern, pathname) {
  const segments = pathname.split('/');
  const parts = pattern.split('/');
  return parts.length === segments.length && parts.every((part, i) => part === segments[i] || (part.startsWith(':') && segments[i] !== ''));
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `screen` is not a first screen the page may carry, or null. */
function screenProblem(screen) {
  if (!isRecord(screen)) return 'screen is not an object';
  if (typeof screen.html !== 'string') return 'screen.html is not markup';
  const markup = markupProblem(screen.html);
  if (markup) return `screen.html: ${markup}`;
  if (typeof screen.whole !== 'boolean' || typeof screen.latinText !== 'boolean')
    return 'screen.whole or screen.latinText is not a boolean';
  if (!Array.isArray(screen.styles)) return 'screen.styles is not a list';
  for (const style of screen.styles) {
    if (!isRecord(style) || typeof style.id !== 'string' || !STYLE_ID.test(style.id)) return 'a style has no plain id';
    // A stylesheet must not be able to end its <style> element.
    if (typeof style.css !== 'string' || style.css.includes('</')) return `style ${style.id} is not a plain stylesheet`;
  }
  return null;
}

/** Why `descriptor` is not a first-screens.json the server can use, or null (shape only: the remote owns the content). */
function descriptorProblem(descriptor) {
  if (!isRecord(descriptor) || descriptor.version !== 1 || !isRecord(descriptor.routes)) return 'not a version 1 descriptor with routes';
  for (const [route, entry] of Object.entries(descriptor.routes)) {
    if (!ROUTE.test(route)) return `${route}: not a route`;
    if (!isRecord(entry)) return `${route}: not an object`;
    if (entry.screen !== undefined) {
      const problem = screenProblem(entry.screen);
      if (problem) return `${route}: ${problem}`;
    }
    if (entry.firstCalls !== undefined && (typeof entry.firstCalls !== 'string' || !PLAN.test(entry.firstCalls)))
      return `${route}: firstCalls is not a plan name`;
    if (entry.nextHostRoute !== undefined && (typeof entry.nextHostRoute !== 'string' || !ROUTE.test(entry.nextHostRoute)))
      return `${route}: nextHostRoute is not a route`;
  }
  return null;
}

const maxAgeMs = (cacheControl) => {
  const match = /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl ?? '');
  return match ? Math.min(Number(match[1]) * 1000, MAX_FRESH_MS) : 0;
};

/**
 * The body as text, or null once it is over `maxBytes`: a declared length is checked before
 * anything is read, and the bytes are counted as they arrive, so the host never holds more.
 */
async function boundedText(response, maxBytes) {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  const chunks = [];
  let size = 0;
  // Leaving the loop early cancels the stream: the rest is never read.
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The path a LINE deep link (`liff.state` on the entry page) opens, or null. */
function deepLinkedPath(search) {
  const target = new URLSearchParams(search).get('liff.state');
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  try {
    return new URL(target, 'https://app.invalid').pathname;
  } catch {
    return null;
  }
}

/** The route pattern of the host's route table that `pathname` is, and the remote that owns it. */
function ownedRoute(owners, pathname) {
  if (!pathname) return null;
  const pattern = Object.keys(owners).find((route) => routeMatches(route, pathname));
  return pattern ? { pattern, owner: owners[pattern] } : null;
}

/**
 * @param {{ remotes: Record<string, string>, fetchImpl?: typeof fetch, now?: () => number, warn?: (message: string) => void, observe?: (read: { remote: string, entryUrl: string, outcome: 'hit' | 'refreshed' | 'failed' | 'refused', problem?: string }) => void, revalidateAfterMs?: number, timeoutMs?: number }} opts
 *   remotes: remote name → its remoteEntry.js URL (the runtime config's `remotes`), unless a page
 *   names the ones chosen for it (./remote-versions.js)
 *   observe: told of every read of a descriptor, for the metrics and the readiness probe (./probes.js)
 */
function createRemoteScreens({
  remotes,
  fetchImpl = fetch,
  now = Date.now,
  warn = console.warn,
  observe = () => {},
  revalidateAfterMs = REVALIDATE_AFTER_MS,
  timeoutMs = TIMEOUT_MS,
}) {
  /** @type {Map<string, { etag?: string, descriptor: object | null, freshUntil: number, problem?: string, foreign?: string }>} */
  const kept = new Map();
  const pending = new Map();

  // Kept per remote and entry URL: each published version has its own descriptor (./remote-versions.js).
  const keyOf = (name, entryUrl) => `${name} ${entryUrl}`;
  const remember = (name, entryUrl, entry) => {
    const before = kept.get(keyOf(name, entryUrl));
    if (entry.problem && entry.problem !== before?.problem) warn(`first screens of remote "${name}" left out: ${entry.problem}`);
    const outcome = entry.problem ? (UNANSWERED.test(entry.problem) ? 'failed' : 'refused') : 'refreshed';
    observe({ remote: name, entryUrl, outcome, problem: entry.problem });
    if (entry.foreign && entry.foreign !== before?.foreign)
      warn(`first screens of remote "${name}": refused for routes it does not own: ${entry.foreign}`);
    kept.set(keyOf(name, entryUrl), entry);
    return entry;
  };

  async function revalidate(name, entryUrl, owners) {
    const before = kept.get(keyOf(name, entryUrl));
    const fresh = (response) => now() + Math.max(maxAgeMs(response.headers.get('cache-control')), revalidateAfterMs);
    try {
      const response = await fetchImpl(new URL(DESCRIPTOR_FILE, entryUrl), {
        headers: before?.etag ? { 'If-None-Match': before.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
        // A remote's answer is its own file or nothing: never a request to an address it names.
        redirect: 'manual',
      });
      if (response.status === 304 && before) return remember(name, entryUrl, { ...before, freshUntil: fresh(response) });
      if (response.status !== 200) {
        await response.body?.cancel();
        return remember(name, entryUrl, { descriptor: null, freshUntil: fresh(response), problem: `answered ${response.status}` });
      }
      const text = await boundedText(response, MAX_BYTES);
      if (text === null) return remember(name, entryUrl, { descriptor: null, freshUntil: fresh(response), problem: 'too large' });
      let descriptor;
      try {
        descriptor = JSON.parse(text);
      } catch {
        return remember(name, entryUrl, { descriptor: null, freshUntil: fresh(response), problem: 'not JSON' });
      }
      const problem = descriptorProblem(descriptor);
      if (problem) return remember(name, entryUrl, { descriptor: null, freshUntil: fresh(response), problem });
      // Only the owner's entry of a route is ever read (forPage); a claim on another's is said once.
      const foreign = Object.keys(descriptor.routes).filter((route) => owners[route] !== name);
      return remember(name, entryUrl, {
        etag: response.headers.get('etag') ?? undefined,
        descriptor,
        freshUntil: fresh(response),
        foreign: foreign.length > 0 ? foreign.join(', ') : undefined,
      });
    } catch (error) {
      const freshUntil = error.name === 'TimeoutError' ? now() + TIMED_OUT_KEPT_MS : 0;
      return remember(name, entryUrl, { descriptor: null, freshUntil, problem: `unreachable (${error.name})` });
    }
  }

  function descriptorOf(name, entryUrl, owners) {
    if (!entryUrl) return Promise.resolve(null);
    const key = keyOf(name, entryUrl);
    const entry = kept.get(key);
    if (entry && now() < entry.freshUntil) {
      observe({ remote: name, entryUrl, outcome: 'hit' });
      return Promise.resolve(entry.descriptor);
    }
    if (!pending.has(key)) {
      pending.set(
        key,
        revalidate(name, entryUrl, owners).finally(() => pending.delete(key)),
      );
    }
    return pending.get(key).then((kept) => kept.descriptor);
  }

  /** The owner's entry for one route of the host's table, if it publishes one. */
  async function entryOf(owned, owners, entries) {
    if (!owned) return undefined;
    const routes = (await descriptorOf(owned.owner, entries?.[owned.owner], owners))?.routes ?? {};
    return Object.hasOwn(routes, owned.pattern) ? routes[owned.pattern] : undefined;
  }

  return {
    /**
     * Every remote's descriptor, read as a page reads its owner's (the readiness probe, ./probes.js).
     * @param {Array<[string, string]>} [entries] remote name and entry URL of each version in force
     */
    readAll: (owners = {}, entries = Object.entries(remotes ?? {})) =>
      Promise.all(entries.map(([name, entryUrl]) => descriptorOf(name, entryUrl, owners))),
    /**
     * What the page of `pathname` takes from the remotes: the route's owner (the host's route
     * table) and its entry there (screen, first calls), and the route-start entry of the route
     * the page opens: its own, or on the entry page `/` the route of its `liff.state` deep link
     * (inside LINE the app is opened there and liff.init moves to the deep link's route).
     * @param {string} pathname the page's normalised path
     * @param {{ search?: string, owners?: Record<string, string>, remotes?: Record<string, string> }} [request] search: the query
     *   without `?`; owners: route pattern → the remote that draws it (route-owners.json);
     *   remotes: each remote's entry URL for this request (./remote-versions.js)
     * @returns {Promise<{ owner?: string, route?: object, routeStarts: Record<string, { firstCalls?: string, nextHostRoute?: string }> }>}
     */
    async forPage(pathname, { search = '', owners = {}, remotes: entries = remotes } = {}) {
      const owned = ownedRoute(owners, pathname);
      const opened = pathname === '/' ? ownedRoute(owners, deepLinkedPath(search)) : owned;
      const [route, start] = await Promise.all([
        entryOf(owned, owners, entries),
        opened === owned ? null : entryOf(opened, owners, entries),
      ]);
      const startEntry = opened === owned ? route : start;
      const page = { routeStarts: {} };
      if (owned) page.owner = owned.owner;
      if (route) page.route = route;
      if (startEntry?.firstCalls || startEntry?.nextHostRoute)
        page.routeStarts[opened.pattern] = { firstCalls: startEntry.firstCalls, nextHostRoute: startEntry.nextHostRoute };
      return page;
    },
  };
}

module.exports = { createRemoteScreens, descriptorProblem, DESCRIPTOR_FILE };
