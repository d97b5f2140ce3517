// The host's server takes from each remote's deploy, at request time, what the remote publishes
// beside its remoteEntry.js (the URL in the runtime config): `first-screens.json`, written by the
// remote's own build (docs/remote-screens.md), one entry per route of its pages.ts. Which remote
// draws which route is composed from those lists (./remote-routes.js); a page takes from its
// route's owner that route's entry (screen, first calls). A remote's file is untrusted input with
// limits (docs/serving.md, "What the host takes from upstreams"): time, bytes, no redirect,
// freshness capped, markup on an allow-list (./screen-markup.js). A remote that is down, slow or
// answers something else is left out: its routes are served without a screen, never with an
// error, and never slower than one timeout per interval; its last good route list stands.
const { composeRoutes, routeMatches, routeOf } = require('./remote-routes');
const { markupProblem, styleProblem } = require('./screen-markup');
const { isRecord } = require('./is-record');

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
const PLAN = /^[a-z][a-z0-9-]*$/;
// The problems of a read that had no usable answer (the rest refuse what the remote answered).
const UNANSWERED = /^(unreachable|answered)/;

/** Why `screen`, the entry's field `name`, is not a first screen the page may carry, or null. */
function screenProblem(screen, name) {
  if (!isRecord(screen)) return `${name} is not an object`;
  if (typeof screen.html !== 'string') return `${name}.html is not markup`;
  const markup = markupProblem(screen.html);
  if (markup) return `${name}.html: ${markup}`;
  if (typeof screen.whole !== 'boolean' || typeof screen.latinText !== 'boolean')
    return `${name}.whole or ${name}.latinText is not a boolean`;
  if (!Array.isArray(screen.styles)) return `${name}.styles is not a list`;
  return screen.styles.map(styleProblem).find(Boolean) ?? null;
}

/** The text of the first heading of `html` (allow-listed markup), which names an English page (./page-language.js), or ''. */
const headingText = (html) => (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, '').trim();

/** Why `descriptor` is not a first-screens.json the server can use, or null (shape only: the remote owns the content). */
function descriptorProblem(descriptor) {
  if (!isRecord(descriptor) || descriptor.version !== 1 || !isRecord(descriptor.routes)) return 'not a version 1 descriptor with routes';
  for (const [route, entry] of Object.entries(descriptor.routes)) {
    if (!ROUTE.test(route)) return `${route}: not a route`;
    if (!isRecord(entry)) return `${route}: not an object`;
    // The route's first screen in Thai, and in English (screenEn), refused alike.
    for (const field of ['screen', 'screenEn']) {
      const problem = entry[field] === undefined ? null : screenProblem(entry[field], field);
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
 * The body as text, or null once it is over MAX_BYTES: a declared length is checked before
 * anything is read, and the bytes are counted as they arrive, so the host never holds more.
 */
async function boundedText(response) {
  if (Number(response.headers.get('content-length')) > MAX_BYTES) {
    await response.body?.cancel();
    return null;
  }
  const chunks = [];
  let size = 0;
  // Leaving the loop early cancels the stream: the rest is never read.
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The path a LINE deep link (`liff.state` on the entry page) opens, or null. */
function deepLinkedPath(search) {
  const target = new URLSearchParams(search).get('liff.state');
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  return URL.parse(target, 'https://app.invalid')?.pathname ?? null;
}

/**
 * @param {{ remotes: Record<string, string>, fetchImpl?: typeof fetch, now?: () => number, warn?: (message: string) => void, observe?: (read: { remote: string, entryUrl: string, outcome: 'hit' | 'refreshed' | 'failed' | 'refused', problem?: string }) => void, claimsRefused?: (refused: { remote: string, count: number }) => void, revalidateAfterMs?: number, timeoutMs?: number }} opts
 *   remotes: remote name → its remoteEntry.js URL (the runtime config's `remotes`), unless a page
 *   names the ones chosen for it (./remote-versions.js)
 *   observe: told of every read of a descriptor, for the metrics and the readiness probe (./probes.js)
 *   claimsRefused: told how many of a remote's route claims are refused, whenever that changes (the metrics)
 */
function createRemoteScreens({
  remotes = {},
  fetchImpl = fetch,
  now = Date.now,
  warn = console.warn,
  observe = () => {},
  claimsRefused = () => {},
  revalidateAfterMs = REVALIDATE_AFTER_MS,
  timeoutMs = TIMEOUT_MS,
}) {
  /**
   * Each remote version's last read, by remote and entry URL (each published version has its own
   * descriptor, ./remote-versions.js): its descriptor when usable (null otherwise) and, apart, its
   * last good route list, which a failed read keeps: a remote that is down still owns its routes.
   * @type {Map<string, { etag?: string, descriptor: object | null, routes?: string[], freshUntil: number, problem?: string }>}
   */
  const kept = new Map();
  const pending = new Map();
  let owners = {};
  const refusedSaid = new Map();

  const keyOf = (name, entryUrl) => `${name} ${entryUrl}`;
  const remember = (name, entryUrl, entry) => {
    const key = keyOf(name, entryUrl);
    const before = kept.get(key);
    if (entry.problem && entry.problem !== before?.problem) warn(`first screens of remote "${name}" left out: ${entry.problem}`);
    const outcome = entry.problem ? (UNANSWERED.test(entry.problem) ? 'failed' : 'refused') : 'refreshed';
    observe({ remote: name, entryUrl, outcome, problem: entry.problem });
    const routes = entry.descriptor ? Object.keys(entry.descriptor.routes) : before?.routes;
    kept.set(key, { ...entry, routes });
    return kept.get(key);
  };

  async function revalidate(name, entryUrl) {
    const before = kept.get(keyOf(name, entryUrl));
    const fresh = (response) => now() + Math.max(maxAgeMs(response.headers.get('cache-control')), revalidateAfterMs);
    try {
      const response = await fetchImpl(new URL(DESCRIPTOR_FILE, entryUrl), {
        headers: before?.etag && before.descriptor ? { 'If-None-Match': before.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
        // A remote's answer is its own file or nothing: never a request to an address it names.
        redirect: 'manual',
      });
      if (response.status === 304 && before?.descriptor) return remember(name, entryUrl, { ...before, freshUntil: fresh(response) });
      if (response.status !== 200) {
        await response.body?.cancel();
        return remember(name, entryUrl, { descriptor: null, freshUntil: fresh(response), problem: `answered ${response.status}` });
      }
      const text = await boundedText(response);
      if (text === null) return remember(name, entryUrl, { descriptor: null, freshUntil: fresh(response), problem: 'too large' });
      let descriptor;
      try {
        descriptor = JSON.parse(text);
      } catch {
        return remember(name, entryUrl, { descriptor: null, freshUntil: fresh(response), problem: 'not JSON' });
      }
      const problem = descriptorProblem(descriptor);
      if (problem) return remember(name, entryUrl, { descriptor: null, freshUntil: fresh(response), problem });
      // Found once per read, not on every English page; whatever `heading` the remote sent is replaced.
      for (const entry of Object.values(descriptor.routes)) if (entry.screenEn) entry.screenEn.heading = headingText(entry.screenEn.html);
      return remember(name, entryUrl, { etag: response.headers.get('etag') ?? undefined, descriptor, freshUntil: fresh(response) });
    } catch (error) {
      const freshUntil = error.name === 'TimeoutError' ? now() + TIMED_OUT_KEPT_MS : 0;
      // fetch rejects every network failure as a TypeError; the operator needs its cause's code
      // (ECONNREFUSED, ENOTFOUND, a certificate's) to know what to mend.
      const cause = error.cause?.code ?? error.name;
      return remember(name, entryUrl, { descriptor: null, freshUntil, problem: `unreachable (${cause})` });
    }
  }

  /** The remote version's kept read while fresh, else a new one (pages asking together share it). */
  function read(name, entryUrl) {
    const key = keyOf(name, entryUrl);
    const entry = kept.get(key);
    if (entry && now() < entry.freshUntil) {
      observe({ remote: name, entryUrl, outcome: 'hit' });
      return Promise.resolve(entry);
    }
    if (!pending.has(key))
      pending.set(
        key,
        revalidate(name, entryUrl).finally(() => pending.delete(key)),
      );
    return pending.get(key);
  }

  /**
   * Every remote's route list, for a page of `pathname`. A page waits for a remote's read only
   * where that remote's list is unknown or names the page's route, or where no known route is the
   * page's (a remote may just have added it); elsewhere the kept list serves and the read goes on
   * behind, so a slow remote never slows the pages of other routes.
   */
  async function readLists(pathname, hostRoutes, entries) {
    const names = Object.keys(entries);
    const keptOf = (name) => kept.get(keyOf(name, entries[name]));
    const claims = (routes) => routes.some((route) => routeMatches(route, pathname));
    const known = claims(hostRoutes) || names.some((name) => claims(keptOf(name)?.routes ?? []));
    await Promise.all(
      names.map((name) => {
        const routes = keptOf(name)?.routes;
        const reading = read(name, entries[name]);
        return !known || routes === undefined || claims(routes) ? reading : null;
      }),
    );
    return names.map((name) => [name, keptOf(name)?.routes ?? null]);
  }

  /**
   * Composes the route owners (`owners`) from the lists and returns the remotes whose list is
   * unread; each remote's refused claims are said once per change.
   */
  function composeFrom(lists, hostRoutes) {
    const composed = composeRoutes({ hostRoutes, lists, previous: owners });
    owners = composed.owners;
    for (const name of Object.keys(remotes)) {
      const refused = composed.refused[name] ?? [];
      const said = refused.map(({ route, reason }) => `${route} (${reason})`).join(', ');
      if (said === (refusedSaid.get(name) ?? '')) continue;
      refusedSaid.set(name, said);
      if (said) warn(`routes of remote "${name}" refused: ${said}`);
      claimsRefused({ remote: name, count: refused.length });
    }
    return composed.unread;
  }

  /** The owner's entry for one route, if its descriptor is usable now. */
  function entryOf(route, entries) {
    const owner = route ? owners[route] : undefined;
    const routes = owner ? kept.get(keyOf(owner, entries[owner]))?.descriptor?.routes : undefined;
    return routes && Object.hasOwn(routes, route) ? routes[route] : undefined;
  }

  return {
    /**
     * Every remote's descriptor, read as a page reads it (the readiness probe, ./probes.js).
     * @param {Array<[string, string]>} entries remote name and entry URL of each version in force
     */
    readAll: (entries) => Promise.all(entries.map(([name, entryUrl]) => read(name, entryUrl))),
    /**
     * What the page of `pathname` takes from the remotes: which remote draws which route (the
     * page gives the app this map), the route's owner and its entry there (screen, first calls),
     * and the route-start entry of the route the page opens: its own, or on the entry page `/` the
     * route of its `liff.state` deep link (inside LINE the app is opened there and liff.init moves
     * to the deep link's route).
     * @param {string} pathname the page's normalised path
     * @param {{ search?: string, hostRoutes?: string[], nextRemoteRoutes?: Record<string, string>, remotes?: Record<string, string> }} [request] search: the query without `?`;
     *   hostRoutes: the host's own routes (host-routes.json), which no remote takes;
     *   nextRemoteRoutes: the remote route a host route goes on to by itself (host-routes.json);
     *   remotes: each remote's entry URL for this request (./remote-versions.js)
     * @returns {Promise<{ owner?: string, nextOwner?: string, route?: object, routeStarts: Record<string, { firstCalls?: string, nextHostRoute?: string }>, remoteRoutes: { routes: Record<string, string>, unread: string[] } }>}
     */
    async forPage(pathname, { search = '', hostRoutes = [], nextRemoteRoutes = {}, remotes: entries = remotes } = {}) {
      const deepLink = pathname === '/' ? deepLinkedPath(search) : null;
      // The path the app opens: the page's own, or its deep link's.
      const openedPath = deepLink ?? pathname;
      const unread = composeFrom(await readLists(openedPath, hostRoutes, entries), hostRoutes);
      const route = routeOf(owners, pathname);
      const opened = deepLink ? routeOf(owners, deepLink) : route;
      const { firstCalls, nextHostRoute } = entryOf(opened, entries) ?? {};
      // The remote route the opened host route goes on to by itself.
      const next = routeOf(owners, nextRemoteRoutes[openedPath]);
      return {
        owner: route ? owners[route] : undefined,
        nextOwner: next ? owners[next] : undefined,
        route: entryOf(route, entries),
        routeStarts: firstCalls || nextHostRoute ? { [opened]: { firstCalls, nextHostRoute } } : {},
        remoteRoutes: { routes: owners, unread },
      };
    },
  };
}

module.exports = { createRemoteScreens, descriptorProblem, DESCRIPTOR_FILE };
