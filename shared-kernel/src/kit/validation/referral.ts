export const REFERRAL_MAX_LENGTH = 50;

/**
 * Cuts free text to 50 characters. Counting code points rather than UTF-16 units means an
 * emoji or other astral character is never cut in half into a lone surrogate.
 */
export function normaliseReferral(value: string): string {
  const codePoints = Array.from(value);
  return codePoints.length <= REFERRAL_MAX_LENGTH ? value : codePoints.slice(0, REFERRAL_MAX_LENGTH).join('');
}
