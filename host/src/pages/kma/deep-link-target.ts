import { originOf } from 'shared-kernel';

/** Schemes that would run code or read local data in the LIFF window: never followed. */
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'filesystem:']);

/**
 * The bank's authenticationApplicationUri is followed only when it is a web page on an origin
 * we trust (runtime config frameOrigins, or our own) or a custom app scheme such as
 * `kplus://...`. Anything else is refused: a tampered answer must not turn into a redirect to
 * a phishing page or a script URL.
 */
export function isFollowableDeepLink(candidate: string, trustedOrigins: readonly string[], ownOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    return url.origin === ownOrigin || trustedOrigins.some((origin) => originOf(origin) === url.origin);
  }
  if (FORBIDDEN_SCHEMES.has(url.protocol)) return false;
  // A custom app scheme: letters first, then letters, digits, + . - (RFC 3986).
  return /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol);
}
