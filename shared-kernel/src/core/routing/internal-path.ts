import { PATHS } from './paths';

const STATIC_PATHS = new Set<string>(Object.values(PATHS).filter((p) => !p.includes(':')));
const ACCOUNT_DETAIL = /^\/add-account\/\d{10}$/;

/**
 * A path from a query string or storage (liff.state, wantToGoTo) is followed only when it is
 * one of our own routes: never another origin, a protocol-relative URL or a script URL.
 * Returns the safe path with its query, or null.
 */
export function safeInternalPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(candidate, 'https://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://app.invalid') return null;
  if (!STATIC_PATHS.has(url.pathname) && !ACCOUNT_DETAIL.test(url.pathname)) return null;
  if (url.pathname === PATHS.entry) return null;
  return `${url.pathname}${url.search}`;
}
