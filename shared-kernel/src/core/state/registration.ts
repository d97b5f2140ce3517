import { atom } from 'jotai';
import type { BankAccount, Survey } from '../../kit/api/schemas';

/** docs/behaviour.md#app-state, with its defaults. */
export interface RegistrationState {
  terms: string;
  termsId: string | number | null;
  idCard: string;
  mobileNumber: string;
  referral: string;
  reCaptchaToken: string;
  otpRef: string;
  otpExpirationTime: string;
  isMaxAttempOtp: boolean;
  registerRef: string;
  mustConfirmRegisterForReplace: boolean;
  authenticationWebUri: string;
  authenticationApplicationUri: string;
  expiryDateTime: string;
  authenticationCount: number;
  bankAccounts: BankAccount[];
  defaultBankAccounts: BankAccount[];
  survey: Survey | null;
  consentCollectionUrl: string;
  consentMaintenanceUrl: string;
  hashedMobileNumber: string;
  isStartLiff: boolean;
  isRegisterByKma: boolean;
}

export const REGISTRATION_DEFAULTS: RegistrationState = {
  terms: '',
  termsId: null,
  idCard: '',
  mobileNumber: '',
  referral: '',
  reCaptchaToken: '',
  otpRef: '',
  otpExpirationTime: '',
  isMaxAttempOtp: false,
  registerRef: '',
  mustConfirmRegisterForReplace: false,
  authenticationWebUri: '',
  authenticationApplicationUri: '',
  expiryDateTime: '',
  authenticationCount: 0,
  bankAccounts: [],
  defaultBankAccounts: [],
  survey: null,
  consentCollectionUrl: '',
  consentMaintenanceUrl: '',
  hashedMobileNumber: '',
  isStartLiff: true,
  isRegisterByKma: false,
};

export const registrationAtom = atom<RegistrationState>(REGISTRATION_DEFAULTS);

/**
 * Merge a partial update: each action (docs/behaviour.md#app-state) stores its own fields. The code's
 * fields are not among them: the kit's storeSentCode writes those (kit/api/sent-code.ts), and keeps
 * them for a reload of /otp.
 */
export const patchRegistrationAtom = atom(
  null,
  (get, set, patch: Partial<RegistrationState> & { otpRef?: never; otpExpirationTime?: never }) => {
    set(registrationAtom, { ...get(registrationAtom), ...patch });
  },
);

export const resetRegistrationAtom = atom(null, (_get, set) => set(registrationAtom, REGISTRATION_DEFAULTS));

export const resetSensitiveDataAtom = atom(null, (get, set) =>
  set(registrationAtom, { ...get(registrationAtom), idCard: '', mobileNumber: '', referral: '' }),
);

/** A verified code cleared from the state; the kit's clearUsedCode writes through it and also forgets this window's copy. */
export const resetOtpRefAtom = atom(null, (get, set) =>
  set(registrationAtom, { ...get(registrationAtom), otpRef: '', otpExpirationTime: '' }),
);
