import { createHash } from 'node:crypto';
import { BankError } from '../errors/bank-error';
import type { LineIdTokenClaims } from '../line/id-token';
import type { Store } from '../state/store';

// A LINE ID token is exchanged once. LIFF keeps one ID token for its whole session (up to an
// hour) and the app sends it again to renew its access token (LKS0106, a reload), so a later
// exchange of the same ID token is accepted only from the holder of the session it opened: its
// `oldAccessToken` must be the access token the previous exchange of that ID token answered.
// A copy of the ID token (a log, a proxy, a screenshot) is then worth nothing to anyone who
// does not already hold the session. LINE's ID tokens carry no `jti`, so the token itself is
// the key: /verify-token accepts one spelling of each signed token only (canonical base64url,
// the low-S signature), so a copy cannot be re-spelt into a "new" one.

const keyOf = (idToken: string): string => createHash('sha256').update(idToken).digest('hex');

export function assertFirstOrRenewal(store: Store, idToken: string, oldAccessToken: string): void {
  const now = store.clock.now();
  for (const [key, exchange] of store.idTokenExchanges) if (exchange.expiresAt <= now) store.idTokenExchanges.delete(key);
  const previous = store.idTokenExchanges.get(keyOf(idToken));
  if (previous && previous.accessToken !== oldAccessToken) throw new BankError('LINE_ID_TOKEN_REUSED');
}

export function recordExchange(store: Store, idToken: string, claims: LineIdTokenClaims, accessToken: string): void {
  store.idTokenExchanges.set(keyOf(idToken), { accessToken, expiresAt: claims.exp * 1000 });
}
