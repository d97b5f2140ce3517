import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { isErrorCode, normaliseError, patchRegistrationAtom, useErrorHandler, withLoading } from 'shared-kernel';
import { fetchBankAccounts } from 'shared-kernel/journey-calls';

/**
 * A save or delete in settings refused as 'account not found' names a saved account the bank no
 * longer links: the app open in another window deleted it (docs/behaviour.md#account-screens).
 * Once the refusal's popup is answered, the list is read again, so the screen shows what the bank
 * holds and the next Save can go through instead of being refused again.
 */
export function useRereadGoneAccounts(): (refusal: unknown) => Promise<void> {
  const handleError = useErrorHandler();
  const patch = useSetAtom(patchRegistrationAtom);
  return useCallback(
    async (refusal: unknown) => {
      if (!isErrorCode(normaliseError(refusal).code, 'LKS0503')) return;
      try {
        // Settings shows the bank's list as it is (use-account-mode.ts).
        const { accounts } = await withLoading(fetchBankAccounts);
        patch({ bankAccounts: accounts, defaultBankAccounts: accounts });
      } catch (error) {
        await handleError(error, { verifyBy: 'request-setting' });
      }
    },
    [handleError, patch],
  );
}
