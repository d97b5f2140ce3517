import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { confirmPopup, patchRegistrationAtom, registrationAtom, useErrorHandler, withLoading, type BankAccount } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import { useOneAtATime } from 'shared-kernel/one-at-a-time';
import { useStillHere } from 'shared-kernel/still-here';
import { softDeleteAccount } from 'shared-kernel/journey-calls';
import { canRemoveAccount } from 'shared-kernel/validation';
import { formatAccountNumber } from 'shared-kernel/display-formats';
import { useRegistrationTexts } from '../../texts/catalogue';
import { withoutAccount } from './account-list';
import { useRereadGoneAccounts } from './use-reread-gone-accounts';

/**
 * Delete one account: never the last one, always after the confirm dialog, removed from the
 * local list; the bank hears of it only for a saved account (one with an accountId).
 * Resolves true when the account is gone, whether or not the customer is still on the page; a
 * second delete while one is under way does nothing and resolves undefined.
 */
export function useDeleteAccount() {
  const TEXT = useRegistrationTexts().accounts;
  const { BUTTONS } = useKernelTexts();
  const handleError = useErrorHandler();
  const patch = useSetAtom(patchRegistrationAtom);
  const { bankAccounts } = useAtomValue(registrationAtom);
  const stillHere = useStillHere();
  const rereadGone = useRereadGoneAccounts();
  const deleteOnce = useCallback(
    async (account: BankAccount): Promise<boolean> => {
      if (!canRemoveAccount(bankAccounts.length)) return false;
      const confirmed = await confirmPopup({
        title: TEXT.deleteQuestion,
        description: TEXT.deleteDescription(formatAccountNumber(account.accountNumber)),
        confirmText: BUTTONS.deleteAccount,
        cancelText: BUTTONS.cancel,
        tone: 'warning',
      });
      if (!confirmed) return false;
      const { accountId } = account;
      if (accountId) {
        try {
          await withLoading(() => softDeleteAccount(accountId));
        } catch (error) {
          if (stillHere()) {
            await handleError(error, { verifyBy: 'request-setting' });
            await rereadGone(error);
          }
          return false;
        }
      }
      patch({ bankAccounts: withoutAccount(bankAccounts, account.accountNumber) });
      return true;
    },
    [bankAccounts, handleError, patch, TEXT, BUTTONS, stillHere, rereadGone],
  );
  // One deletion at a time: focus returns to the row's delete button while the bank deletes, and
  // the spinner's overlay stops a tap, not a key press that would ask again and delete twice.
  return useOneAtATime(deleteOnce);
}
