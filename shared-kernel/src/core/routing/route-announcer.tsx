import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { screenHeading } from '../../kit/routing/screen-heading';

/** A remote page arrives after its chunk; past this the heading on screen is taken as the new one. */
const NEW_HEADING_WAIT_MS = 3000;

/**
 * After every route change: the document title becomes the screen's Thai name (its heading, so
 * the name lives once, in the page's texts) and focus moves to that heading, so a screen-reader
 * user hears where they are, as a full page load would tell them. Focus is only moved when
 * nothing else holds it: a page that focuses its own field (the OTP boxes) keeps it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previousHeading = useRef<HTMLElement | null>(null);

  // In the commit that draws the new screen, not after it: the last screen's observer would
  // otherwise see the new heading first, take it for its own, and leave this one waiting for
  // another heading that never comes (focus then stayed on nothing).
  useLayoutEffect(() => {
    const doc = document;
    const oldHeading = previousHeading.current;
    const startedAt = Date.now();
    let focusPending = true;
    let focused: HTMLElement | null = null;

    const nothingHoldsFocus = () => {
      const active = doc.activeElement;
      return !active || active === doc.body || !active.isConnected;
    };

    const sync = () => {
      const heading = screenHeading();
      if (!heading) return;
      const waiting = Date.now() - startedAt < NEW_HEADING_WAIT_MS;
      // The previous screen's heading can stay up while the next page's chunk loads.
      if (focusPending && heading === oldHeading && waiting) return;
      const name = heading.textContent?.trim();
      if (name && doc.title !== name) doc.title = name;
      previousHeading.current = heading;
      // A page can draw its heading afresh (a loading state, then the screen; ลองใหม่ on a page
      // that could not be drawn): focus follows to the new heading, unless the customer has moved it meanwhile.
      const lostFocus = focused !== null && focused !== heading && !focused.isConnected;
      if (!focusPending && !lostFocus) return;
      focusPending = false;
      if (!nothingHoldsFocus()) return;
      heading.focus({ preventScroll: true });
      focused = heading;
    };

    sync();
    // The heading appears when the page (often a remote chunk) renders, and its text can change with the page's state.
    const observer = new MutationObserver(sync);
    observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);

  return null;
}
