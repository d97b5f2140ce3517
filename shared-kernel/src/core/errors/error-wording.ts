import type { CatalogueCode, ERROR_CATALOGUE } from './catalogue';

interface Words {
  title: string;
  description: string;
}

/** The codes whose entry is a popup (the others go straight to a page and say nothing). */
type PopupCode = { [C in CatalogueCode]: (typeof ERROR_CATALOGUE)[C]['popup'] extends true ? C : never }[CatalogueCode];

/**
 * The error catalogue's words in another language, by code: every popup's title and description,
 * a question's confirm button, and the generic popup. The Thai is the catalogue itself
 * (./catalogue.ts); an English wording typed with this fails the type check when a code is missing.
 */
export type ErrorWording = {
  readonly [C in PopupCode]: (typeof ERROR_CATALOGUE)[C] extends { confirm: object } ? Words & { confirmText: string } : Words;
} & { readonly GENERIC: Words };
