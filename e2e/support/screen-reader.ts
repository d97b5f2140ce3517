import type { Page } from '@playwright/test';

/**
 * What a screen reader (TalkBack, VoiceOver) is told without the customer moving: the text of a
 * live region each time it changes (role status or alert, aria-live polite or assertive; a timer's
 * own aria-live is off), and an alert as it arrives. Focus moves are left to `toBeFocused`.
 * Installed before the page loads; `heard` returns what was said since the last call.
 */
export async function listenAsScreenReader(page: Page): Promise<{ heard: () => Promise<string[]> }> {
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.defineProperty(window, '__screenReaderHeard', { value: said });
    const LIVE = '[aria-live]:not([aria-live="off"]),[role="status"]:not([aria-live="off"]),[role="alert"]';
    new MutationObserver((records) => {
      const changed = new Set<Element>();
      for (const record of records) {
        const node = record.target.nodeType === Node.ELEMENT_NODE ? (record.target as Element) : record.target.parentElement;
        const region = node?.closest(LIVE);
        if (region) changed.add(region);
        for (const added of Array.from(record.addedNodes)) {
          if (added instanceof Element && added.matches('[role="alert"]')) changed.add(added);
        }
      }
      for (const region of changed) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) said.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return {
    heard: () => page.evaluate(() => (window as unknown as { __screenReaderHeard: string[] }).__screenReaderHeard.splice(0)),
  };
}
