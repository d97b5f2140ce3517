import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { HOUR_MS, MINUTE_MS, thaiIso } from '../clock';
import { BankError } from '../errors/bank-error';
import type { Store } from '../state/store';
import type { Customer, OtpScope } from '../state/types';

// The bank's OTP rules, shared by registration and service verification; they differ only in
// the lock code and lock field.

export const OTP_LIFETIME_MS = 5 * MINUTE_MS;
export const OTP_MAX_WRONG_ATTEMPTS = 3;
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MS = 15 * MINUTE_MS;
export const OTP_SEND_COOLDOWN_MS = 15 * MINUTE_MS;
/**
 * Wrong codes are counted per customer and scope across all of that customer's OTPs, so a
 * resend before the third wrong code resets nothing. The 6th wrong code within an hour locks
 * for an hour (the same as two OTPs burnt by three wrong codes each); the 10th within a day
 * locks for a day. Together they let at most 10 wrong guesses a day reach the bank's judgement.
 */
export const OTP_WRONG_CODES_PER_HOUR = 6;
export const OTP_LOCK_WINDOW_MS = HOUR_MS;
export const OTP_LOCK_MS = HOUR_MS;
export const OTP_WRONG_CODES_PER_DAY = 10;
export const OTP_DAY_MS = 24 * HOUR_MS;
export const OTP_DAY_LOCK_MS = 24 * HOUR_MS;
/**
 * Sends in any 24 hours per LINE user (every customer and scope together) and per customer and
 * scope. The scopes are kept apart: a stranger who knows someone's ID and mobile can spend the
 * customer's registration quota (at most 10 SMS a day, however many LINE users ask) but never
 * the quota of the customer's service OTPs.
 */
export const OTP_MAX_SENDS_PER_DAY = 10;

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function lockCode(scope: OtpScope): 'LKS0406' | 'LKS0603' {
  return scope === 'register' ? 'LKS0406' : 'LKS0603';
}

/**
 * The customer's quota of one scope: sends and wrong codes of a registration (anyone who knows
 * the ID and mobile can ask) never count against service verification (only the linked LINE
 * user can ask), so a stranger cannot lock or exhaust the customer's service OTP.
 */
export function quotaKey(scope: OtpScope, customerId: string): string {
  return `${scope}:${customerId}`;
}

function lockedUntil(customer: Customer, scope: OtpScope): number {
  return scope === 'register' ? customer.registrationLockedUntil : customer.verificationLockedUntil;
}

function lock(customer: Customer, scope: OtpScope, until: number): void {
  if (scope === 'register') customer.registrationLockedUntil = until;
  else customer.verificationLockedUntil = until;
}

export function assertNotLocked(store: Store, scope: OtpScope, customer: Customer): void {
  const until = lockedUntil(customer, scope);
  if (until > store.clock.now()) throw new BankError(lockCode(scope), { cooldownFinishedAt: thaiIso(until) });
}

/**
 * Three sends per 15 minutes; the fourth try starts a 15-minute cooldown and every try during
 * it answers LKS0202 with the same cooldownFinishedAt.
 */
export function assertCanSend(store: Store, scope: OtpScope, customer: Customer, sub: string): void {
  assertNotLocked(store, scope, customer);
  const now = store.clock.now();
  assertDailySends(store, `sub:${sub}`, now);
  assertDailySends(store, quotaKey(scope, customer.id), now);
  const guard = store.otpGuard(quotaKey(scope, customer.id));
  if (guard.cooldownUntil > now) throw cooldown(guard.cooldownUntil);
  if (guard.cooldownUntil !== 0) {
    guard.cooldownUntil = 0;
    guard.sends = [];
  }
  guard.sends = guard.sends.filter((sentAt) => sentAt > now - OTP_SEND_WINDOW_MS);
  if (guard.sends.length >= OTP_MAX_SENDS) {
    guard.cooldownUntil = now + OTP_SEND_COOLDOWN_MS;
    throw cooldown(guard.cooldownUntil);
  }
}

/** The 11th send in 24 hours waits until the oldest of those sends is a day old. */
function assertDailySends(store: Store, key: string, now: number): void {
  const sends = (store.dailySends.get(key) ?? []).filter((sentAt) => sentAt > now - OTP_DAY_MS);
  store.dailySends.set(key, sends);
  if (sends.length >= OTP_MAX_SENDS_PER_DAY) throw cooldown((sends[0] as number) + OTP_DAY_MS);
}

function recordDailySend(store: Store, key: string, now: number): void {
  store.dailySends.set(key, [...(store.dailySends.get(key) ?? []), now]);
}

function cooldown(until: number): BankError {
  return new BankError('LKS0202', { cooldownFinishedAt: thaiIso(until) });
}

/**
 * One send, refused when a quota is used up, else counted in every quota. A bank-app approval
 * prompt is spent like an SMS: each one is a prompt on the customer's phone that one tired tap
 * turns into a link to the asker's LINE.
 */
export function spendSend(store: Store, scope: OtpScope, customer: Customer, sub: string): void {
  assertCanSend(store, scope, customer, sub);
  const now = store.clock.now();
  store.otpGuard(quotaKey(scope, customer.id)).sends.push(now);
  recordDailySend(store, `sub:${sub}`, now);
  recordDailySend(store, quotaKey(scope, customer.id), now);
}

export interface SentOtp {
  otpRef: string;
  expiredAt: string;
}

/** `purpose` binds a service OTP to what its verify token will be for (null for registration). */
export function sendOtp(
  store: Store,
  scope: OtpScope,
  customer: Customer,
  sub: string,
  registerRef: string | null,
  purpose: string | null = null,
): SentOtp {
  spendSend(store, scope, customer, sub);
  const now = store.clock.now();
  // A resend makes every earlier code of this customer and scope useless.
  for (const otp of store.otps.values()) {
    if (otp.scope === scope && otp.customerId === customer.id && otp.sub === sub && otp.state === 'active') otp.state = 'superseded';
  }
  const otpRef = Array.from({ length: 6 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  store.otps.set(otpRef, {
    otpRef,
    codeHash: otpCodeDigest(store, otpRef, code),
    scope,
    customerId: customer.id,
    sub,
    registerRef,
    purpose,
    sentAt: now,
    expiresAt: now + OTP_LIFETIME_MS,
    wrongAttempts: 0,
    state: 'active',
  });
  store.sms.push({ to: customer.mobile, code, otpRef, sentAt: thaiIso(now), scope });
  return { otpRef, expiredAt: thaiIso(now + OTP_LIFETIME_MS) };
}

export interface OtpAttempt {
  otpRef: string;
  otpCode: string;
  registerRef: string | null;
  sub: string;
  /** The purpose the caller names now; a code requested for another purpose is not valid for it. */
  purpose: string | null;
}

/**
 * Returns the purpose the OTP was requested for when the code is right; otherwise throws the
 * catalogue code the app must show.
 */
export function verifyOtp(store: Store, scope: OtpScope, customer: Customer, attempt: OtpAttempt): string | null {
  assertNotLocked(store, scope, customer);
  const now = store.clock.now();
  const otp = store.otps.get(attempt.otpRef);
  const belongs =
    otp !== undefined &&
    otp.scope === scope &&
    otp.customerId === customer.id &&
    otp.sub === attempt.sub &&
    (attempt.purpose === null || otp.purpose === attempt.purpose) &&
    (attempt.registerRef === null || otp.registerRef === attempt.registerRef);
  if (!otp || !belongs) throw new BankError('LKS0203', { message: 'OTP reference not found' });
  if (otp.state === 'exhausted') throw new BankError('LKS0204');
  if (otp.state !== 'active') throw new BankError('LKS0203', { message: 'OTP is no longer valid' });
  if (now >= otp.expiresAt) throw new BankError('LKS0203');

  if (sameHash(otp.codeHash, otpCodeDigest(store, otp.otpRef, attempt.otpCode))) {
    otp.state = 'used';
    return otp.purpose;
  }
  otp.wrongAttempts += 1;
  const guard = store.otpGuard(quotaKey(scope, customer.id));
  guard.wrongCodesAt = [...guard.wrongCodesAt.filter((at) => at > now - OTP_DAY_MS), now];
  const lastHour = guard.wrongCodesAt.filter((at) => at > now - OTP_LOCK_WINDOW_MS).length;
  const lockFor =
    guard.wrongCodesAt.length >= OTP_WRONG_CODES_PER_DAY ? OTP_DAY_LOCK_MS : lastHour >= OTP_WRONG_CODES_PER_HOUR ? OTP_LOCK_MS : 0;
  if (lockFor > 0) {
    otp.state = 'exhausted';
    // The day's count stays: after an hour's lock, four more wrong codes lock for a day.
    if (lockFor === OTP_DAY_LOCK_MS) guard.wrongCodesAt = [];
    lock(customer, scope, now + lockFor);
    throw new BankError(lockCode(scope), { cooldownFinishedAt: thaiIso(now + lockFor) });
  }
  if (otp.wrongAttempts < OTP_MAX_WRONG_ATTEMPTS) {
    const left = OTP_MAX_WRONG_ATTEMPTS - otp.wrongAttempts;
    throw new BankError('LKS0205', { message: `Incorrect OTP, ${left} attempt(s) left` });
  }
  otp.state = 'exhausted';
  throw new BankError('LKS0204');
}

/**
 * Codes at rest are an HMAC under a key made when the bank starts: six digits have only a
 * million values, so a plain hash of them is a lookup table away from the code.
 */
export function otpCodeDigest(store: Store, otpRef: string, code: string): string {
  return createHmac('sha256', store.otpKey).update(`${otpRef}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
