import { stripSeparators } from './separators';
import { VALIDATION_MESSAGES } from './validation-messages';

export const MOBILE_LENGTH = 10;

/** Thai mobile numbers: 10 digits, a leading 0 and a non-zero operator digit (08x, 09x, 06x). */
export function isValidMobile(value: string): boolean {
  return /^0[1-9]\d{8}$/.test(stripSeparators(value));
}

export function mobileError(value: string): string | null {
  if (stripSeparators(value) === '') return VALIDATION_MESSAGES.mobileEmpty;
  return isValidMobile(value) ? null : VALIDATION_MESSAGES.mobileWrong;
}
