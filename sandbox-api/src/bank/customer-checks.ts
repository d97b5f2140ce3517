import { MINUTE_MS, thaiIso } from '../clock';
import { BankError } from '../errors/bank-error';
import type { Store } from '../state/store';
import type { JudgedPair } from '../state/types';

// Whether an ID and mobile pair is a customer is told by the customer check and by
// pre-register alike, so both draw on one ration, kept per LINE user and per national ID
// (many LINE users guessing one person's mobile share it): three pairs judged in 15 minutes,
// then the captcha (pre-register then needs a captcha token), and nothing at all after the
// fifth. Each is counted before the pair is looked up, so the refusal is the same for a
// customer and a stranger.

export const CUSTOMER_CHECK_WINDOW_MS = 15 * MINUTE_MS;
export const CUSTOMER_CHECKS_ANSWERED = 3;
export const CUSTOMER_CHECKS_PER_WINDOW = 5;

/**
 * Counts one judgement of the pair asked by `sub`. True when the bank may answer it; false when
 * the answer is the captcha (and pre-register will demand one); throws LKS0202 when a window is
 * used up. `repeatFree`: a pair already counted in a window costs nothing again there (the
 * pre-register that follows the app's check, or repeats it after the replace question).
 */
export function countCustomerCheck(store: Store, sub: string, nationalId: string, mobile: string, repeatFree = false): boolean {
  const now = store.clock.now();
  const pair = `${nationalId}:${mobile}`;
  const windows = [`line:${sub}`, `id:${nationalId}`].map((key) => {
    const recent = (store.customerChecks.get(key) ?? []).filter((judged) => judged.at > now - CUSTOMER_CHECK_WINDOW_MS);
    store.customerChecks.set(key, recent);
    return recent;
  });
  const counting = windows.filter((recent) => !(repeatFree && recent.some((judged) => judged.pair === pair)));
  const full = counting.find((recent) => recent.length >= CUSTOMER_CHECKS_PER_WINDOW);
  if (full) throw new BankError('LKS0202', { cooldownFinishedAt: thaiIso((full[0] as JudgedPair).at + CUSTOMER_CHECK_WINDOW_MS) });
  for (const recent of counting) recent.push({ at: now, pair });
  if (windows.every((recent) => recent.length <= CUSTOMER_CHECKS_ANSWERED)) return true;
  store.captchaDemanded.add(sub);
  return false;
}
