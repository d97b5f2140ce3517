import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { localStore, sessionStore } from '../storage/stores';

/**
 * The registration's reference: the atom's, or after a reload this window's copy, then the
 * device's. Another window of the app that started a registration meanwhile has put its own in
 * local storage; this window's session copy keeps its reload on its own registration and code.
 */
export const registerRefOf = (fromAtom: string): string =>
  fromAtom || sessionStore.get(SESSION_KEYS.registerRef) || localStore.get(LOCAL_KEYS.registerRef) || '';
