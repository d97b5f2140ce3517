import { MINUTE_MS, thaiIso } from '../clock';
import { newId, type Store } from '../state/store';
import type { KmaDecision, KmaRequest } from '../state/types';

// KMA: the bank app confirms the customer. A request lives 5 minutes; the simulated bank-app
// page (/__sandbox/kma) records the person's choice, and polling reads it.

export const KMA_LIFETIME_MS = 5 * MINUTE_MS;
export const REGISTRATION_KMA_RETURN_PATH = '/auth-kma-verification';

export type KmaStatus = 'ACPT' | 'PPRC' | 'FNLD' | 'RJCT' | 'EXPD';

export interface KmaLinks {
  authenticationReference: string;
  authenticationWebUri: string;
  authenticationApplicationUri: string;
  expiryDateTime: string;
}

export type NewKmaRequest = Pick<
  KmaRequest,
  'kind' | 'sub' | 'customerId' | 'registerRef' | 'purpose' | 'redirectPath' | 'accountReference'
>;

export function createKmaRequest(store: Store, fields: NewKmaRequest): KmaRequest {
  const now = store.clock.now();
  const request: KmaRequest = {
    ...fields,
    authRef: newId('KMA'),
    createdAt: now,
    expiresAt: now + KMA_LIFETIME_MS,
    polled: false,
    decision: null,
    decidedAt: null,
    verifyToken: null,
  };
  store.kmaRequests.set(request.authRef, request);
  return request;
}

export function kmaLinks(request: KmaRequest, sandboxUrl: string): KmaLinks {
  // A real bank returns a web fallback and an app deep link; here both open the simulated app.
  const uri = `${sandboxUrl}/__sandbox/kma?authRef=${encodeURIComponent(request.authRef)}`;
  return {
    authenticationReference: request.authRef,
    authenticationWebUri: uri,
    authenticationApplicationUri: uri,
    expiryDateTime: thaiIso(request.expiresAt),
  };
}

/** The status without side effects (the page shows it). */
export function kmaStatus(store: Store, request: KmaRequest): KmaStatus {
  if (request.decision === 'APPROVED') return 'FNLD';
  if (request.decision === 'REJECTED') return 'RJCT';
  if (store.clock.now() >= request.expiresAt) return 'EXPD';
  return request.polled ? 'PPRC' : 'ACPT';
}

/** One poll from the app: the first one is acknowledged (ACPT), later ones wait (PPRC). */
export function pollKma(store: Store, request: KmaRequest): KmaStatus {
  const status = kmaStatus(store, request);
  request.polled = true;
  return status;
}

export function canDecide(store: Store, request: KmaRequest): boolean {
  return request.decision === null && store.clock.now() < request.expiresAt;
}

export function decideKma(store: Store, request: KmaRequest, decision: KmaDecision): void {
  request.decision = decision;
  request.decidedAt = store.clock.now();
}

export type KmaPoll = { status: 'FNLD'; verifyToken: string } | { status: Exclude<KmaStatus, 'FNLD'> };

/**
 * One poll that ends in a verify token: approval is final, so the token is issued on the first
 * poll that sees it and later polls answer FNLD again with the same token.
 */
export function pollKmaForToken(store: Store, request: KmaRequest, issueToken: () => string): KmaPoll {
  const status = pollKma(store, request);
  if (status !== 'FNLD') return { status };
  request.verifyToken ??= issueToken();
  return { status, verifyToken: request.verifyToken };
}
