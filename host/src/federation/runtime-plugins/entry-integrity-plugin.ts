import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from 'shared-kernel';

/** A script's file, whatever query names the attempt (ลองใหม่'s fresh entry, ../fresh-remote-entry.ts). */
const fileOf = (url: string) => {
  const { origin, pathname } = new URL(url, window.location.href);
  return `${origin}${pathname}`;
};

/**
 * Each remote entry loads with the integrity the release manifest records for its version (the
 * host's server puts it in the runtime config, docs/deploying.md#integrity), in CORS mode, so the
 * browser refuses an entry whose bytes were changed on the static origin: the load fails as a
 * down remote's does, and its routes show the unavailable page. An entry without one loads as before.
 */
export function entryIntegrityPlugin({ remotes, remoteIntegrity = {} }: RuntimeConfig): ModuleFederationRuntimePlugin {
  const integrityOf = new Map(
    (Object.keys(remoteIntegrity) as RemoteName[]).map((remote) => [fileOf(remotes[remote]), remoteIntegrity[remote]]),
  );
  return {
    name: 'entry-integrity',
    createScript({ url, attrs }) {
      const integrity = integrityOf.get(fileOf(url));
      if (!integrity) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}
