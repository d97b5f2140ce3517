import type { LocalKey, SessionKey } from './keys';

// Storage can throw (private mode, quota); a failing read is treated as absent, never as a crash.
function reader(store: () => Storage): KeyedStore<string> {
  return {
    get(key: string): string | null {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store().setItem(key, value);
      } catch {
        /* storage unavailable: the value lives only in memory state */
      }
    },
    remove(key: string): void {
      try {
        store().removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

/** A store that takes only the keys named for it in keys.ts. */
export interface KeyedStore<Key extends string> {
  get(key: Key): string | null;
  set(key: Key, value: string): void;
  remove(key: Key): void;
}

export const sessionStore: KeyedStore<SessionKey> = reader(() => window.sessionStorage);
export const localStore: KeyedStore<LocalKey> = reader(() => window.localStorage);
