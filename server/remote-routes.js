// Which remote draws which route, composed from the route lists the remotes publish (the routes of
// each one's first-screens.json, written from its pages.ts; docs/behaviour.md#route-ownership).
// The host's own routes are never a remote's; two remotes never share a path: a claim on a path
// another remote already draws is refused, and the owner keeps it (docs/remote-screens.md, "Whose
// route it is").

/** A route's segments: `/add-account/:accountNo` → ['add-account', ':accountNo']. */
const segmentsOf = (route) => route.split('/').slice(1);
const isParam = (segment) => segment.startsWith(':');

/** A route as the router has it: exact, with `:name` for one path segment. */
function routeMatches(route, pathname) {
  const parts = segmentsOf(route);
  const segments = segmentsOf(pathname);
  return parts.length === segments.length && parts.every((part, i) => part === segments[i] || (isParam(part) && segments[i] !== ''));
}

/** Whether one path could be drawn by both routes. */
function overlap(a, b) {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  return left.length === right.length && left.every((part, i) => part === right[i] || isParam(part) || isParam(right[i]));
}

/**
 * @param {{ hostRoutes: string[], lists: Array<[string, string[] | null]>, previous?: Record<string, string> }} input
 *   hostRoutes: the host's own routes (host-routes.json, written by its build)
 *   lists: each remote's route list in the runtime config's order; null where it was never read
 *   previous: the last composition's owners: a remote that draws a route keeps it
 * @returns {{ owners: Record<string, string>, unread: string[], refused: Record<string, Array<{ route: string, reason: string }>> }}
 *   owners: route → remote; unread: the remotes whose list is unknown; refused: each remote's refused claims
 */
function composeRoutes({ hostRoutes, lists, previous = {} }) {
  const owners = {};
  const refused = {};
  const listed = new Map(lists);
  /**
   * Why `remote` may not draw `route`, or null. A route names its first segment (a remote claiming
   * `/:any` would take every path nobody else has) and has no empty segment.
   */
  const refusal = (route, remote) => {
    const segments = segmentsOf(route);
    if (segments.includes('') || isParam(segments[0])) return 'not a route';
    if (hostRoutes.some((hostRoute) => overlap(hostRoute, route))) return 'a host route';
    const owned = Object.keys(owners).find((other) => owners[other] !== remote && overlap(other, route));
    return owned ? `remote "${owners[owned]}" draws ${owned}` : null;
  };

  // A route keeps the remote that drew it while that remote still lists it; then, in the runtime
  // config's order, every other claim: so a newcomer never takes a route, and two claims first seen
  // together (a server starting) go to the remote named first.
  const incumbents = Object.entries(previous).filter(([route, remote]) => listed.get(remote)?.includes(route));
  const newcomers = lists.flatMap(([remote, routes]) =>
    (routes ?? []).filter((route) => previous[route] !== remote).map((route) => [route, remote]),
  );
  for (const [route, remote] of [...incumbents, ...newcomers]) {
    const reason = refusal(route, remote);
    if (reason) (refused[remote] ??= []).push({ route, reason });
    else owners[route] = remote;
  }
  const unread = lists.filter(([, routes]) => routes === null).map(([remote]) => remote);
  return { owners, unread, refused };
}

/** The route of `owners` that `pathname` is (an exact route before a pattern), or null. */
function routeOf(owners, pathname) {
  if (!pathname) return null;
  if (Object.hasOwn(owners, pathname)) return pathname;
  return Object.keys(owners).find((route) => routeMatches(route, pathname)) ?? null;
}

module.exports = { composeRoutes, routeOf, routeMatches };
