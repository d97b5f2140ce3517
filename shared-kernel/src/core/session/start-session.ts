import { getDefaultStore } from 'jotai';
import { fetchFeatureFlags, type FeatureFlags } from '../api/calls/app-start';
import type { RuntimeConfig } from '../config/runtime-config';
import { mergeFeatureFlagsAtom } from '../state/feature-flags';
import { patchRegistrationAtom } from '../state/registration';
import { patchSettingAtom } from '../state/setting';
import { beginTokenExchange } from './token-exchange';

let flagsAtStartUp: Promise<FeatureFlags | null> | null = null;

/** After LIFF: token exchange (begun by the host's start-up), then feature flags (all false when they cannot be read). */
export async function startSession(config: RuntimeConfig): Promise<boolean> {
  const ok = await beginTokenExchange(config);
  if (!ok) return false;
  stampLiffStarted();
  flagsAtStartUp = fetchFeatureFlags().catch(() => null);
  const flags = await flagsAtStartUp;
  // When they cannot be read the flags keep their defaults: every gated feature stays off.
  if (flags) getDefaultStore().set(mergeFeatureFlagsAtom, flags);
  return true;
}

/**
 * The start-up's read of the feature flags, waited for if still out: null when it failed or has
 * not begun, so a screen that must know them asks the bank itself.
 */
export const featureFlagsReadAtStartUp = (): Promise<FeatureFlags | null> => flagsAtStartUp ?? Promise.resolve(null);

/** Tests start each case before any start-up read. */
export function forgetStartUpFlags(): void {
  flagsAtStartUp = null;
}

/** Stamp the start of the chat-app flow: the customer is now inside the mini-app with a session. */
export function stampLiffStarted(): void {
  const store = getDefaultStore();
  store.set(patchRegistrationAtom, { isStartLiff: false });
  store.set(patchSettingAtom, { isStartLiff: false });
}
