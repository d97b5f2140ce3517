import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { types } from '@module-federation/runtime-core';

const RETRY_DELAY_MS = 500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One quick retry of a remote's entry script, and of its exposed module, smooths over a dropped
 * packet on a phone network without making a remote that is really down keep the customer
 * waiting. A second failure goes on to the fallback plugin (the remote's unavailable page).
 * Written against the runtime's own hooks, so it moves with the installed Module Federation.
 */
export function remoteRetryPlugin(delayMs = RETRY_DELAY_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-retry',
    // Called once when the entry script failed to load; the runtime hands a getRemoteEntry that
    // does not come back here, so this is the one retry.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retried = pause(delayMs).then(async () => {
        // The failed load is remembered under this key; forgetting it lets the retry add the script again.
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      });
      // The hook is typed as a promise of a promise; the runtime awaits what it gets either way.
      return new Promise<Promise<types.RemoteEntryExports | undefined> | undefined>((resolve) => resolve(retried));
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      try {
        return await remoteEntryExports.get(expose);
      } catch {
        await pause(delayMs);
        return remoteEntryExports.get(expose);
      }
    },
  };
}
