import { defineCatalogue } from 'shared-kernel';
import { HOST_TEXTS } from './th';

/** The host's wording in the screen's language: Thai from ./th.ts, English from ./en.ts when asked for. */
export const useHostTexts = defineCatalogue(HOST_TEXTS, () =>
  import(/* webpackChunkName: "en" */ './en').then((english) => english.HOST_TEXTS_EN),
).useTexts;
