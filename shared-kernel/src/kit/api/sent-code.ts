import { getDefaultStore } from 'jotai';
import { registrationAtom, resetOtpRefAtom, type OtpIssued, type RegistrationState } from 'shared-kernel';
import { servedSessionItem } from '../federation/served-session-item';
import { issuedOtp } from './issued-otp';

type SentCode = Pick<RegistrationState, 'otpRef' | 'otpExpirationTime'>;
// On a host whose kernel predates the kept code, nothing is kept: a reload of /otp sends a new code, as that release did.
const keptCodeItem = servedSessionItem('registrationOtp');

/** Whose code the bank sent: a registration's, by its registerRef, or a registered customer's for a service. */
export type CodeFor = { registerRef: string } | 'service';

/**
 * The one writer of a code the bank has just sent (patchRegistrationAtom refuses the code's
 * fields). A registration's is also kept in this window, its reference and expiry only (never the
 * code or the mobile), so a reload of /otp shows the code already sent instead of asking for
 * another: every code sent counts towards the bank's send limit, and three reloads would otherwise
 * lock the customer out (docs/behaviour.md#otp-verification).
 */
export function storeSentCode(answer: OtpIssued, codeFor: CodeFor): void {
  const code = issuedOtp(answer);
  patchCode({ ...code, isMaxAttempOtp: false });
  if (codeFor !== 'service') keepRegistrationCode(codeFor.registerRef, code);
}

/**
 * A registration's code kept in this window for a reload of /otp. storeSentCode keeps each code it
 * stores; /otp also keeps the one it arrives with, since the registration remote of the release in
 * production puts its code in the state without storeSentCode (docs/compatibility-suite.md).
 */
export const keepRegistrationCode = (registerRef: string, code: SentCode): void =>
  keptCodeItem.set(JSON.stringify({ registerRef, ...code }));

/** A reload of /otp: this registration's kept code back in the state while it is alive; false when there is none. */
export function restoreKeptCode(registerRef: string, now = Date.now()): boolean {
  const kept = keptCode(registerRef, now);
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

function keptCode(registerRef: string, now: number): SentCode | null {
  let kept: Partial<SentCode & { registerRef: string }>;
  try {
    kept = JSON.parse(keptCodeItem.get() ?? '') as typeof kept;
  } catch {
    return null;
  }
  const alive = typeof kept.otpExpirationTime === 'string' && Date.parse(kept.otpExpirationTime) > now;
  if (kept.registerRef !== registerRef || typeof kept.otpRef !== 'string' || !kept.otpRef || !alive) return null;
  return { otpRef: kept.otpRef, otpExpirationTime: kept.otpExpirationTime as string };
}
