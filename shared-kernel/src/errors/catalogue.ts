import { PATHS } from '../routing/paths';
import type { PopupIcon } from '../state/popups';
import { BUTTONS, ERROR_TEXTS, type ErrorTextKey } from '../texts/th';

/**
 * docs/behaviour.md#error-codes as data: what the customer reads and where the app goes next.
 * `next` is decided here once; a page only supplies the few actions that need its own state
 * (resend an OTP, switch to OTP verification).
 */
export type ErrorNext =
  | { kind: 'stay' }
  | { kind: 'back' }
  | { kind: 'route'; to: string; replace?: boolean }
  | { kind: 'lock'; defaultSeconds: number }
  /** Verify again: registration from /info, every other flow through /request-setting. */
  | { kind: 'reverify' }
  | { kind: 'action'; action: 'resendOtp' | 'offerOtp' | 'confirmReplace' | 'reverifyOtp' };

export interface CatalogueEntry {
  title: string;
  description: string;
  icon: PopupIcon;
  /** Some codes skip the popup and go straight to a page. */
  popup: boolean;
  /** A two-button question instead of an OK popup: the primary button runs `next`, cancel stays. */
  confirm?: { confirmText: string; cancelText: string };
  next: ErrorNext;
  /** Where its wording is in the texts catalogue, so it is shown in the screen's language (./show-catalogue-message.ts). */
  texts?: ErrorTextKey;
}

const popup = (texts: ErrorTextKey, next: ErrorNext = { kind: 'stay' }, icon: PopupIcon = 'alert') =>
  ({
    title: ERROR_TEXTS[texts].title,
    description: ERROR_TEXTS[texts].description,
    icon,
    popup: true,
    next,
    texts,
  }) satisfies CatalogueEntry;
const page = (to: string) =>
  ({ title: '', description: '', icon: 'none', popup: false, next: { kind: 'route', to, replace: true } }) satisfies CatalogueEntry;

export const LOCK_SECONDS = 3600;

export const ERROR_CATALOGUE = {
  NETWORK_ERROR: popup('NETWORK_ERROR'),
  LKS0106: page(PATHS.generalError),
  VERIFICATION_EXPIRED: popup('VERIFICATION_EXPIRED', { kind: 'reverify' }),
  LKS0107: page(PATHS.generalError),
  // The start-up could not exchange the chat token (it sends the customer here too).
  SESSION_NOT_OPEN: page(PATHS.generalError),
  LKS0202: popup('LKS0202', { kind: 'lock', defaultSeconds: LOCK_SECONDS }, 'suspend'),
  LKS0203: popup('LKS0203', { kind: 'action', action: 'resendOtp' }),
  LKS0204: popup('LKS0204', { kind: 'back' }),
  LKS0205: popup('LKS0205'),
  LKS0302: {
    ...popup('LKS0302', {
      kind: 'action',
      action: 'offerOtp',
    }),
    confirm: { confirmText: ERROR_TEXTS.LKS0302.confirmText, cancelText: BUTTONS.cancel },
  },
  LKS0303: popup('LKS0303', {
    kind: 'action',
    action: 'reverifyOtp',
  }),
  LKS0402: popup('LKS0402'),
  LKS0405: {
    ...popup('LKS0405', {
      kind: 'action',
      action: 'confirmReplace',
    }),
    confirm: { confirmText: ERROR_TEXTS.LKS0405.confirmText, cancelText: BUTTONS.cancel },
  },
  LKS0406: popup('LKS0406', { kind: 'lock', defaultSeconds: LOCK_SECONDS }, 'suspend'),
  LKS0407: page(PATHS.suspendRegister),
  LKS0502: popup('LKS0502'),
  LKS0503: popup('LKS0503'),
  LKS0504: popup('LKS0504'),
  LKS0505: popup('LKS0505'),
  LKS0506: popup('LKS0506'),
  LKS0603: popup('LKS0603', { kind: 'lock', defaultSeconds: LOCK_SECONDS }, 'suspend'),
  LKS0604: popup('LKS0604', {
    kind: 'route',
    to: PATHS.authCommonVerificationError,
    replace: true,
  }),
  LKS0605: popup('LKS0605'),
  LKS1002: page(PATHS.register),
  LKS1102: page(PATHS.consentMaintenanceError),
} as const satisfies Record<string, CatalogueEntry>;

/** A code the catalogue knows: a literal in code that is not one of them fails the typecheck. */
export type CatalogueCode = keyof typeof ERROR_CATALOGUE;

export function isCatalogueCode(code: string): code is CatalogueCode {
  // Not Object.hasOwn: iOS 15.0-15.3 lack it, and LINE supports them (docs/browsers.md).
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}

/** Compares a code the bank answered with a code the catalogue knows (typed, so a typo cannot compile). */
export function isErrorCode(code: string, expected: CatalogueCode): boolean {
  return code === expected;
}

/** An unmapped code with a message gets the generic popup; one with no message goes to general-error. */
export const GENERIC_ERROR = popup('GENERIC');

export function catalogueEntryFor(code: string, message: string): CatalogueEntry {
  if (isCatalogueCode(code)) return ERROR_CATALOGUE[code];
  return message ? GENERIC_ERROR : page(PATHS.generalError);
}

/**
 * The longest lock any code in the catalogue imposes. A cooldownFinishedAt further away than
 * this is a broken clock or answer, and would otherwise lock a customer out for years.
 */
export const LONGEST_LOCK_SECONDS = Math.max(
  ...Object.values(ERROR_CATALOGUE).map((entry) => (entry.next.kind === 'lock' ? entry.next.defaultSeconds : 0)),
);
