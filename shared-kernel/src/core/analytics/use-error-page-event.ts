import { useEffect, useRef } from 'react';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';
import { trackErrorPage } from './error-page-event';

/**
 * An error page sends its one event on first view; StrictMode's second effect run must not
 * repeat it. The stored category belongs to that error only: it is cleared once sent, so a
 * later error page is never labelled with it.
 */
export function useErrorPageEvent(page: string): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    trackErrorPage(page, sessionStore.get(SESSION_KEYS.errorCategory));
    sessionStore.remove(SESSION_KEYS.errorCategory);
  }, [page]);
}
