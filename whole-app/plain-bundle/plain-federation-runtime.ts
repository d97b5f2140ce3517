/**
 * Bench only (`npm run bench`): stands in for @module-federation/enhanced/runtime so the same
 * host builds as ONE plain bundle with every remote's pages compiled in. Comparing its bytes
 * with the federated build shows what federation costs on first load. It sits in whole-app/,
 * not in the host, because the host itself reaches remotes only through federation
 * (ARCHITECTURE.md, "Checks").
 */
const REMOTE_PAGES: Record<string, () => Promise<unknown>> = {
  'registration/pages': () => import('../../remote-registration/src/pages'),
  'settings/pages': () => import('../../remote-settings/src/pages'),
  'statement/pages': () => import('../../remote-statement/src/pages'),
};

export function registerPlugins(): void {}
export function registerRemotes(): void {}

export function loadRemote<T>(id: string): Promise<T | null> {
  const load = REMOTE_PAGES[id];
  return load ? (load() as Promise<T>) : Promise.resolve(null);
}
