import { atom } from 'jotai';

/** Taken from the browser at start; the host keeps it in step with online/offline events. */
export const isOnlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
