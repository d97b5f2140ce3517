import { COOKIE_KEYS, LOCAL_KEYS } from '../storage/keys';
import { localStore } from '../storage/stores';

/**
 * The languages the app speaks. Thai is the source of every text and the default; English is for
 * customers whose LINE runs in any other language (docs/behaviour.md#language).
 */
export type Language = 'th' | 'en';

/** LINE's language tag ('th', 'th-TH', 'en-US', 'ja') → the app's language: Thai for Thai, English otherwise. */
export function languageOfTag(tag: string | null | undefined): Language {
  return /^th([-_]|$)/i.test(tag ?? '') ? 'th' : 'en';
}

/** The language the customer picked with the switch on this device, if any. */
export function rememberedLanguage(): Language | null {
  const kept = localStore.get(LOCAL_KEYS.language);
  return kept === 'th' || kept === 'en' ? kept : null;
}

/**
 * The pick is kept on the device, and in a cookie the host's server reads, so the next page's
 * first paint is already in it (server/page-language.js): the language alone, for a year.
 */
export function rememberLanguage(language: Language): void {
  localStore.set(LOCAL_KEYS.language, language);
  const secure = window.location.protocol === 'https:' ? ';secure' : '';
  document.cookie = `${COOKIE_KEYS.language}=${language};path=/;max-age=31536000;samesite=lax${secure}`;
}

/** `<html lang>` follows the screen's language (screen readers and fonts read it). */
export function showLanguageOnPage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * What the page was drawn in: the host's server sets `<html lang>` from Accept-Language
 * (server/page-language.js); a page no server filled is Thai.
 */
const drawnLanguage = (): Language => (document.documentElement.lang === 'en' ? 'en' : 'th');

let chosenAtStart: Language | null = null;

/**
 * Decided once at start, before the first render: the customer's own pick on this device wins,
 * then LINE's app language (`liff.getAppLanguage()`).
 */
export function chooseStartLanguage(lineLanguage: string | null | undefined): Language {
  chosenAtStart = rememberedLanguage() ?? languageOfTag(lineLanguage);
  showLanguageOnPage(chosenAtStart);
  return chosenAtStart;
}

/** The start's choice; before LIFF has answered (or when it never does), the pick or the page's own language. */
export function startLanguage(): Language {
  return chosenAtStart ?? rememberedLanguage() ?? drawnLanguage();
}

/** Tests only: the next start chooses afresh. */
export function forgetStartLanguage(): void {
  chosenAtStart = null;
}
