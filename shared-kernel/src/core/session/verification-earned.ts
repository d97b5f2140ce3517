import { getDefaultStore } from 'jotai';
import { patchRegistrationAtom } from '../state/registration';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';

/**
 * A verification earned: its verify token is kept for the journey (read back through
 * ./verified-journey.ts). Apart from it because it touches the app's state, which the start-up's
 * modules must not (shared-kernel/src/core/start-up.ts).
 */
export function storeVerifyToken(token: string): void {
  sessionStore.set(SESSION_KEYS.verifyToken, token);
  // The idle limit counts from the verified screen this opens, not a tap on an earlier verification's.
  sessionStore.remove(SESSION_KEYS.verifiedActiveAt);
  // A fresh verification starts from the bank's account list: one held from before may be stale
  // (the account screens reload when they hold none).
  getDefaultStore().set(patchRegistrationAtom, { bankAccounts: [], defaultBankAccounts: [] });
}
