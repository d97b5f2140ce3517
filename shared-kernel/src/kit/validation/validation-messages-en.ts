import type { Wording } from '../../core/language/wording';
import type { VALIDATION_MESSAGES } from './validation-messages';

/** The inline validation texts in English (docs/glossary.md), fetched only for a screen in English. */
export const VALIDATION_MESSAGES_EN = {
  idCardEmpty: 'Please enter your national ID number',
  idCardWrong: 'Please enter a valid 13-digit national ID number',
  mobileEmpty: 'Please enter your mobile number',
  mobileWrong: 'Please enter a valid 10-digit mobile number',
  accountNumberWrong: 'Please enter a valid 10-digit account number',
  emailEmpty: 'Please enter your e-mail',
  emailWrong: 'Please enter a valid e-mail, for example simple@example.com',
} as const satisfies Wording<typeof VALIDATION_MESSAGES>;
