import { useCallback, useEffect, useRef, useState } from 'react';
import { focusScreenHeading } from '../../kit/routing/screen-heading';
import { startLoading } from './popups';

export interface VisitLoadHandlers<T> {
  /** Runs once per answer, only while the page is still shown. */
  onLoaded?: (data: T) => void;
  /** Runs once per failure, only while the page is still shown (usually the error handler). */
  onFailed?: (error: unknown) => void;
}

export interface VisitLoad<T> {
  /** The last answer this page read itself; null until one arrives. */
  data: T | null;
  /** The last attempt failed: the page offers `retry`. */
  failed: boolean;
  retry: () => void;
}

/**
 * What a page reads when it is visited: runs `load` under the global spinner when the page
 * mounts (the spinner goes with the page), again whenever `load` changes (keep it stable with useCallback) and on `retry`.
 * An answer or failure that arrives after the page has gone (or after a newer attempt began)
 * is dropped: no state update, no handler, so no navigation away from the page now shown.
 * A null `load` reads nothing (the page lacks what the read needs).
 */
export function useVisitLoad<T>(load: (() => Promise<T>) | null, handlers: VisitLoadHandlers<T> = {}): VisitLoad<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The latest handlers, so an inline object does not restart the read on every render.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!load) return undefined;
    let active = true;
    setFailed(false);
    // The spinner belongs to the page that reads: a read left behind (the phone's back while a
    // slow bank answers) changes nothing the bank holds, so the next screen is not held under it.
    const stop = startLoading();
    (async () => load())()
      .finally(stop)
      .then(
        (answer) => {
          if (!active) return;
          setData(answer);
          latest.current.onLoaded?.(answer);
        },
        (error: unknown) => {
          if (!active) return;
          setFailed(true);
          latest.current.onFailed?.(error);
        },
      );
    return () => {
      active = false;
      stop();
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    // ลองใหม่ goes once the read starts again: the page's heading takes focus rather than nothing.
    focusScreenHeading();
    setAttempt((n) => n + 1);
  }, []);
  return { data, failed, retry };
}
