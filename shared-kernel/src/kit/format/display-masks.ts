/**
 * The display formats of docs/behaviour.md#display-formats, one X per digit: the formatters take
 * their digit groups from them and a field its longest value (its `maxLength`).
 */
export const ID_CARD_MASK = 'X-XXXX-XXXXX-XX-X';
export const MOBILE_MASK = 'XXX-XXX-XXXX';
export const ACCOUNT_NUMBER_MASK = 'XXX-X-XXXXX-X';

/**
 * Thai digits (๐-๙, pasted from a Thai document or typed on a Thai keyboard) and full-width
 * digits (０-９, from an East Asian input method) are the customer's digits too: each becomes
 * its ASCII digit, the last four bits of its code point in both blocks.
 */
function asciiDigits(value: string): string {
  return value.replace(/[\u0E50-\u0E59\uFF10-\uFF19]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

export function digitsOnly(value: string): string {
  return asciiDigits(value).replace(/\D/g, '');
}

/**
 * The code in a pasted SMS: its reference ('Ref: K7P2QX') and its minutes carry digits too, so
 * the code is the one run of six digits standing apart from other letters and digits. A code
 * pasted on its own with separators ('123 456') has no such run, and all its digits are taken.
 * A text with letters and no such single run (a reference of digits only, a code joined to its
 * label) gives nothing: its other digits would be a wrong code, costing one of the attempts.
 */
export function otpCodeIn(text: string): string {
  // Words of letters and digits, not a lookbehind: iOS before 16.4 cannot parse one (scripts/browsers/check-shipped-syntax.js).
  const [code, ...others] = (asciiDigits(text).match(/[0-9A-Za-z]+/g) ?? []).filter((word) => /^[0-9]{6}$/.test(word));
  if (code !== undefined && others.length === 0) return code;
  return /[A-Za-z\u0E01-\u0E4F]/.test(text) ? '' : digitsOnly(text);
}

/**
 * Works on partial input too, so a field can re-format on every keystroke: a dash appears
 * only once the next group has a digit, which keeps backspace from getting stuck on it.
 */
function groupDigits(value: string, mask: string): string {
  const digits = digitsOnly(value);
  const groups = mask.split('-').map((group) => group.length);
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
}

/** '1234567890123' → '1-2345-67890-12-3'; digits past the 13th are dropped. */
export function formatIdCard(value: string): string {
  return groupDigits(value, ID_CARD_MASK);
}

/**
 * A mobile number's digits in the Thai form: one pasted or autofilled with the country code
 * ('+66 81 234 5678', '66812345678', '+66 (0) 81…') becomes '0812345678'. Only a leading '+' or
 * the nine digits of a number after '66' mark that form, so a number being typed is never
 * rewritten under the caret, and a longer run that starts with 66 (an ID card, an account number)
 * stays wrong rather than becoming a valid number of someone else ('012-345-6789').
 */
export function mobileDigits(value: string): string {
  const digits = digitsOnly(value);
  const national = digits.slice(2).replace(/^0/, '');
  const international = digits.startsWith('66') && national.length <= 9 && (value.trimStart().startsWith('+') || national.length === 9);
  return international ? `0${national}` : digits;
}

/** '0812345678' → '081-234-5678'. */
export function formatMobile(value: string): string {
  return groupDigits(mobileDigits(value), MOBILE_MASK);
}

/** '1234567890' → '123-4-56789-0'. */
export function formatAccountNumber(value: string): string {
  return groupDigits(value, ACCOUNT_NUMBER_MASK);
}

/** The OTP screen shows only the last four digits: '0812345678' → 'XXX-XXX-5678'. */
export function maskMobile(value: string): string {
  const digits = digitsOnly(value);
  const lastFour = digits.length >= 4 ? digits.slice(-4) : 'XXXX';
  return `XXX-XXX-${lastFour}`;
}
