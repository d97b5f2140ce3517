import { LOCAL_KEYS, SESSION_KEYS, type LocalKey, type SessionKey } from './keys';

/**
 * Storage can throw: Safari's private browsing and a full quota refuse writes
 * (QuotaExceededError), and a blocked store refuses reads. A refused write is kept in this
 * page's memory instead, so the journey on screen goes on (a reload or a trip out of the app
 * then starts without it); a failing read is treated as absent, never as a crash.
 */
function reader(store: () => Storage, probeKey: string): KeyedStore<string> {
  const memory = new Map<string, string>();
  return {
    get(key: string): string | null {
      const kept = memory.get(key);
      if (kept !== undefined) return kept;
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store().setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key: string): void {
      memory.delete(key);
      try {
        store().removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
    takesWrites(): boolean {
      try {
        store().setItem(probeKey, '1');
        store().removeItem(probeKey);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** A store that takes only the keys named for it in keys.ts. */
export interface KeyedStore<Key extends string> {
  get(key: Key): string | null;
  set(key: Key, value: string): void;
  remove(key: Key): void;
  /**
   * Whether the browser's store takes a write at all. Safari's private browsing and a full quota
   * refuse every write (QuotaExceededError); LIFF's own start-up writes to sessionStorage and then
   * fails, so the start-up failure screen asks this to tell the customer what to do.
   */
  takesWrites(): boolean;
}

export const sessionStore: KeyedStore<SessionKey> = reader(() => window.sessionStorage, SESSION_KEYS.storageProbe);
export const localStore: KeyedStore<LocalKey> = reader(() => window.localStorage, LOCAL_KEYS.storageProbe);
