import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LOCAL_KEYS, localStore, PATHS } from 'shared-kernel';

export const ACCOUNT_REF_PARAM = 'accountRef';

/**
 * The account a statement is for: the chat link's `accountRef` query, else the one kept from
 * an earlier step. Kept in local storage because identity verification (and a KMA round trip
 * through the bank app) leaves this remote and comes back without it.
 */
export function useStatementAccountRef(): string | null {
  const [params] = useSearchParams();
  const fromQuery = params.get(ACCOUNT_REF_PARAM)?.trim() || null;
  useEffect(() => {
    if (fromQuery) localStore.set(LOCAL_KEYS.accountRef, fromQuery);
  }, [fromQuery]);
  return fromQuery ?? (localStore.get(LOCAL_KEYS.accountRef) || null);
}

export function statementPathFor(path: typeof PATHS.requestStatement | typeof PATHS.selectStatement, accountRef: string): string {
  return `${path}?${ACCOUNT_REF_PARAM}=${encodeURIComponent(accountRef)}`;
}
