import { defineCatalogue } from '../language/catalogue';
import { KERNEL_TEXTS } from './th';

/**
 * The kernel's wording in the screen's language: Thai from ./th.ts, English from ./en.ts,
 * fetched only when the screen is in English.
 */
export const KERNEL_CATALOGUE = defineCatalogue(KERNEL_TEXTS, () => import('./en').then((english) => english.KERNEL_TEXTS_EN));

export const useKernelTexts = KERNEL_CATALOGUE.useTexts;
export const kernelTextsNow = KERNEL_CATALOGUE.textsNow;
