/**
 * Build time only (scripts/prerender-landing.js): which remote draws each client route, read
 * from the app's own route table, so the server can tell the browser to fetch that remote's
 * entry together with the HTML instead of after the host's scripts have run.
 */
import type { RemoteName } from 'shared-kernel';
import { ROUTE_TABLE } from '../../host/src/app/route-table';

export function routeOwners(): Record<string, RemoteName> {
  const owners: Record<string, RemoteName> = {};
  for (const [path, route] of ROUTE_TABLE) if (route.owner !== 'host') owners[path] = route.owner;
  return owners;
}
