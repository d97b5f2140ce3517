import { VALIDATION_MESSAGES } from './validation-messages';

export const EMAIL_MAX_LENGTH = 320;

// Domain labels may not be empty, so 'a@b..com' and 'a@.com' are rejected.
const EMAIL_PATTERN = /^[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * Applied on every keystroke: the field accepts only the characters an address may hold. A
 * pasted 'Name <address>' or 'mailto:address?subject=…' gives the address alone first: dropping only the
 * other characters would glue the name on, a valid address of someone else.
 */
export function filterEmailInput(typed: string): string {
  const bracketed = /<([^<>]*@[^<>]*)>/.exec(typed)?.[1] ?? typed;
  // A mailto link's query ('?subject=Statement') is not the address either: glued on, it made
  // 'a@b.comsubjectStatement'. Its scheme goes in brackets too: a mail app writes a link in plain
  // text as 'a@b.com <mailto:a@b.com>', which gave 'mailtoa@b.com'.
  const address = bracketed.replace(/^\s*mailto:([^?]*)[\s\S]*$/i, '$1');
  return address.replace(/[^A-Za-z0-9@._+-]/g, '').slice(0, EMAIL_MAX_LENGTH);
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function emailError(value: string): string | null {
  if (value.trim() === '') return VALIDATION_MESSAGES.emailEmpty;
  return isValidEmail(value) ? null : VALIDATION_MESSAGES.emailWrong;
}
