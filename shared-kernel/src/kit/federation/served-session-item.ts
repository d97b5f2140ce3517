import { SESSION_KEYS, sessionStore } from 'shared-kernel';

/** One item of this window's session storage, under the key the served kernel names it by. */
export interface ServedSessionItem {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

const NOTHING_KEPT: ServedSessionItem = { get: () => null, set: () => undefined, remove: () => undefined };

/**
 * A session item under the key the served kernel (the host's, which may be older than this
 * package's) names it by. Where that kernel predates the key, every such key reads `undefined`,
 * so they would all share the one item named "undefined", which that kernel never clears for
 * another LINE user: there the item keeps nothing, and its feature works as that release's did
 * (docs/compatibility-suite.md).
 */
export function servedSessionItem(name: keyof typeof SESSION_KEYS): ServedSessionItem {
  const key = (SESSION_KEYS as Partial<typeof SESSION_KEYS>)[name];
  if (!key) return NOTHING_KEPT;
  return { get: () => sessionStore.get(key), set: (value) => sessionStore.set(key, value), remove: () => sessionStore.remove(key) };
}
