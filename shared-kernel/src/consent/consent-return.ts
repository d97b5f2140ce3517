import { PATHS } from '../routing/paths';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';

/** The marker /stamp-consent-action writes and the consent pages poll for (SPEC.md section 2). */
export const CONSENT_GO_NEXT = 'goNext';
export const CONSENT_POLL_MS = 5000;

export interface ConsentReturn {
  transactionReference: string;
  status: string;
}

/** Stores transactionReference, status and the goNext marker; returns where a top-level visit goes back to. */
export function recordConsentReturn(search: string): string {
  const query = new URLSearchParams(search);
  sessionStore.set(SESSION_KEYS.consentTransactionReference, query.get('transactionReference') ?? '');
  sessionStore.set(SESSION_KEYS.consentStatus, query.get('status') ?? '');
  sessionStore.set(SESSION_KEYS.consentMarker, CONSENT_GO_NEXT);
  return sessionStore.get(SESSION_KEYS.flow) === 'manage-consent' ? PATHS.consentMaintenance : PATHS.consentCollection;
}

/** The stored result once the marker is there, else null. */
export function readConsentReturn(): ConsentReturn | null {
  if (sessionStore.get(SESSION_KEYS.consentMarker) !== CONSENT_GO_NEXT) return null;
  return {
    transactionReference: sessionStore.get(SESSION_KEYS.consentTransactionReference) ?? '',
    status: sessionStore.get(SESSION_KEYS.consentStatus) ?? '',
  };
}

export function clearConsentReturn(): void {
  sessionStore.remove(SESSION_KEYS.consentMarker);
  sessionStore.remove(SESSION_KEYS.consentTransactionReference);
  sessionStore.remove(SESSION_KEYS.consentStatus);
}
