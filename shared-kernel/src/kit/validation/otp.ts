export const OTP_LENGTH = 6;

/** Confirm is enabled only once every box holds a digit. */
export function isCompleteOtp(code: string): boolean {
  return code.length === OTP_LENGTH && /^\d+$/.test(code);
}
