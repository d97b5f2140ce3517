import type { LocalKey, SessionKey } from './keys';

// Storage can throw (private mode, quota); a failing read is treated as absent, never as a crash.
function reader(store: () => Storage) {
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

const session = reader(() => window.sessionStorage);
const local = reader(() => window.localStorage);

export const sessionStore = {
  get: (key: SessionKey) => session.get(key),
  set: (key: SessionKey, value: string) => session.set(key, value),
  remove: (key: SessionKey) => session.remove(key),
};

export const localStore = {
  get: (key: LocalKey) => local.get(key),
  set: (key: LocalKey, value: string) => local.set(key, value),
  remove: (key: LocalKey) => local.remove(key),
};
