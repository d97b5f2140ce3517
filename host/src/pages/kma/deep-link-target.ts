import { type RuntimeConfig } from 'shared-kernel';
import { originOf } from 'shared-kernel/consent-frames';

/** The runtime config's list of what a KMA link may open. */
export type KmaLinkRules = Pick<RuntimeConfig, 'kmaAppSchemes' | 'kmaWebOrigins'>;

/**
 * The bank's authenticationApplicationUri is followed only when it opens the bank app by one
 * of its own schemes, or the bank's own web page, both named in the runtime config. Everything
 * else is refused: a tampered answer must not become a redirect to a phishing page, a script
 * URL, an Android intent with a browser fallback, an app install, a store page or an SMS.
 */
export function isFollowableDeepLink(candidate: string, rules: KmaLinkRules): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    return rules.kmaWebOrigins.some((allowed) => originOf(allowed) === url.origin);
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  return rules.kmaAppSchemes.some((allowed) => allowed.toLowerCase() === scheme);
}
