import { stripSeparators } from './separators';
import { VALIDATION_MESSAGES } from './validation-messages';

export const ACCOUNT_NUMBER_LENGTH = 10;
export const MAX_ACCOUNTS = 15;
/** The last account cannot be removed: a registered user always keeps one. */
export const MIN_ACCOUNTS = 1;

export function isValidAccountNumber(value: string): boolean {
  return /^\d{10}$/.test(stripSeparators(value));
}

export function accountNumberError(value: string): string | null {
  return isValidAccountNumber(value) ? null : VALIDATION_MESSAGES.accountNumberWrong;
}

export function canAddAccount(accountCount: number): boolean {
  return accountCount < MAX_ACCOUNTS;
}

export function canRemoveAccount(accountCount: number): boolean {
  return accountCount > MIN_ACCOUNTS;
}
