import { defineCatalogue } from 'shared-kernel/language';
import { SETTINGS_TEXTS } from './th';

/** The settings remote's wording in the screen's language: Thai from ./th.ts, English from ./en.ts when asked for. */
export const useSettingsTexts = defineCatalogue(SETTINGS_TEXTS, () =>
  import(/* webpackChunkName: "en" */ './en').then((english) => english.SETTINGS_TEXTS_EN),
).useTexts;
