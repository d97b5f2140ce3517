import { ACCOUNT_REF_PARAM } from '../routing/paths';
import { LOCAL_KEYS } from '../storage/keys';
import { localStore } from '../storage/stores';

/**
 * The account a statement is requested for. Kept in local storage because identity verification
 * (and a KMA round trip through the bank app) leaves the statement remote and comes back without
 * the chat link's query (docs/behaviour.md#statement-journey).
 */
export const keepStatementAccountRef = (accountRef: string): void => localStore.set(LOCAL_KEYS.accountRef, accountRef);

export const keptStatementAccountRef = (): string | null => localStore.get(LOCAL_KEYS.accountRef) || null;

/** The account named by the chat link's query, if any. */
export const accountRefInQuery = (query: URLSearchParams): string | null => query.get(ACCOUNT_REF_PARAM)?.trim() || null;
