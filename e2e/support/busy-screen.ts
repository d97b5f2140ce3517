/**
 * Whether a screen is still loading, as the app itself shows it (its code, not its looks): a
 * region marked `aria-busy` (the page the server prerendered while the page's code arrives, the
 * settings menu while the bank's check runs), a progress bar, or the kernel's spinner inside a
 * status region (the loading overlay over a screen that waits for the bank, the host's
 * placeholder while a page's code arrives). The spinner of /auth-kma-verification is hidden from
 * assistive technology and outside any status region: it is that screen itself (waiting for the
 * customer to come back from the bank's app), not a load. The gallery pictures a screen only once
 * none of these is on it (e2e/support/screen-audit.ts, e2e/webkit/webkit-fixtures.ts).
 *
 * Self-contained: it runs in the page (Chromium's page.evaluate, WebKit's executeScript).
 */
export function busyIndicatorsNow(): string[] {
  const found: string[] = [];
  if (document.querySelector('[aria-busy="true"]')) found.push('a region marked aria-busy');
  if (document.querySelector('[role="progressbar"]')) found.push('a progress bar');
  if (document.querySelector('[role="status"] .k-spinner')) found.push('the loading spinner');
  return found;
}

/**
 * Routes whose screen is the wait itself: it shows the bank's check under the spinner and moves on
 * as soon as the bank answers, so the gallery pictures it under its spinner (docs/gallery.md).
 */
export const SCREENS_THAT_ARE_A_WAIT: ReadonlySet<string> = new Set([
  // "Checking your account details" until the bank answers, then on to verification.
  '/request-statement',
  // The deep link to the bank's app is being asked for; once it comes, the bank's app opens.
  '/redirect-kma',
]);

/** How long the gallery waits for a screen to finish loading before it gives up on its picture. */
export const LOADED_WITHIN_MS = 15_000;

/** The error a gallery picture fails with when `screen` stays busy. */
export function stillLoadingError(screen: string, busy: string[], waitedMs = LOADED_WITHIN_MS): Error {
  return new Error(
    `gallery: ${screen} still shows ${busy.join(' and ')} after ${waitedMs / 1000} s; ` + 'its picture would show the wait, not the screen',
  );
}
