import type { CatalogueEntry } from '../errors/catalogue';
import { defineCatalogue } from '../language/catalogue';
import { KERNEL_TEXTS } from './th';

/**
 * The error catalogue's popups carry their Thai themselves; only another language brings a way
 * to put an entry in its words (../errors/entry-in-english.ts).
 */
type KernelTexts = typeof KERNEL_TEXTS & { entryInLanguage?: (entry: CatalogueEntry) => CatalogueEntry };

/**
 * The kernel's wording in the screen's language: Thai from ./th.ts, English from ./en.ts,
 * fetched only when the screen is in English.
 */
export const KERNEL_CATALOGUE = defineCatalogue<KernelTexts>(KERNEL_TEXTS, () =>
  import('./kernel-english').then((english) => english.KERNEL_CATALOGUE_EN),
);

export const useKernelTexts = KERNEL_CATALOGUE.useTexts;
export const kernelTextsNow = KERNEL_CATALOGUE.textsNow;
