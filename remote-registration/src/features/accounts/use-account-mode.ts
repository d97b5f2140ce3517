import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  currentFlow,
  PATHS,
  registerRefOf,
  registrationAtom,
  withNotificationsOn,
  type BankAccount,
  type LockVerifyBy,
} from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import { useRegisterAccounts } from './use-register-accounts';
import { useReverifyRegistrationOtp } from './use-reverify-registration-otp';
import { useSaveAccounts } from './use-save-accounts';

/**
 * The account screens serve registration and the settings flow 'confirm-account'
 * (docs/behaviour.md#account-screens); the flow says which. Anything else is registration, the
 * screens' home.
 */
export const isSettingsAccountFlow = (): boolean => currentFlow() === 'confirm-account';

/** What the account screens do differently in registration and in settings. */
export interface AccountMode {
  /** Where a lock from this journey's verification returns. */
  readonly verifyBy: LockVerifyBy;
  readonly submitLabel: string;
  /** Registration registers with the list; settings saves it. */
  readonly submit: () => Promise<void>;
  /** The bank's list as the screens show it. */
  readonly offer: (accounts: BankAccount[]) => BankAccount[];
  readonly addRequest: (accountNumber: string) => { accountNumber: string; registerRef?: string };
  /** LKS0303: the bank wants the OTP again. */
  readonly reverifyOtp: () => void | Promise<void>;
}

export function useAccountMode(): AccountMode {
  const { BUTTONS } = useKernelTexts();
  const navigate = useNavigate();
  const register = useRegisterAccounts();
  const save = useSaveAccounts();
  const reverifyRegistration = useReverifyRegistrationOtp();
  const { registerRef } = useAtomValue(registrationAtom);

  if (isSettingsAccountFlow())
    return {
      verifyBy: 'request-setting',
      submitLabel: BUTTONS.save,
      submit: save,
      // Settings shows the customer's saved choice.
      offer: (accounts) => accounts,
      addRequest: (accountNumber) => ({ accountNumber }),
      // Outside registration the bank wants the OTP again (the phone entry), not the method chooser.
      reverifyOtp: () => navigate(PATHS.receiveOtp),
    };
  return {
    verifyBy: 'info',
    submitLabel: BUTTONS.register,
    submit: register,
    // Registration offers unlinked accounts, which arrive with notifications off.
    offer: withNotificationsOn,
    addRequest: (accountNumber) => ({ accountNumber, registerRef: registerRefOf(registerRef) }),
    reverifyOtp: reverifyRegistration,
  };
}
