import type { OtpIssued, RegistrationState } from 'shared-kernel';

/** docs/behaviour.md#otp-verification: the bank's code lives 5 minutes from when it is sent. */
export const OTP_LIFETIME_MS = 300_000;

/**
 * What the state keeps of a code the bank has just sent. Its expiredAt is on the bank's clock:
 * compared with a phone's clock minutes fast it called the code just sent expired (every code,
 * on a phone 5 minutes fast), and on one an hour slow the code never expired on the screen. So
 * the code's 5 minutes are counted on this phone's clock from when the answer arrived.
 */
export function issuedOtp({ otpRef }: OtpIssued, arrivedAt = Date.now()): Pick<RegistrationState, 'otpRef' | 'otpExpirationTime'> {
  return { otpRef, otpExpirationTime: new Date(arrivedAt + OTP_LIFETIME_MS).toISOString() };
}
