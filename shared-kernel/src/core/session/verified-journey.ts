import { isFlow, type Flow } from '../routing/flow';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';

/**
 * The verified journey (docs/behaviour.md#verification-journey): the flow that asked for identity
 * verification, the verify token earned for it, and whether the customer has the bank app.
 * Every page of every package reads and clears them here, never through their storage keys.
 */

export function currentFlow(): Flow | null {
  const value = sessionStore.get(SESSION_KEYS.flow);
  return isFlow(value) ? value : null;
}

/** A journey that asks for verification begins: a token earned for another one never carries into it. */
export function startJourney(flow: Flow): void {
  sessionStore.remove(SESSION_KEYS.verifyToken);
  sessionStore.set(SESSION_KEYS.flow, flow);
}

/**
 * A journey is over (back on the settings menu, the service cancelled, a statement link opened by
 * a customer who is not registered): nothing verified is left to continue, and
 * the journey's error category ends with it, so a later journey's error page is not reported
 * under it (docs/behaviour.md#error-category).
 */
export function endJourney(): void {
  sessionStore.remove(SESSION_KEYS.verifyToken);
  sessionStore.remove(SESSION_KEYS.flow);
  sessionStore.remove(SESSION_KEYS.errorCategory);
}

export const readVerifyToken = (): string | null => sessionStore.get(SESSION_KEYS.verifyToken);

/** The bank no longer accepts the token (docs/behaviour.md#expired-tokens); the flow stays, to verify again. */
export const forgetVerifyToken = (): void => sessionStore.remove(SESSION_KEYS.verifyToken);

/** A verify token counts only for the flow it was earned in. */
export const isVerifiedFor = (flow: Flow): boolean => Boolean(readVerifyToken()) && currentFlow() === flow;

// Stored as the strings 'true'/'false', as earlier releases did, so a customer mid-journey across a
// deploy reads the same answer. Unknown counts as yes: only the bank's 'no' (or an app that was not
// found) hides the bank-app choice.
export const hasBankApp = (): boolean => sessionStore.get(SESSION_KEYS.isHaveKMA) !== 'false';

export const setHasBankApp = (has: boolean): void => sessionStore.set(SESSION_KEYS.isHaveKMA, String(has));
