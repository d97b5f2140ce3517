import { atom } from 'jotai';
import type { AccountData } from '../api/calls/statements';

/** docs/behaviour.md#app-state. */
export const statementActiveAtom = atom(false);
export const statementAccountAtom = atom<AccountData | null>(null);
