import { confirmPopup, showAlert } from '../state/popups';
import { kernelTextsNow } from '../texts/kernel-texts';
import { ERROR_CATALOGUE, GENERIC_ERROR, type CatalogueCode, type CatalogueEntry } from './catalogue';

/** The entry's words in the screen's language: its own Thai, or the catalogue's code in another language. */
function inScreenLanguage(entry: CatalogueEntry): CatalogueEntry {
  const { ERROR_TEXTS, BUTTONS } = kernelTextsNow();
  const code =
    entry === GENERIC_ERROR
      ? 'GENERIC'
      : (Object.keys(ERROR_CATALOGUE) as CatalogueCode[]).find((known) => ERROR_CATALOGUE[known] === entry);
  const words: { title: string; description: string; confirmText?: string } | undefined =
    ERROR_TEXTS && code ? (ERROR_TEXTS as Record<string, { title: string; description: string }>)[code] : undefined;
  if (!words) return entry;
  return {
    ...entry,
    title: words.title,
    description: words.description,
    confirm: entry.confirm && { confirmText: words.confirmText ?? entry.confirm.confirmText, cancelText: BUTTONS.cancel },
  };
}

/**
 * The one way a catalogue entry reaches the customer: its two-button question when it has one,
 * else its OK popup (none for an entry that goes straight to a page). Resolves true when the
 * customer may go on (confirmed, or tapped OK), false when they cancelled the question.
 */
export async function showCatalogueMessage(catalogued: CatalogueEntry, debugDetail?: string): Promise<boolean> {
  const entry = inScreenLanguage(catalogued);
  if (entry.confirm) {
    return confirmPopup({
      title: entry.title,
      description: entry.description,
      confirmText: entry.confirm.confirmText,
      cancelText: entry.confirm.cancelText,
    });
  }
  if (entry.popup) {
    await showAlert({ title: entry.title, description: entry.description || undefined, icon: entry.icon, debugDetail });
  }
  return true;
}
