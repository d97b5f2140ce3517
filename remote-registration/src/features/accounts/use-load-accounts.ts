import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { patchRegistrationAtom, registrationAtom, useErrorHandler, useVisitLoad } from 'shared-kernel';
import { fetchBankAccounts } from 'shared-kernel/journey-calls';
import { useAccountMode } from './use-account-mode';

/** Where a screen's list stands: `unread` until the bank's list is here (being read, or `failed`). */
export interface AccountsLoad {
  unread: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Fills registrationAtom.bankAccounts from GET /bank-accounts (verify token). `always` reloads
 * (right after verification); otherwise a list already held (KMA result, an add or a delete
 * made on these screens) is kept. While the list is `unread` the screen shows none, and offers
 * `retry` once it `failed`: an empty list would read as 'no accounts' (to a screen reader under
 * the spinner too) and, saved in settings, replace the linked set.
 */
export function useLoadAccounts({ always }: { always: boolean }): AccountsLoad {
  const handleError = useErrorHandler();
  const patch = useSetAtom(patchRegistrationAtom);
  const { bankAccounts } = useAtomValue(registrationAtom);
  const mode = useAccountMode();
  // Decided once per visit: a list that arrives later (this load, an add) must not trigger another.
  const [needed] = useState(() => always || bankAccounts.length === 0);

  const { data, failed, retry } = useVisitLoad(needed ? fetchBankAccounts : null, {
    onLoaded: ({ accounts }) => {
      const list = mode.offer(accounts);
      patch({ bankAccounts: list, defaultBankAccounts: list });
    },
    onFailed: (error) => {
      void handleError(error, { verifyBy: mode.verifyBy, actions: { reverifyOtp: mode.reverifyOtp } });
    },
  });
  return { unread: needed && data === null, failed, retry };
}
