import { defineCatalogue } from 'shared-kernel/language';
import { LANDING_TEXTS, TERMS_TEXTS } from './landing';

/** The landing's wording in the screen's language; the English comes with the remote's (./en.ts), only when asked for. */
export const useLandingTexts = defineCatalogue(LANDING_TEXTS, () =>
  import(/* webpackChunkName: "en" */ './en').then((english) => english.REGISTRATION_TEXTS_EN.landing),
).useTexts;

/** The terms screen's, likewise. */
export const useTermsTexts = defineCatalogue(TERMS_TEXTS, () =>
  import(/* webpackChunkName: "en" */ './en').then((english) => english.REGISTRATION_TEXTS_EN.terms),
).useTexts;
