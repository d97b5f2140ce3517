import { SESSION_KEYS, sessionStore, type RegistrationState } from 'shared-kernel';

type IssuedCode = Pick<RegistrationState, 'otpRef' | 'otpExpirationTime'>;
interface KeptCode extends IssuedCode {
  registerRef: string;
}

/**
 * The code the bank last sent this window's registration, kept so a reload of /otp shows it again
 * instead of asking for another: every code sent counts towards the bank's send limit, and three
 * reloads would otherwise lock the customer out (docs/behaviour.md#otp-verification). Only the
 * reference and expiry are kept; the code itself is in the customer's SMS.
 */
export const keepRegistrationCode = (registerRef: string, issued: IssuedCode): void =>
  sessionStore.set(SESSION_KEYS.registrationOtp, JSON.stringify({ registerRef, ...issued }));

export const forgetRegistrationCode = (): void => sessionStore.remove(SESSION_KEYS.registrationOtp);

/** The kept code of this registration while it is still alive, else null. */
export function keptRegistrationCode(registerRef: string, now = Date.now()): IssuedCode | null {
  let kept: Partial<KeptCode>;
  try {
    kept = JSON.parse(sessionStore.get(SESSION_KEYS.registrationOtp) ?? '') as Partial<KeptCode>;
  } catch {
    return null;
  }
  const alive = typeof kept.otpExpirationTime === 'string' && Date.parse(kept.otpExpirationTime) > now;
  if (kept.registerRef !== registerRef || typeof kept.otpRef !== 'string' || !kept.otpRef || !alive) return null;
  return { otpRef: kept.otpRef, otpExpirationTime: kept.otpExpirationTime as string };
}
