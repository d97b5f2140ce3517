import { VERIFIED_IDLE_LIMIT_MS } from '../session/verified-idle-limit';
import { MAX_ACCOUNTS } from '../../kit/validation/account-number';
import type { Wording } from '../language/wording';
import type { ErrorWording } from '../errors/error-wording';
import type { KERNEL_TEXTS } from './th';

/**
 * The kernel's wording in English (docs/glossary.md holds the bank's terms). Fetched only when the
 * screen is in English (./kernel-texts.ts); typed against the Thai, so a missing key fails the type check.
 */
const GENERAL_ERROR = {
  title: 'This service is not available right now',
  description: 'Something went wrong on our side. Please try again later.',
} as const;
const NETWORK_ERROR = 'Connection problem. Please check your internet connection.';

export const KERNEL_TEXTS_EN = {
  BUTTONS: {
    backToChat: 'Back to chat',
    next: 'Next',
    back: 'Back',
    confirm: 'Confirm',
    ok: 'OK',
    cancel: 'Cancel',
    save: 'Save',
    register: 'Register',
    finish: 'Finish',
    sendRequest: 'Send request',
    resendOtp: 'Send a new OTP',
    addAccount: 'Add account',
    deleteAccount: 'Delete account',
    calendarReset: 'Clear',
    calendarDone: 'Done',
    callHotline: 'Call 1572',
    retry: 'Try again',
  },
  POPUP_TEXTS: {
    otpVerified: 'Identity verified with OTP',
    otpResent: 'A new OTP has been sent to your mobile number',
    accountAdded: 'Account added',
    registered: 'Registration complete',
    networkError: NETWORK_ERROR,
    unbindingQuestion: 'Do you want to cancel the service?',
    verifiedIdle: {
      title: 'Session timed out',
      description: `You have been inactive for ${VERIFIED_IDLE_LIMIT_MS / 60_000} minutes. To keep your account safe, please verify your identity again to continue.`,
    },
  },
  OUTSIDE_CHAT_TEXTS: {
    closeThisTab: 'You can close this tab to go back to the chat.',
  },
  PAGE_TEXTS: {
    generalError: GENERAL_ERROR,
    mockInProduction: {
      title: 'The service cannot open',
      description: 'This system is set up wrongly: a live system cannot use a simulated LINE. Please contact the administrator.',
    },
    storageRefused: {
      title: 'The service cannot open',
      description:
        'Your browser does not allow this page to save data on your phone. Please turn off private browsing or free up space on your phone, then open the service again.',
    },
    authRegisterVerificationError: { title: 'Identity verification failed', description: 'Your registration has been cancelled.' },
    authCommonVerificationError: { title: 'Identity verification failed', description: 'We cannot continue with this request.' },
    consentMaintenanceError: { title: 'No consent found', description: 'You have not given the bank any consent yet.' },
    successStatement: {
      title: 'Your account statement request has been sent',
      description: 'The bank will e-mail your account statement within 1 hour.',
    },
    successSurvey: { title: 'Thank you for answering the survey' },
    successAccount: { title: 'Saved' },
    successUnbinding: { title: 'The service has been cancelled' },
    remoteDown: { title: 'This service is temporarily unavailable', description: 'Please try again.' },
    loading: 'Loading',
  },
  LANGUAGE_TEXTS: {
    switchLabel: 'Language',
  },
} as const satisfies Wording<typeof KERNEL_TEXTS>;

/** The error catalogue's popups in English (../errors/error-wording.ts), by code. */
export const ERROR_TEXTS_EN = {
  NETWORK_ERROR: { title: NETWORK_ERROR, description: '' },
  VERIFICATION_EXPIRED: { title: 'Your verification has expired', description: 'Please verify your identity again to continue.' },
  LKS0202: {
    title: 'We cannot send an OTP right now',
    description: 'You have asked for too many OTPs. Please wait until the time is up, then try again.',
  },
  LKS0203: { title: 'The OTP has expired', description: 'Tap OK to get a new OTP.' },
  LKS0204: { title: 'Too many wrong OTPs', description: 'Please ask for a new OTP.' },
  LKS0205: { title: 'Wrong OTP', description: 'Please check the OTP and try again.' },
  LKS0302: {
    title: "You have not registered for the bank's app",
    description: 'You can verify your identity with an OTP sent to your mobile number instead.',
    confirmText: 'Verify with OTP',
  },
  LKS0303: { title: 'We could not get your account details', description: 'Please verify your identity with an OTP again.' },
  LKS0402: {
    title: 'Customer not found',
    description: 'Please check the national ID number and mobile number you registered with the bank.',
  },
  LKS0405: {
    title: 'Register with this LINE account?',
    description:
      'Your details are registered with another LINE account. If you continue, that LINE account will be disconnected from the service.',
    confirmText: 'Continue',
  },
  LKS0406: {
    title: 'Registration temporarily locked',
    description: 'You entered wrong details too many times. Please try again later.',
  },
  LKS0502: {
    title: `You can add up to ${MAX_ACCOUNTS} accounts`,
    description: 'Please delete an account you no longer use before adding a new one.',
  },
  LKS0503: {
    title: 'Account number not found',
    description: 'The account number is wrong or does not match your details. Please check it again.',
  },
  LKS0504: {
    title: 'This account type is not supported',
    description: 'This service supports savings, current and fixed deposit accounts only.',
  },
  LKS0505: { title: 'This account is already added', description: 'Please check the account number again.' },
  LKS0506: { title: 'This account cannot be used', description: 'The account is suspended or dormant. Please contact the bank.' },
  LKS0603: {
    title: 'Identity verification temporarily locked',
    description: 'Identity verification failed too many times. Please try again later.',
  },
  LKS0604: { title: 'Identity verification failed', description: 'Your service has been suspended. Please call the bank on 1572.' },
  LKS0605: {
    title: 'Customer not found',
    description: 'The mobile number does not match the one you registered. Please check it again.',
  },
  GENERIC: GENERAL_ERROR,
} as const satisfies ErrorWording;
