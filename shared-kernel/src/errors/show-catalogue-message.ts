import { confirmPopup, showAlert } from '../state/popups';
import { kernelTextsNow } from '../texts/kernel-texts';
import type { CatalogueEntry } from './catalogue';

/** The entry's wording in the screen's language (the catalogue itself holds the Thai). */
function inScreenLanguage(entry: CatalogueEntry): CatalogueEntry {
  if (!entry.texts) return entry;
  const { ERROR_TEXTS, BUTTONS } = kernelTextsNow();
  const words: { title: string; description: string; confirmText?: string } = ERROR_TEXTS[entry.texts];
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
