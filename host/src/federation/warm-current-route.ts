import type { ComponentType } from 'react';
import { currentFlow, PATHS, type RemoteName } from 'shared-kernel';
import { readRouteStarts } from 'shared-kernel/start-up';
import { remoteRouteOf } from '../app/remote-routes';
import { loadRequestSettingPage, NEXT_REMOTE_ROUTES } from '../app/route-table';
import { loadRemotePage } from './load-remote-page';

/** The remote page a page load needs first: the route's own, or the one a host route goes on to by itself. */
function firstRemotePath(pathname: string): string {
  const next = NEXT_REMOTE_ROUTES[pathname];
  return next ? new URL(next(currentFlow()), window.location.origin).pathname : pathname;
}

/**
 * Starts fetching the remote page of the URL being opened while LIFF starts up, instead of
 * after: on a slow phone network the remote entry and page chunk then arrive in parallel with
 * the LIFF SDK rather than behind it; so is the host screen the route goes on to by itself, as
 * the route's owner names it (docs/remote-screens.md). A failure here is ignored; the route
 * reports its own.
 */
export function warmCurrentRoute(pathname: string): Promise<void> {
  if (readRouteStarts()[pathname]?.nextHostRoute === PATHS.requestSetting) loadRequestSettingPage().catch(() => undefined);
  const route = remoteRouteOf(firstRemotePath(pathname));
  if (!route) return Promise.resolve();
  const { remote: owner, path } = route;
  return loadRemotePage(owner, path).then(
    (module) => {
      warmed = { remote: owner, path, Page: module.default };
    },
    () => undefined,
  );
}

let warmed: { remote: RemoteName; path: string; Page: ComponentType } | null = null;

/**
 * The page warmed at start-up, once it has arrived: the route draws it at once instead of through
 * React.lazy, which would suspend once and then hold the page back (React reveals content that
 * replaces a fallback in batches, about 300 ms apart) before its first call to the bank can start.
 */
export function warmedPage(remote: RemoteName, path: string): ComponentType | null {
  return warmed?.remote === remote && warmed.path === path ? warmed.Page : null;
}
