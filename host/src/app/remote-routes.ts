import { matchPath } from 'react-router-dom';
import type { RemoteName } from 'shared-kernel';
import { REMOTE_CONTAINERS } from '../federation/remote-containers';

/**
 * Which remote draws which route, as the host's server composed it from what each remote
 * publishes (docs/remote-screens.md, "Whose route it is"), and the remotes whose routes it could
 * not read: a path of no known route may be one of theirs.
 */
export interface RemoteRoutes {
  routes: ReadonlyArray<readonly [string, RemoteName]>;
  unread: readonly RemoteName[];
}

const isRemoteName = (value: unknown): value is RemoteName =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(REMOTE_CONTAINERS, value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The page's `<script type="application/json" id="remote-routes">`, checked. A page without it
 * (a dev server, which no server fills) knows no remote's routes: every remote is unread, and a
 * remote's path is found by asking the remotes themselves (./unknown-route.tsx).
 */
export function readRemoteRoutes(doc: Document = document): RemoteRoutes {
  const everyRemote: RemoteRoutes = { routes: [], unread: Object.keys(REMOTE_CONTAINERS).filter(isRemoteName) };
  const text = doc.getElementById('remote-routes')?.textContent?.trim();
  if (!text) return everyRemote;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return everyRemote;
  }
  if (!isRecord(parsed) || !isRecord(parsed.routes) || !Array.isArray(parsed.unread)) return everyRemote;
  const routes = Object.entries(parsed.routes).flatMap(([path, owner]) =>
    path.startsWith('/') && isRemoteName(owner) ? [[path, owner] as const] : [],
  );
  return { routes, unread: parsed.unread.filter(isRemoteName) };
}

let read: { text: string | undefined; routes: RemoteRoutes } | null = null;

/** This page's remote routes (read again only if the page's element changed). */
export function remoteRoutes(): RemoteRoutes {
  const text = document.getElementById('remote-routes')?.textContent ?? undefined;
  if (read === null || read.text !== text) read = { text, routes: readRemoteRoutes() };
  return read.routes;
}

/** The route of `routes` that `pathname` is: the exact one, else the pattern it matches. */
export function routeMatching(routes: readonly string[], pathname: string): string | undefined {
  return routes.find((route) => route === pathname) ?? routes.find((route) => matchPath(route, pathname));
}

/** The remote route `pathname` is, and its owner, if the page knows one. */
export function remoteRouteOf(pathname: string): { path: string; remote: RemoteName } | null {
  const owners = new Map(remoteRoutes().routes);
  const path = routeMatching([...owners.keys()], pathname);
  const remote = path && owners.get(path);
  return path && remote ? { path, remote } : null;
}
