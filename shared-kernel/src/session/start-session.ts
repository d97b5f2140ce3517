import { getDefaultStore } from 'jotai';
import { exchangeChatIdToken } from '../api/client';
import { fetchFeatureFlags } from '../api/calls/app-start';
import { currentChatIdToken } from '../api/token-source';
import type { RuntimeConfig } from '../config/runtime-config';
import { mergeFeatureFlagsAtom } from '../state/feature-flags';
import { patchRegistrationAtom } from '../state/registration';
import { patchSettingAtom } from '../state/setting';
import { resolveSessionReady } from './session-ready';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Chat ID token → POST /verify-token → access token, retried (docs/behaviour.md#limits-and-timings: 5 tries, 1 s
 * apart). Resolves false when every try failed; the caller shows /general-error.
 */
export async function exchangeTokenWithRetries(attempts: number, delayMs: number): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const idToken = await currentChatIdToken();
      if (idToken) {
        await exchangeChatIdToken(idToken);
        return true;
      }
    } catch {
      /* try again below */
    }
    if (attempt < attempts) await sleep(delayMs);
  }
  return false;
}

/** After LIFF: token exchange, then feature flags (all false when they cannot be read). */
export async function startSession(config: RuntimeConfig): Promise<boolean> {
  const ok = await exchangeTokenWithRetries(config.retry.chatTokenAttempts, config.retry.chatTokenDelayMs);
  resolveSessionReady();
  if (!ok) return false;
  stampLiffStarted();
  try {
    getDefaultStore().set(mergeFeatureFlagsAtom, await fetchFeatureFlags());
  } catch {
    /* flags keep their defaults: every gated feature stays off */
  }
  return true;
}

/** Stamp the start of the chat-app flow: the customer is now inside the mini-app with a session. */
export function stampLiffStarted(): void {
  const store = getDefaultStore();
  store.set(patchRegistrationAtom, { isStartLiff: false });
  store.set(patchSettingAtom, { isStartLiff: false });
}
