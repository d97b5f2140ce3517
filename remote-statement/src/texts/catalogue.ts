import { defineCatalogue } from 'shared-kernel/language';
import { STATEMENT_TEXTS } from './th';

/** The statement remote's wording in the screen's language: Thai from ./th.ts, English from ./en.ts when asked for. */
export const useStatementTexts = defineCatalogue(STATEMENT_TEXTS, () =>
  import(/* webpackChunkName: "en" */ './en').then((english) => english.STATEMENT_TEXTS_EN),
).useTexts;
