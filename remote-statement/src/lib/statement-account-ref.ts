import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accountRefInQuery, keepStatementAccountRef, keptStatementAccountRef } from 'shared-kernel';

/** The account a statement is for: the chat link's `accountRef` query, else the one kept from an earlier step. */
export function useStatementAccountRef(): string | null {
  const [params] = useSearchParams();
  const fromQuery = accountRefInQuery(params);
  useEffect(() => {
    if (fromQuery) keepStatementAccountRef(fromQuery);
  }, [fromQuery]);
  return fromQuery ?? keptStatementAccountRef();
}
