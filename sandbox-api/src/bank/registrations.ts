import { BankError, notFound } from '../errors/bank-error';
import type { Store } from '../state/store';
import type { Registration } from '../state/types';

export function registrationOf(store: Store, sub: string, registerRef: string): Registration {
  const registration = store.registrations.get(registerRef);
  if (!registration || registration.sub !== sub) throw notFound('registerRef not found');
  return registration;
}

/** A registration that still needs the replace question answered goes no further (LKS0405). */
export function assertReadyToVerify(registration: Registration): void {
  if (registration.mustConfirmRegisterForReplace) throw new BankError('LKS0405');
}

/** After OTP or KMA: the registration's account list starts as the accounts the bank offers. */
export function markVerified(store: Store, registration: Registration, by: 'OTP' | 'KMA'): void {
  registration.verifiedAt = store.clock.now();
  registration.verifiedBy = by;
  if (registration.workingSet === null) {
    registration.workingSet = [...store.accounts.values()]
      .filter((account) => account.ownerId === registration.customerId && account.offeredAtRegistration)
      .map((account) => account.accountNumber);
  }
}

export function isCaptchaTokenValid(store: Store, token: unknown): boolean {
  if (typeof token !== 'string' || token === '') return false;
  const expiresAt = store.captchaTokens.get(token);
  return expiresAt !== undefined && expiresAt > store.clock.now();
}

/**
 * A captcha token passes pre-register for the first LINE user that sends it and for no other:
 * one solved captcha does not open registration for a second account.
 */
export function takeCaptchaToken(store: Store, token: unknown, sub: string): boolean {
  if (!isCaptchaTokenValid(store, token)) return false;
  const holder = store.captchaHolders.get(token as string);
  if (holder !== undefined && holder !== sub) return false;
  store.captchaHolders.set(token as string, sub);
  return true;
}
