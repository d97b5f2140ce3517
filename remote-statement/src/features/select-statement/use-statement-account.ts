import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { fetchStatementAccount, statementAccountAtom, useErrorHandler, useVisitLoad, type AccountData } from 'shared-kernel';
import { useStatementErrorContext } from './use-statement-error-context';

/**
 * The account the form is for (type, number, e-mail on file). Null until it arrives, or when
 * it cannot be read: the form then shows a masked number and an empty e-mail.
 */
export function useStatementAccount(accountRef: string | null): AccountData | null {
  const [account, setAccount] = useAtom(statementAccountAtom);
  const handleError = useErrorHandler();
  const errorContext = useStatementErrorContext();
  // The atom may still hold this account from an earlier visit: this page shows what it read itself.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const read = useMemo(
    () => (accountRef ? async () => ({ accountRef, data: await fetchStatementAccount(accountRef) }) : null),
    [accountRef],
  );
  useVisitLoad(read, {
    onLoaded: ({ accountRef: readFor, data }) => {
      setAccount(data);
      setLoadedFor(readFor);
    },
    onFailed: (error) => void handleError(error, errorContext),
  });
  return loadedFor === accountRef ? account : null;
}
