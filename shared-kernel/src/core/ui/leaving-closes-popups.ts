import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { alertPopupAtom, confirmPopupAtom, successPopupAtom } from '../state/popups';

/**
 * Leaving a page cancels it, its popups too (docs/behaviour.md#overlays-and-buttons): when the
 * customer goes back or forward through the history (the phone's back, LINE's back) to another
 * entry, the popups that were up close unanswered, so what their answer would do next (a step
 * of the journey they left) never runs over where they went. An entry is the router's (its key),
 * not its path: the captcha overlay's entry is /info with a query. Only the customer moves through
 * the history while a popup covers the page; the app's own moves (a push or a replace) keep
 * theirs, as the popup it shows while moving on belongs to where it goes. A popup the new
 * screen opens as it appears came after the move and stays.
 */
export function useLeavingClosesPopups(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const alert = useAtomValue(alertPopupAtom);
  const confirm = useAtomValue(confirmPopupAtom);
  const success = useAtomValue(successPopupAtom);
  const shownOn = useRef(key);

  useEffect(() => {
    const left = shownOn.current !== key && navigationType === NavigationType.Pop;
    shownOn.current = key;
    // The popups drawn with the move are those up before it; each closes only if still up.
    if (left) for (const popup of [alert, confirm, success]) popup?.dismiss();
  }, [key, navigationType, alert, confirm, success]);
}
