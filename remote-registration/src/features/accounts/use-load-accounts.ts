import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  fetchBankAccounts,
  patchRegistrationAtom,
  PATHS,
  registrationAtom,
  requestRegisterOtp,
  useErrorHandler,
  useVisitLoad,
  withLoading,
  withNotificationsOn,
  registerRefOf,
} from 'shared-kernel';
import { isSettingsAccountFlow } from './account-list';

/**
 * Fills registrationAtom.bankAccounts from GET /bank-accounts (verify token). `always` reloads
 * (right after verification); otherwise a list already held (KMA result, an add or a delete
 * made on these screens) is kept.
 */
export function useLoadAccounts({ always }: { always: boolean }): void {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const patch = useSetAtom(patchRegistrationAtom);
  const { bankAccounts, registerRef } = useAtomValue(registrationAtom);
  // Decided once per visit: a list that arrives later (this load, an add) must not trigger another.
  const [needed] = useState(() => always || bankAccounts.length === 0);

  const settings = isSettingsAccountFlow();
  useVisitLoad(needed ? fetchBankAccounts : null, {
    onLoaded: ({ accounts }) => {
        // Registration offers unlinked accounts with notifications off; settings shows the saved choice.
        const list = settings ? accounts : withNotificationsOn(accounts);
        patch({ bankAccounts: list, defaultBankAccounts: list });
      },
    onFailed: (error) => {
        void handleError(error, {
          verifyBy: settings ? 'request-setting' : 'info',
          actions: {
            reverifyOtp: async () => {
              // Outside registration the bank wants the OTP again (the phone entry), not the method chooser.
              if (settings) {
                navigate(PATHS.receiveOtp);
                return;
              }
              const otp = await withLoading(() => requestRegisterOtp(registerRefOf(registerRef))).catch((again: unknown) => {
                void handleError(again, { verifyBy: 'info' });
                return null;
              });
              if (!otp) return;
              patch({ otpRef: otp.otpRef, otpExpirationTime: otp.expiredAt });
              navigate(PATHS.otp);
            },
          },
        });
    },
  });
}
