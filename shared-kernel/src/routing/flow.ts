import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';

/** The journey that asked for identity verification; it decides the calls and where success goes. */
export const FLOWS = ['register', 'unbinding', 'select-statement', 'manage-consent', 'confirm-account'] as const;
export type Flow = (typeof FLOWS)[number];

export const isFlow = (value: unknown): value is Flow =>
  typeof value === 'string' && (FLOWS as readonly string[]).includes(value);

export function currentFlow(): Flow | null {
  const value = sessionStore.get(SESSION_KEYS.flow);
  return isFlow(value) ? value : null;
}

export function setFlow(flow: Flow): void {
  sessionStore.set(SESSION_KEYS.flow, flow);
}
