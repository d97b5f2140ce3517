import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, registrationAtom, useErrorHandler, withLoading } from 'shared-kernel';
import { submitBankAccounts } from 'shared-kernel/journey-calls';
import { useStillHere } from 'shared-kernel/still-here';
import { useRereadGoneAccounts } from './use-reread-gone-accounts';

/** The settings flow 'confirm-account' saves the list and goes to /success-account (docs/behaviour.md#settings-journeys). */
export function useSaveAccounts(): () => Promise<void> {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { bankAccounts } = useAtomValue(registrationAtom);
  const stillHere = useStillHere();
  const rereadGone = useRereadGoneAccounts();

  return useCallback(async () => {
    try {
      await withLoading(() =>
        submitBankAccounts(
          bankAccounts.map(({ accountId, accountNumber, accountType, isNotificationEnabled }) => ({
            accountId,
            accountNumber,
            accountType,
            isNotificationEnabled,
          })),
        ),
      );
      if (stillHere()) navigate(PATHS.successAccount, { replace: true });
    } catch (error) {
      if (!stillHere()) return;
      await handleError(error, { verifyBy: 'request-setting' });
      await rereadGone(error);
    }
  }, [bankAccounts, navigate, handleError, stillHere, rereadGone]);
}
