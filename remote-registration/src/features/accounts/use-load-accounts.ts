import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { patchRegistrationAtom, registrationAtom, useErrorHandler, useVisitLoad } from 'shared-kernel';
import { fetchBankAccounts } from 'shared-kernel/journey-calls';
import { useAccountMode } from './use-account-mode';

/**
 * Fills registrationAtom.bankAccounts from GET /bank-accounts (verify token). `always` reloads
 * (right after verification); otherwise a list already held (KMA result, an add or a delete
 * made on these screens) is kept. `failed`: the list could not be read, so the screen offers
 * `retry` rather than an empty list, which would read as 'no accounts' and, saved in settings,
 * replace the linked set.
 */
export function useLoadAccounts({ always }: { always: boolean }): { failed: boolean; retry: () => void } {
  const handleError = useErrorHandler();
  const patch = useSetAtom(patchRegistrationAtom);
  const { bankAccounts } = useAtomValue(registrationAtom);
  const mode = useAccountMode();
  // Decided once per visit: a list that arrives later (this load, an add) must not trigger another.
  const [needed] = useState(() => always || bankAccounts.length === 0);

  const { failed, retry } = useVisitLoad(needed ? fetchBankAccounts : null, {
    onLoaded: ({ accounts }) => {
      const list = mode.offer(accounts);
      patch({ bankAccounts: list, defaultBankAccounts: list });
    },
    onFailed: (error) => {
      void handleError(error, { verifyBy: mode.verifyBy, actions: { reverifyOtp: mode.reverifyOtp } });
    },
  });
  return { failed, retry };
}
