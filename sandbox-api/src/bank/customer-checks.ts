import { MINUTE_MS, thaiIso } from '../clock';
import { BankError } from '../errors/bank-error';
import type { Store } from '../state/store';

// The customer check tells whether an ID and mobile pair is a customer, so it is rationed per
// LINE user: three answered checks in 15 minutes, then the captcha (the pair is judged at
// pre-register, which then needs a captcha token), and nothing at all after the fifth.

export const CUSTOMER_CHECK_WINDOW_MS = 15 * MINUTE_MS;
export const CUSTOMER_CHECKS_ANSWERED = 3;
export const CUSTOMER_CHECKS_PER_WINDOW = 5;

/**
 * Counts one check by `sub`. True when the bank may answer it; false when the answer is the
 * captcha (and pre-register will demand one); throws LKS0202 when the window is used up.
 */
export function countCustomerCheck(store: Store, sub: string): boolean {
  const now = store.clock.now();
  const recent = (store.customerChecks.get(sub) ?? []).filter((at) => at > now - CUSTOMER_CHECK_WINDOW_MS);
  if (recent.length >= CUSTOMER_CHECKS_PER_WINDOW) {
    store.customerChecks.set(sub, recent);
    throw new BankError('LKS0202', { cooldownFinishedAt: thaiIso((recent[0] as number) + CUSTOMER_CHECK_WINDOW_MS) });
  }
  recent.push(now);
  store.customerChecks.set(sub, recent);
  if (recent.length <= CUSTOMER_CHECKS_ANSWERED) return true;
  store.captchaDemanded.add(sub);
  return false;
}
