import { getDefaultStore } from 'jotai';
import { alertPopupAtom } from './popups';

/**
 * Resolves once no alert popup is up. A customer back after an hour meets the idle limit's
 * 'หมดเวลาทำรายการ' over the screen it moved to, whose call needs a new ID token: leaving for LINE
 * Login at once would take the message away before it was read (docs/behaviour.md#expired-tokens).
 */
export function alertAnswered(): Promise<void> {
  const store = getDefaultStore();
  return new Promise((resolve) => {
    if (!store.get(alertPopupAtom)) return resolve();
    const stop = store.sub(alertPopupAtom, () => {
      if (store.get(alertPopupAtom)) return;
      stop();
      resolve();
    });
  });
}
