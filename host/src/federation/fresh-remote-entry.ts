import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, type RemoteName } from 'shared-kernel';
import { REMOTE_CONTAINERS } from './remote-containers';

let freshness = 0;

/**
 * Makes the next load of a remote fetch its entry afresh instead of reusing the container already
 * on the page. After a deploy the old container still names the previous release's chunks; a
 * chunk that has gone fails again on every retry until the new `remoteEntry.js` replaces it
 * (docs/deploy-contract.md, "Rollouts"). The query makes it a new script for the browser and for
 * the runtime's own cache of loaded entries; `force` drops the old container's registration.
 */
export function refreshRemoteEntry(remote: RemoteName): void {
  const entry = getRuntimeConfig().remotes[remote];
  if (!entry) return;
  freshness += 1;
  const url = new URL(entry, window.location.href);
  url.searchParams.set('fresh', `${Date.now().toString(36)}${freshness}`);
  registerRemotes([{ name: REMOTE_CONTAINERS[remote], alias: remote, entry: url.toString() }], { force: true });
}
