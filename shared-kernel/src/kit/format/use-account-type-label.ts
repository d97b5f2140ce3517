import { defineCatalogue } from '../language/served-language';
import { ACCOUNT_TYPE_LABELS, isAccountTypeCode } from './account-type';

const ACCOUNT_TYPE_CATALOGUE = defineCatalogue(ACCOUNT_TYPE_LABELS, () =>
  import(/* webpackChunkName: "en" */ './account-type-en').then((english) => english.ACCOUNT_TYPE_LABELS_EN),
);

/** accountTypeLabel in the screen's language: savings is the fallback in both. */
export function useAccountTypeLabel(): (type: string | null | undefined) => string {
  const labels = ACCOUNT_TYPE_CATALOGUE.useTexts();
  return (type) => (type && isAccountTypeCode(type) ? labels[type] : labels.SVNG);
}
