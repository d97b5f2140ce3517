// Build-time stand-in for Module Federation's snapshot handler (runtime-core 2.9.2,
// scripts/omissions/library-omissions.js). Snapshots come from remotes' manifests; our remotes are
// plain `remoteEntry.js` files named by the runtime config, built with `disableSnapshot` and
// `manifest: false`. Yet runtime-core constructs the handler whenever remotes are on, so its code
// (with the SDK's manifest reader) shipped in every main.js. It is only asked for a snapshot by
// `preloadRemote`, which the app never calls; `removeRemote` (the forced re-registration of a
// remote whose chunk failed after a deploy, host/src/federation/fresh-remote-entry.ts) clears its
// cache and reads the host's snapshot, so those two stay harmless here
// (host/src/federation/fresh-remote-entry.test.ts proves it with these stand-ins).
const NO_SNAPSHOTS = 'Remote snapshots are left out of this build (scripts/omissions/library-omissions.js).';

export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    // Plugins are offered to every hook system; this one has no hooks to join.
    this.hooks = { applyPlugin() {}, removePlugin() {} };
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(new Error(NO_SNAPSHOTS));
  }
}

export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
