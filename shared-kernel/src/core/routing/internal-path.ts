import { PATHS } from './paths';

const STATIC_PATHS = new Set<string>(Object.values(PATHS).filter((p) => !p.includes(':')));
const ACCOUNT_DETAIL = /^\/add-account\/\d{10}$/;
const isKernelPath = (pathname: string): boolean => STATIC_PATHS.has(pathname) || ACCOUNT_DETAIL.test(pathname);

/**
 * A path from a query string or storage (liff.state, wantToGoTo) is followed only when it is
 * one of our own routes (`isRoute`: the host knows the remotes' routes from its page; by default
 * the kernel's paths): never another origin, a protocol-relative URL or a script URL.
 * Returns the safe path with its query, or null.
 */
export function safeInternalPath(
  candidate: string | null | undefined,
  isRoute: (pathname: string) => boolean = isKernelPath,
): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(candidate, 'https://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://app.invalid') return null;
  if (!isRoute(url.pathname)) return null;
  if (url.pathname === PATHS.entry) return null;
  return `${url.pathname}${url.search}`;
}
