import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { use } from 'react';
import { rememberLanguage, showLanguageOnPage, startLanguage, type Language } from './language';
import type { Wording } from './wording';

/**
 * The customer's pick this page, in the kernel's core so every package reads the one atom; null
 * until they pick, so the start's choice shows (./language.ts).
 */
const pickedAtom = atom<Language | null>(null);

/** The screen's language. */
export const useLanguage = (): Language => useAtomValue(pickedAtom) ?? startLanguage();

/** Outside React (popups, document titles): the language the screen is in now. */
export const languageNow = (): Language => getDefaultStore().get(pickedAtom) ?? startLanguage();

/** Every catalogue's English loader, so a switch fetches them all before the screen changes: null where it could not. */
const englishLoaders = new Set<(again: 1) => Promise<unknown>>();

export interface Catalogue<T> {
  /** The wording in the screen's language; suspends while the English chunk arrives. */
  useTexts(): Wording<T>;
  /** The same outside React; Thai until the English has arrived. */
  textsNow(): Wording<T>;
}

/**
 * One package's wording: its Thai source, and its English fetched only when the screen is in
 * English (a lazy chunk, so a Thai customer never downloads it). An English chunk that cannot
 * be fetched leaves the screen in Thai rather than empty.
 */
export function defineCatalogue<T>(thai: T, loadEnglish: () => Promise<Wording<T>>): Catalogue<T> {
  const source = thai as Wording<T>;
  let english: Wording<T> | null = null;
  let loading: Promise<Wording<T> | null> | null = null;
  // `again`: the start and the switch fetch it anew, so one that could not be fetched is tried
  // again (a chunk already here or on its way comes from webpack's own cache).
  const load = (again?: 1): Promise<Wording<T> | null> => {
    if (again || !loading) {
      // One that failed stays settled, as null (the Thai is drawn): a drawing that tried again
      // suspended again, each time, and React gave the page up blank. The switch tries again (below).
      const arriving = (loading = loadEnglish().then(
        (loaded) => (english = loaded),
        () => null,
      ));
      // A promise that says it is settled is read by use() at once, without suspending: a screen
      // drawn after the English has arrived never waits for it again.
      void arriving.then((value) => Object.assign(arriving, { status: 'fulfilled', value }));
    }
    return loading;
  };
  // The start and the switch fetch anew what is not here yet (a chunk already on its way is not fetched twice).
  englishLoaders.add(load);
  // An English start fetches it as soon as the package's code is here, beside the page's own chunks.
  if (startLanguage() === 'en') void load();
  return {
    useTexts() {
      const language = useLanguage();
      if (language === 'th') return source;
      // use() on every English drawing, not only while the chunk is on its way: a drawing that
      // waited for it is replayed, and a replay without the same use() is broken (React's
      // errors 467 and 520).
      return use(load()) ?? source;
    },
    textsNow: () => (languageNow() === 'en' && english) || source,
  };
}

/** Every catalogue's English known so far: the start awaits it before the first render in English. */
export function loadEnglish(): Promise<unknown[]> {
  return Promise.all([...englishLoaders].map((load) => load(1)));
}

/**
 * The switch (ภาษาไทย / English): every catalogue's English is fetched first, so the screen
 * changes at once and in one piece, with nothing the customer typed lost; the pick is
 * remembered on this device.
 */
export async function switchLanguage(next: Language): Promise<void> {
  // English that cannot all be fetched (the connection dropped) leaves the screen in Thai, whole; a tap again tries again.
  if (next === 'en' && (await loadEnglish()).includes(null)) return;
  rememberLanguage(next);
  showLanguageOnPage(next);
  getDefaultStore().set(pickedAtom, next);
}

/** Tests only: back to the start's choice. */
export function resetLanguage(): void {
  getDefaultStore().set(pickedAtom, null);
}
