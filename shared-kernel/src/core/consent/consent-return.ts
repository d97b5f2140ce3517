import { PATHS } from '../routing/paths';
import { currentFlow } from '../session/verified-journey';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';
import { randomUuid } from '../random-uuid';

/** The marker /stamp-consent-action writes and the consent pages poll for. */
export const CONSENT_GO_NEXT = 'goNext';
export const CONSENT_POLL_MS = 5000;

export interface ConsentReturn {
  transactionReference: string;
  status: string;
}

// A marker is only believed for the form this tab opened. A consent page names the form when it
// opens the frame (openConsentForm); the return page stamps the marker with the form open at that
// moment; readers accept only a marker stamped with the form still open. A marker written with
// no form open (left over from an earlier journey, or /stamp-consent-action opened by hand) is
// never read and is wiped when a consent page opens. The bank checks the transaction itself.

/** Starts a form: wipes any earlier marker and names the form now open. Answers its id. */
export function openConsentForm(): string {
  clearConsentReturn();
  const id = randomUuid();
  sessionStore.set(SESSION_KEYS.consentFormId, id);
  return id;
}

/** Stores transactionReference, status and the goNext marker; returns where a top-level visit goes back to. */
export function recordConsentReturn(search: string): string {
  const query = new URLSearchParams(search);
  sessionStore.set(SESSION_KEYS.consentTransactionReference, query.get('transactionReference') ?? '');
  sessionStore.set(SESSION_KEYS.consentStatus, query.get('status') ?? '');
  sessionStore.set(SESSION_KEYS.consentMarker, CONSENT_GO_NEXT);
  sessionStore.set(SESSION_KEYS.consentReturnFormId, sessionStore.get(SESSION_KEYS.consentFormId) ?? '');
  return currentFlow() === 'manage-consent' ? PATHS.consentMaintenance : PATHS.consentCollection;
}

/** The stored result once the marker is there for the form still open, else null. */
export function readConsentReturn(): ConsentReturn | null {
  if (sessionStore.get(SESSION_KEYS.consentMarker) !== CONSENT_GO_NEXT) return null;
  const open = sessionStore.get(SESSION_KEYS.consentFormId);
  if (!open || sessionStore.get(SESSION_KEYS.consentReturnFormId) !== open) return null;
  return {
    transactionReference: sessionStore.get(SESSION_KEYS.consentTransactionReference) ?? '',
    status: sessionStore.get(SESSION_KEYS.consentStatus) ?? '',
  };
}

/** Forgets the marker, its result and the open form (after the result is sent, or when stale). */
export function clearConsentReturn(): void {
  sessionStore.remove(SESSION_KEYS.consentMarker);
  sessionStore.remove(SESSION_KEYS.consentTransactionReference);
  sessionStore.remove(SESSION_KEYS.consentStatus);
  sessionStore.remove(SESSION_KEYS.consentFormId);
  sessionStore.remove(SESSION_KEYS.consentReturnFormId);
}
