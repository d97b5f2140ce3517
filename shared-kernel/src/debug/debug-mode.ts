import { getRuntimeConfig, isProduction } from '../config/runtime-config';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';

/**
 * Debug mode (SPEC.md section 1): copy tokens, skip the ID checksum, show error detail behind
 * a popup's icon. It is switched on by opening any page with `?debug=on` (and off with
 * `?debug=off`) and lasts for the LIFF session. A production runtime config makes it
 * impossible: the switch is ignored and the check always answers false.
 */
export function isDebugMode(): boolean {
  try {
    if (isProduction(getRuntimeConfig())) return false;
  } catch {
    return false;
  }
  return sessionStore.get(SESSION_KEYS.debugMode) === 'on';
}

/** Called once at start with the page's query string. */
export function applyDebugSwitch(search: string): void {
  try {
    if (isProduction(getRuntimeConfig())) {
      sessionStore.remove(SESSION_KEYS.debugMode);
      return;
    }
  } catch {
    return;
  }
  const value = new URLSearchParams(search).get('debug');
  if (value === 'on') sessionStore.set(SESSION_KEYS.debugMode, 'on');
  if (value === 'off') sessionStore.remove(SESSION_KEYS.debugMode);
}
