import { createHmac } from 'node:crypto';
import { thaiIso } from '../clock';
import { BankError } from '../errors/bank-error';
import type { Session } from '../auth/tokens';
import { assertNotLocked } from './otp';
import type { Store } from '../state/store';
import type { Customer, LineLink } from '../state/types';

export interface RegisteredUser {
  link: LineLink;
  customer: Customer;
}

/** The LINE user's bank link, or LKS1002 (the app then sends the user to register). */
export function requireRegistered(store: Store, session: Session): RegisteredUser {
  const link = store.links.get(session.sub);
  if (!link) throw new BankError('LKS1002');
  // A verify token proves one customer; after an un-register and a new registration as
  // someone else it must not act for the new customer.
  if (session.kind === 'verify' && session.customerId !== link.customerId) {
    throw new BankError('LKS0107', { message: 'Verify token belongs to another customer' });
  }
  return { link, customer: store.customer(link.customerId) };
}

export function assertRegistrationOpen(store: Store, customer: Customer): void {
  if (customer.status === 'SUSPENDED') throw new BankError('LKS0407');
  assertNotLocked(store, 'register', customer);
}

export function assertVerificationOpen(store: Store, customer: Customer): void {
  if (customer.status === 'SUSPENDED') throw new BankError('LKS0604');
  if (customer.verificationLockedUntil > store.clock.now()) {
    throw new BankError('LKS0603', { cooldownFinishedAt: thaiIso(customer.verificationLockedUntil) });
  }
}

/**
 * The mobile number as `hashedMobileNumber`: an HMAC under the bank's key,
 * so the ten-digit number (a small space) cannot be recovered by hashing every candidate.
 */
export function mobileDigest(store: Store, mobile: string): string {
  return createHmac('sha256', store.mobileKey).update(mobile).digest('hex');
}
