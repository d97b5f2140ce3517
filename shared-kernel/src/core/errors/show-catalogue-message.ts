import { confirmPopup, showAlert } from '../state/popups';
import { kernelTextsNow } from '../texts/kernel-texts';
import type { CatalogueEntry } from './catalogue';

/**
 * The one way a catalogue entry reaches the customer: its two-button question when it has one,
 * else its OK popup (none for an entry that goes straight to a page). Resolves true when the
 * customer may go on (confirmed, or tapped OK), false when they cancelled the question or left
 * the page with it up.
 */
export async function showCatalogueMessage(catalogued: CatalogueEntry, debugDetail?: string): Promise<boolean> {
  // The entry carries its Thai; another language's catalogue brings the way to its own words.
  const entry = kernelTextsNow().entryInLanguage?.(catalogued) ?? catalogued;
  if (entry.confirm) {
    return confirmPopup({
      title: entry.title,
      description: entry.description,
      confirmText: entry.confirm.confirmText,
      cancelText: entry.confirm.cancelText,
    });
  }
  if (entry.popup) {
    return showAlert({ title: entry.title, description: entry.description || undefined, icon: entry.icon, debugDetail });
  }
  return true;
}
