import { matchPath } from 'react-router-dom';
import { NEXT_HOST_SCREEN, ROUTE_TABLE } from '../app/route-table';
import { loadRemotePage } from './load-remote-page';

/**
 * Starts fetching the remote page of the URL being opened while LIFF starts up, instead of
 * after: on a slow phone network the remote entry and page chunk then arrive in parallel with
 * the LIFF SDK rather than behind it; so is the host screen the route goes on to by itself
 * (NEXT_HOST_SCREEN). A failure here is ignored; the route reports its own.
 */
export function warmCurrentRoute(pathname: string): void {
  NEXT_HOST_SCREEN[pathname]?.().catch(() => undefined);
  const match = ROUTE_TABLE.find(([path]) => matchPath(path, pathname));
  if (!match || match[1].owner === 'host') return;
  loadRemotePage(match[1].owner, match[0]).catch(() => undefined);
}
