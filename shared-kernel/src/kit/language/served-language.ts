import type { ReactNode } from 'react';
import * as core from 'shared-kernel';
import type { Catalogue, Language, Wording } from 'shared-kernel';

/**
 * The screen's language as a remote takes it from the kernel the page serves. The language is
 * one atom in the kernel's core (1.1.0 and later); a host still serving an older kernel has none,
 * and its remotes' screens are then in Thai, the source, instead of refusing to draw
 * (docs/deploy-contract.md, "Names a remote may do without"). Read through the namespace, so the
 * names count as optional: scripts/kernel/kernel-imports.js records `*`, not each of them.
 */
const served: Partial<typeof core> = core;

const thaiCatalogue = <T>(thai: T): Catalogue<T> => {
  const source = thai as Wording<T>;
  return { useTexts: () => source, textsNow: () => source };
};

// The kernel's own wording on a kernel without catalogues: the Thai names it has always exported
// (the rest of its wording only the kernel's own screens use).
const servedThaiTexts = (): ReturnType<typeof core.kernelTextsNow> =>
  ({ BUTTONS: served.BUTTONS, POPUP_TEXTS: served.POPUP_TEXTS, PAGE_TEXTS: served.PAGE_TEXTS }) as ReturnType<typeof core.kernelTextsNow>;

export const useLanguage: () => Language = served.useLanguage ?? (() => 'th');
export const languageNow: () => Language = served.languageNow ?? (() => 'th');
export const switchLanguage: (next: Language) => Promise<void> = served.switchLanguage ?? (() => Promise.resolve());
export const defineCatalogue: <T>(thai: T, loadEnglish: () => Promise<Wording<T>>) => Catalogue<T> =
  served.defineCatalogue ?? thaiCatalogue;
export const useKernelTexts: typeof core.useKernelTexts = served.useKernelTexts ?? servedThaiTexts;
export const kernelTextsNow: typeof core.kernelTextsNow = served.kernelTextsNow ?? servedThaiTexts;
export const LanguageSwitch: () => ReactNode = served.LanguageSwitch ?? (() => null);
