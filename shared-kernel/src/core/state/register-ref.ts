import { LOCAL_KEYS } from '../storage/keys';
import { localStore } from '../storage/stores';

/** The registration's reference: the atom's, or after a reload the copy kept in localStorage. */
export const registerRefOf = (fromAtom: string): string => fromAtom || localStore.get(LOCAL_KEYS.registerRef) || '';
