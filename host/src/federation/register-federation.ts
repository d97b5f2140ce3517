import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from 'shared-kernel';
import { REMOTE_CONTAINERS } from './remote-containers';
import { entryIntegrityPlugin } from './runtime-plugins/entry-integrity-plugin';
import { remoteFallbackPlugin } from './runtime-plugins/remote-fallback-plugin';
import { remoteRetryPlugin } from './runtime-plugins/retry-plugin';

/** Remote locations come from the runtime config, so a remote moves without a host rebuild. */
export function registerFederation(config: RuntimeConfig): void {
  registerPlugins([entryIntegrityPlugin(config), remoteRetryPlugin(), remoteFallbackPlugin()]);
  registerRemotes(
    (Object.keys(config.remotes) as RemoteName[]).map((alias) => ({
      name: REMOTE_CONTAINERS[alias],
      alias,
      entry: config.remotes[alias],
    })),
  );
}
