import { getDefaultStore } from 'jotai';
import { registrationAtom, resetOtpRefAtom, type Flow, type OtpIssued, type RegistrationState } from 'shared-kernel';
import { servedSessionItem } from '../federation/served-session-item';
import { issuedOtp } from './issued-otp';

type SentCode = Pick<RegistrationState, 'otpRef' | 'otpExpirationTime'>;
// On a host whose kernel predates the kept code, nothing is kept: a reload of /otp sends a new code, as that release did.
const keptCodeItem = servedSessionItem('registrationOtp');

/** Whose code the bank sent: a registration's, by its registerRef, or a registered customer's for a service flow. */
export type CodeFor = { registerRef: string } | { flow: Flow | null };

/**
 * The one writer of a code the bank has just sent (patchRegistrationAtom refuses the code's
 * fields). It is also kept in this window, its reference and expiry only (never the code or the
 * mobile), so a reload of /otp shows the code already sent instead of asking for another: every
 * code sent counts towards the bank's send limit, and three reloads would otherwise lock the
 * customer out (docs/behaviour.md#otp-verification).
 */
export function storeSentCode(answer: OtpIssued, codeFor: CodeFor): void {
  const code = issuedOtp(answer);
  patchCode({ ...code, isMaxAttempOtp: false });
  keepCode(codeFor, code);
}

/**
 * A registration's code kept in this window for a reload of /otp. storeSentCode keeps each code it
 * stores; /otp also keeps the one it arrives with, since the registration remote of the release in
 * production puts its code in the state without storeSentCode (docs/compatibility-suite.md).
 */
export const keepRegistrationCode = (registerRef: string, code: SentCode): void => keepCode({ registerRef }, code);

// A registration's is kept as { registerRef, otpRef, otpExpirationTime }, the form the registration
// remote of other releases writes and reads; a service flow's as { flow, otpRef, otpExpirationTime }.
const keepCode = (codeFor: CodeFor, code: SentCode): void => keptCodeItem.set(JSON.stringify({ ...codeFor, ...code }));

/** A reload of /otp: the code kept for this registration or service flow back in the state while it is alive; false when there is none. */
export function restoreKeptCode(codeFor: CodeFor, now = Date.now()): boolean {
  const kept = keptCode(codeFor, now);
  if (kept) patchCode(kept);
  return kept !== null;
}

/** The code verified: gone from the state and from this window. */
export function clearUsedCode(): void {
  getDefaultStore().set(resetOtpRefAtom);
  forgetKeptCode();
}

/** A code the bank takes no more (too many wrong tries): a reload of /otp asks for a new one rather than show it again. */
export const forgetKeptCode = (): void => keptCodeItem.remove();

// The app's one store (the kit keeps no atom of its own, eslint.config.js).
function patchCode(fields: Partial<RegistrationState>): void {
  const store = getDefaultStore();
  store.set(registrationAtom, { ...store.get(registrationAtom), ...fields });
}

function keptCode(codeFor: CodeFor, now: number): SentCode | null {
  let kept: Partial<SentCode & { registerRef: string; flow: Flow | null }>;
  try {
    kept = JSON.parse(keptCodeItem.get() ?? '') as typeof kept;
  } catch {
    return null;
  }
  const alive = typeof kept.otpExpirationTime === 'string' && Date.parse(kept.otpExpirationTime) > now;
  const sameOwner = 'registerRef' in codeFor ? kept.registerRef === codeFor.registerRef : kept.flow === codeFor.flow;
  if (!sameOwner || typeof kept.otpRef !== 'string' || !kept.otpRef || !alive) return null;
  return { otpRef: kept.otpRef, otpExpirationTime: kept.otpExpirationTime as string };
}
