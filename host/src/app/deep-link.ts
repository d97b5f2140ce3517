import { safeInternalPath, type RuntimeConfig } from 'shared-kernel';
import { remoteRouteOf, remoteRoutes } from './remote-routes';

/** Whether a path may be a remote's route: one the page names, or any while some remote's routes are unknown. */
const mayBeRemoteRoute = (pathname: string): boolean => remoteRouteOf(pathname) !== null || remoteRoutes().unread.length > 0;

/**
 * A path from a query or storage, with its query, when it is one of the app's routes (the
 * kernel's paths, or a remote's route this page knows), else null: never another origin or a
 * script URL.
 */
export const appPath = (candidate: string | null | undefined): string | null =>
  safeInternalPath(candidate) ?? safeInternalPath(candidate, mayBeRemoteRoute);

/**
 * The route a LINE deep link (`liff.state`) asks for, when the app must follow it itself. With
 * the real SDK, liff.init replaces the URL with the liff.state path before it resolves, so the
 * page opens on that route directly and the app leaves the redirect to LINE; only the mock
 * leaves liff.state for the app to follow.
 */
export function deepLinkedPath(search: string, config: Pick<RuntimeConfig, 'liffMock'>): string | null {
  if (!config.liffMock) return null;
  return appPath(new URLSearchParams(search).get('liff.state'));
}

/** The route being opened: the deep link's on the entry page, else the address itself. */
export function routeBeingOpened(location: Pick<Location, 'pathname' | 'search'>, config: Pick<RuntimeConfig, 'liffMock'>): string {
  const deepLink = location.pathname === '/' ? deepLinkedPath(location.search, config) : null;
  return deepLink ? new URL(deepLink, 'https://app.invalid').pathname : location.pathname;
}
