import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useKernelTexts } from 'shared-kernel';
import { prerenderedPageFor } from './prerendered-page';

/**
 * While a page's code arrives: the page as the server prerendered it, else a quiet spinner in the
 * middle of the screen, at the size LINE's MINI App guidelines give (docs/running-in-line.md);
 * never a blank screen.
 */
export function PageLoading() {
  const { pathname } = useLocation();
  const prerendered = prerenderedPageFor(pathname);
  if (prerendered) {
    // A remote's own build output (its first-screens.json, checked by server/remote-screens.js),
    // never anything a customer typed.
    return <div aria-busy="true" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  }
  return <LoadingSpinner />;
}

/**
 * How long the spinner shows before its words are said: a screen reader announces a change to a
 * live region it already knows, not one that arrives with its words, and a page that comes
 * sooner is announced by its own heading.
 */
export const LOADING_SAID_AFTER_MS = 500;

/** The kernel's spinner in the middle of the screen, named for a screen reader. */
export function LoadingSpinner() {
  const { PAGE_TEXTS } = useKernelTexts();
  const [said, say] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => say(true), LOADING_SAID_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="k-loading" role="status" aria-live="polite">
      <div className="k-spinner" />
      {said ? <span className="k-sr-only">{PAGE_TEXTS.loading}</span> : null}
    </div>
  );
}
