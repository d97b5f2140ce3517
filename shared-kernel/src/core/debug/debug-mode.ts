import { getRuntimeConfig, isProduction } from '../config/runtime-config';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';

/**
 * Debug mode (docs/behaviour.md#debug-mode): copy tokens, skip the ID checksum, show error detail behind
 * a popup's icon. It exists only in builds made with the debug tools (`npm run dev`, or
 * LKS_DEBUG_TOOLS=on at build time): in any other build `__LKS_DEBUG_TOOLS__` is the constant
 * false and the minifier removes the rest. Where it exists it is switched on by opening any
 * page with `?debug=on` (off: `?debug=off`) and lasts for the LIFF session; a production
 * runtime config still makes it impossible.
 */
export function isDebugMode(): boolean {
  if (!__LKS_DEBUG_TOOLS__) return false;
  try {
    if (isProduction(getRuntimeConfig())) return false;
  } catch {
    return false;
  }
  return sessionStore.get(SESSION_KEYS.debugMode) === 'on';
}

/** Called once at start with the page's query string. */
export function applyDebugSwitch(search: string): void {
  if (!__LKS_DEBUG_TOOLS__) {
    sessionStore.remove(SESSION_KEYS.debugMode);
    return;
  }
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
