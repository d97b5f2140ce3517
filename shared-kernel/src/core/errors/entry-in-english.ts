import { ERROR_TEXTS_EN, KERNEL_TEXTS_EN } from '../texts/en';
import { ERROR_CATALOGUE, GENERIC_ERROR, type CatalogueCode, type CatalogueEntry } from './catalogue';

/**
 * A catalogue entry in English: its popup's words by code (../texts/en.ts), a question's buttons
 * too. It travels with the kernel's English chunk (../texts/kernel-texts.ts), so a Thai screen,
 * which shows the entry's own Thai, downloads none of it.
 */
export function entryInEnglish(entry: CatalogueEntry): CatalogueEntry {
  const code =
    entry === GENERIC_ERROR
      ? 'GENERIC'
      : (Object.keys(ERROR_CATALOGUE) as CatalogueCode[]).find((known) => ERROR_CATALOGUE[known] === entry);
  const words: { title: string; description: string; confirmText?: string } | undefined = code
    ? (ERROR_TEXTS_EN as Record<string, { title: string; description: string }>)[code]
    : undefined;
  if (!words) return entry;
  return {
    ...entry,
    title: words.title,
    description: words.description,
    confirm: entry.confirm && { confirmText: words.confirmText ?? entry.confirm.confirmText, cancelText: KERNEL_TEXTS_EN.BUTTONS.cancel },
  };
}
