import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, registrationAtom, useErrorHandler, withLoading } from 'shared-kernel';
import { submitBankAccounts } from 'shared-kernel/journey-calls';
import { useStillHere } from 'shared-kernel/still-here';

/** The settings flow 'confirm-account' saves the list and goes to /success-account (docs/behaviour.md#settings-journeys). */
export function useSaveAccounts(): () => Promise<void> {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { bankAccounts } = useAtomValue(registrationAtom);
  const stillHere = useStillHere();

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
      if (stillHere()) await handleError(error, { verifyBy: 'request-setting' });
    }
  }, [bankAccounts, navigate, handleError, stillHere]);
}
