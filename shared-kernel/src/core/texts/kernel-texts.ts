import type { ErrorWording } from '../errors/error-wording';
import { defineCatalogue } from '../language/catalogue';
import { KERNEL_TEXTS } from './th';

/** The error catalogue's popups carry their Thai themselves; only another language adds theirs here. */
type KernelTexts = typeof KERNEL_TEXTS & { ERROR_TEXTS?: ErrorWording };

/**
 * The kernel's wording in the screen's language: Thai from ./th.ts, English from ./en.ts,
 * fetched only when the screen is in English.
 */
export const KERNEL_CATALOGUE = defineCatalogue<KernelTexts>(KERNEL_TEXTS, () =>
  import('./en').then((english) => ({ ...english.KERNEL_TEXTS_EN, ERROR_TEXTS: english.ERROR_TEXTS_EN })),
);

export const useKernelTexts = KERNEL_CATALOGUE.useTexts;
export const kernelTextsNow = KERNEL_CATALOGUE.textsNow;
