import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, registrationAtom, useErrorHandler, withLoading } from 'shared-kernel';
import { submitBankAccounts } from 'shared-kernel/journey-calls';

/** The settings flow 'confirm-account' saves the list and goes to /success-account (docs/behaviour.md#settings-journeys). */
export function useSaveAccounts(): () => Promise<void> {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { bankAccounts } = useAtomValue(registrationAtom);

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
      navigate(PATHS.successAccount, { replace: true });
    } catch (error) {
      await handleError(error, { verifyBy: 'request-setting' });
    }
  }, [bankAccounts, navigate, handleError]);
}
