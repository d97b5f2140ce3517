import { getDefaultStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { VERIFIED_IDLE_LIMIT_MS } from '../session/verified-idle-limit';
import { SESSION_KEYS } from '../storage/keys';
import { loadingCountAtom } from '../state/popups';
import { sessionStore } from '../storage/stores';

// A tap (finger, pen or mouse) or a key anywhere on the page is the customer still being there.
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Calls `onIdle` once, when the page has gone VERIFIED_IDLE_LIMIT_MS without a tap or a key while
 * `watching`; each tap or key starts the count again. A phone that sleeps holds the page's timers
 * back, so when the page comes back into view the wall clock decides at once, and counts what is left.
 */
export function useIdleLimit(watching: boolean, onIdle: () => void): void {
  const latestOnIdle = useRef(onIdle);
  useEffect(() => {
    latestOnIdle.current = onIdle;
  });

  useEffect(() => {
    if (!watching) return;
    // The last tap is kept for the window: a reload (a page the phone discarded while put away) is
    // judged from it, not given a fresh 10 minutes. One from the future (a clock set back) counts from now.
    const kept = Number(sessionStore.get(SESSION_KEYS.verifiedActiveAt));
    let lastActivity = kept > 0 && kept <= Date.now() ? kept : Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const store = getDefaultStore();
    // A call's answer (its spinner gone) is the customer still there: they were waiting on the bank.
    const unsubscribe = store.sub(loadingCountAtom, () => {
      if (!store.get(loadingCountAtom)) activity();
    });

    function stop() {
      clearTimeout(timer);
      unsubscribe();
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, activity, true);
      document.removeEventListener('visibilitychange', backInView);
      window.removeEventListener('blur', intoFrame);
    }
    function end() {
      stop();
      latestOnIdle.current();
    }
    function activity() {
      lastActivity = Date.now();
      count();
    }
    // A tap inside a frame (the consent provider's form) reaches only the frame's own page; the
    // parent sees its window lose focus to the frame, and that first tap counts.
    function intoFrame() {
      if (document.activeElement instanceof HTMLIFrameElement) activity();
    }
    // The wall clock decides: past the limit it ends now, else the timer (which stands still while
    // the phone sleeps) is set to what is really left.
    function count() {
      sessionStore.set(SESSION_KEYS.verifiedActiveAt, String(lastActivity));
      const left = lastActivity + VERIFIED_IDLE_LIMIT_MS - Date.now();
      clearTimeout(timer);
      // Not while a call is out: an answer that lands after the phone wakes must not meet a dropped verification.
      if (left > 0) timer = setTimeout(count, left);
      else if (!store.get(loadingCountAtom)) end();
    }
    function backInView() {
      if (document.visibilityState === 'visible') count();
    }

    // Captured, so a control that stops its event's propagation still counts as a tap.
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, activity, true);
    document.addEventListener('visibilitychange', backInView);
    window.addEventListener('blur', intoFrame);
    count();
    return stop;
  }, [watching]);
}
