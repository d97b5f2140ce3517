import { stripSeparators } from './separators';
import { VALIDATION_MESSAGES } from './validation-messages';

export const ID_CARD_LENGTH = 13;

export interface IdCardOptions {
  /** Debug mode skips the checksum so testers can type made-up numbers (docs/behaviour.md#input-rules). */
  skipChecksum?: boolean;
}

function hasValidChecksum(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < ID_CARD_LENGTH - 1; i += 1) {
    sum += Number(digits[i]) * (ID_CARD_LENGTH - i);
  }
  const checkDigit = (11 - (sum % 11)) % 10;
  return checkDigit === Number(digits[ID_CARD_LENGTH - 1]);
}

/** A Thai national ID: 13 digits whose last digit is the mod-11 check digit. Dashes allowed. */
export function isValidIdCard(digits: string, opts: IdCardOptions = {}): boolean {
  const value = stripSeparators(digits);
  if (!/^\d{13}$/.test(value)) return false;
  return opts.skipChecksum === true || hasValidChecksum(value);
}

export function idCardError(value: string, opts: IdCardOptions = {}): string | null {
  if (stripSeparators(value) === '') return VALIDATION_MESSAGES.idCardEmpty;
  return isValidIdCard(value, opts) ? null : VALIDATION_MESSAGES.idCardWrong;
}
