import { useEffect, useState } from 'react';
import { useKernelTexts } from '../texts/kernel-texts';

/**
 * How long a spinner shows before its words are said. A screen reader announces a change to a
 * live region it already knows, not one that arrives with its words, so the words come after the
 * region; and a wait shorter than this is announced by what ends it (the next screen's heading, a
 * popup), not by a word said on every tap.
 */
export const LOADING_SAID_AFTER_MS = 500;

/** Whether a wait has lasted long enough for its spinner's words to be said; false as it ends. */
export function useSaidAfterWait(waiting: boolean): boolean {
  const [said, say] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => say(true), LOADING_SAID_AFTER_MS);
    return () => {
      clearTimeout(timer);
      say(false);
    };
  }, [waiting]);
  return waiting && said;
}

/** The spinner in the middle of the screen while a page's code arrives, named for a screen reader once the wait lasts. */
export function LoadingSpinner() {
  const { PAGE_TEXTS } = useKernelTexts();
  const said = useSaidAfterWait(true);
  return (
    <div className="k-loading" role="status" aria-live="polite">
      <div className="k-spinner" />
      {said ? <span className="k-sr-only">{PAGE_TEXTS.loading}</span> : null}
    </div>
  );
}
