import { defineCatalogue } from 'shared-kernel/language';
import { REGISTRATION_TEXTS } from './th';

/** The registration remote's wording in the screen's language: Thai from ./th.ts, English from ./en.ts when asked for. */
export const REGISTRATION_CATALOGUE = defineCatalogue(REGISTRATION_TEXTS, () =>
  import(/* webpackChunkName: "en" */ './en').then((english) => english.REGISTRATION_TEXTS_EN),
);

export const useRegistrationTexts = REGISTRATION_CATALOGUE.useTexts;
