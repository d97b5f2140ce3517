import { getDefaultStore } from 'jotai';
import { resetLanguage } from '../core/language/catalogue';
import { forgetStartLanguage } from '../core/language/language';
import { FEATURE_FLAG_DEFAULTS, featureFlagsAtom } from '../core/state/feature-flags';
import { REGISTRATION_DEFAULTS, registrationAtom } from '../core/state/registration';
import { SETTING_DEFAULTS, settingAtom } from '../core/state/setting';
import { isOnlineAtom } from '../core/state/network';
import { alertPopupAtom, confirmPopupAtom, loadingCountAtom, successPopupAtom } from '../core/state/popups';
import { statementAccountAtom, statementActiveAtom } from '../core/state/statement';

/** Clears the shared popups: the jotai store is one per page, like the real app's. */
export function resetOverlays(): void {
  const store = getDefaultStore();
  store.set(alertPopupAtom, null);
  store.set(confirmPopupAtom, null);
  store.set(successPopupAtom, null);
  store.set(loadingCountAtom, 0);
}

/**
 * A new customer's app: empty storage, every atom at its default, no popup, no data layer.
 * The shared jest setup runs it before each test, so a test starts from here and sets only
 * what its story needs.
 */
export function resetAppState(): void {
  sessionStorage.clear();
  localStorage.clear();
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
  const store = getDefaultStore();
  store.set(registrationAtom, REGISTRATION_DEFAULTS);
  store.set(settingAtom, SETTING_DEFAULTS);
  store.set(featureFlagsAtom, FEATURE_FLAG_DEFAULTS);
  store.set(statementActiveAtom, false);
  store.set(statementAccountAtom, null);
  store.set(isOnlineAtom, true);
  forgetStartLanguage();
  document.documentElement.lang = 'th';
  resetLanguage();
  resetOverlays();
}
