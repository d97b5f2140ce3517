// The host's server takes each remote's first screens from that remote's deploy, at request time:
// `first-screens.json` beside the remote's remoteEntry.js (the URL in the runtime config), written
// by the remote's own build (docs/remote-screens.md). Kept per remote and revalidated with its
// ETag once older than its max-age (or REVALIDATE_AFTER_MS), so a remote deploy changes its
// screens without a host deploy. A remote that is down, slow or answers something else is left
// out: its routes are served without a screen, never with an error.
const DESCRIPTOR_FILE = 'first-screens.json';
const REVALIDATE_AFTER_MS = 5_000;
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
  if (typeof screen.html !== 'string' || /<\/?script/i.test(screen.html)) return 'screen.html is not markup without scripts';
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
  return match ? Number(match[1]) * 1000 : 0;
};

/**
 * @param {{ remotes: Record<string, string>, fetchImpl?: typeof fetch, now?: () => number, warn?: (message: string) => void, observe?: (read: { remote: string, outcome: 'hit' | 'refreshed' | 'failed' | 'refused', problem?: string }) => void, revalidateAfterMs?: number, timeoutMs?: number }} opts
 *   remotes: remote name → its remoteEntry.js URL (the runtime config's `remotes`)
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
  /** @type {Map<string, { etag?: string, descriptor: object | null, freshUntil: number, problem?: string }>} */
  const kept = new Map();
  const pending = new Map();

  const remember = (name, entry) => {
    const before = kept.get(name);
    if (entry.problem && entry.problem !== before?.problem) warn(`first screens of remote "${name}" left out: ${entry.problem}`);
    const outcome = entry.problem ? (UNANSWERED.test(entry.problem) ? 'failed' : 'refused') : 'refreshed';
    observe({ remote: name, outcome, problem: entry.problem });
    kept.set(name, entry);
    return entry;
  };

  async function revalidate(name, entryUrl) {
    const before = kept.get(name);
    const fresh = (response) => now() + Math.max(maxAgeMs(response.headers.get('cache-control')), revalidateAfterMs);
    try {
      const response = await fetchImpl(new URL(DESCRIPTOR_FILE, entryUrl), {
        headers: before?.etag ? { 'If-None-Match': before.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && before) return remember(name, { ...before, freshUntil: fresh(response) });
      if (response.status !== 200)
        return remember(name, { descriptor: null, freshUntil: fresh(response), problem: `answered ${response.status}` });
      const text = await response.text();
      if (text.length > MAX_BYTES) return remember(name, { descriptor: null, freshUntil: fresh(response), problem: 'too large' });
      let descriptor;
      try {
        descriptor = JSON.parse(text);
      } catch {
        return remember(name, { descriptor: null, freshUntil: fresh(response), problem: 'not JSON' });
      }
      const problem = descriptorProblem(descriptor);
      if (problem) return remember(name, { descriptor: null, freshUntil: fresh(response), problem });
      return remember(name, { etag: response.headers.get('etag') ?? undefined, descriptor, freshUntil: fresh(response) });
    } catch (error) {
      // Down or slow: asked again on the next page, not kept.
      return remember(name, { descriptor: null, freshUntil: 0, problem: `unreachable (${error.name})` });
    }
  }

  function descriptorOf(name, entryUrl) {
    const entry = kept.get(name);
    if (entry && now() < entry.freshUntil) {
      observe({ remote: name, outcome: 'hit' });
      return Promise.resolve(entry.descriptor);
    }
    if (!pending.has(name)) {
      pending.set(
        name,
        revalidate(name, entryUrl).finally(() => pending.delete(name)),
      );
    }
    return pending.get(name).then((kept) => kept.descriptor);
  }

  return {
    /**
     * What the page of `pathname` takes from the remotes: the route's owner and its entry there
     * (screen, first calls) if a remote lists the route, and every remote's route-start entries.
     * @returns {Promise<{ owner?: string, route?: object, routeStarts: Record<string, { firstCalls?: string, nextHostRoute?: string }> }>}
     */
    async forPage(pathname) {
      const names = Object.keys(remotes ?? {});
      const descriptors = await Promise.all(names.map((name) => descriptorOf(name, remotes[name])));
      const page = { routeStarts: {} };
      names.forEach((name, i) => {
        for (const [route, entry] of Object.entries(descriptors[i]?.routes ?? {})) {
          if (!page.owner && routeMatches(route, pathname)) Object.assign(page, { owner: name, route: entry });
          if ((entry.firstCalls || entry.nextHostRoute) && !page.routeStarts[route]) {
            page.routeStarts[route] = { firstCalls: entry.firstCalls, nextHostRoute: entry.nextHostRoute };
          }
        }
      });
      return page;
    },
  };
}

module.exports = { createRemoteScreens, descriptorProblem, DESCRIPTOR_FILE };
