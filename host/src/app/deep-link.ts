import { safeInternalPath, type RuntimeConfig } from 'shared-kernel';

/**
 * The route a LINE deep link (`liff.state`) asks for, when the app must follow it itself. With
 * the real SDK, liff.init replaces the URL with the liff.state path before it resolves, so the
 * page opens on that route directly and the app leaves the redirect to LINE; only the mock
 * leaves liff.state for the app to follow.
 */
export function deepLinkedPath(search: string, config: Pick<RuntimeConfig, 'liffMock'>): string | null {
  if (!config.liffMock) return null;
  return safeInternalPath(new URLSearchParams(search).get('liff.state'));
}

/** The route being opened: the deep link's on the entry page, else the address itself. */
export function routeBeingOpened(location: Pick<Location, 'pathname' | 'search'>, config: Pick<RuntimeConfig, 'liffMock'>): string {
  const deepLink = location.pathname === '/' ? deepLinkedPath(location.search, config) : null;
  return deepLink ? new URL(deepLink, 'https://app.invalid').pathname : location.pathname;
}
