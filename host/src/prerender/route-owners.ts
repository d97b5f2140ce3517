// Build time only (scripts/prerender-screens.js): which remote draws each route, from the host's
// own route table, so the server takes a remote's first screens only for the routes it owns.
import type { RemoteName } from 'shared-kernel';
import { ROUTE_TABLE } from '../app/route-table';

export function prerender(): { routes: Record<string, RemoteName> } {
  const routes: Record<string, RemoteName> = {};
  for (const [path, route] of ROUTE_TABLE) if (route.owner !== 'host') routes[path] = route.owner;
  return { routes };
}
