import type { Wording } from '../../core/language/wording';
import type { ACCOUNT_TYPE_LABELS } from './account-type';

/** The account types in English (docs/glossary.md), fetched only for a screen in English. */
export const ACCOUNT_TYPE_LABELS_EN = {
  SVNG: 'Savings',
  CURR: 'Current',
  TIME: 'Fixed deposit',
} as const satisfies Wording<typeof ACCOUNT_TYPE_LABELS>;
