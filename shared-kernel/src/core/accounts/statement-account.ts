import { ACCOUNT_REF_PARAM } from '../routing/paths';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { localStore, sessionStore } from '../storage/stores';

/**
 * The account a statement is requested for. Kept in local storage because identity verification
 * (and a KMA round trip through the bank app) leaves the statement remote and comes back without
 * the chat link's query (docs/behaviour.md#statement-journey); and in this window's session
 * storage, read first, so a statement link opened meanwhile in another window (whose account local
 * storage then holds) never turns this window's journey to that account.
 */
export function keepStatementAccountRef(accountRef: string): void {
  sessionStore.set(SESSION_KEYS.accountRef, accountRef);
  localStore.set(LOCAL_KEYS.accountRef, accountRef);
}

export const keptStatementAccountRef = (): string | null =>
  sessionStore.get(SESSION_KEYS.accountRef) || localStore.get(LOCAL_KEYS.accountRef) || null;

/** The account named by the chat link's query, if any. */
export const accountRefInQuery = (query: URLSearchParams): string | null => query.get(ACCOUNT_REF_PARAM)?.trim() || null;
