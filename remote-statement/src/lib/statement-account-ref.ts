import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_REF_PARAM, keepStatementAccountRef, keptStatementAccountRef } from 'shared-kernel';

/** The account a statement is for: the chat link's `accountRef` query, else the one kept from an earlier step. */
export function useStatementAccountRef(): string | null {
  const [params] = useSearchParams();
  const fromQuery = params.get(ACCOUNT_REF_PARAM)?.trim() || null;
  useEffect(() => {
    if (fromQuery) keepStatementAccountRef(fromQuery);
  }, [fromQuery]);
  return fromQuery ?? keptStatementAccountRef();
}
