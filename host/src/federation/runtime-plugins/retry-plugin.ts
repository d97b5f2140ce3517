import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * One quick retry of a remote's entry script smooths over a dropped packet on a phone
 * network, without making a remote that is really down keep the customer waiting.
 */
export function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  // retry-plugin 0.17 is typed against an older runtime; its hooks are the same at run time.
  return RetryPlugin({ script: { retryTimes: 1, retryDelay: 500 } }) as unknown as ModuleFederationRuntimePlugin;
}
