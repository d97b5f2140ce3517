import { atom } from 'jotai';
import type { AccountData } from '../api/calls/statements';

/** SPEC.md section 3 'Statement state' and 'Account data'. */
export const statementActiveAtom = atom(false);
export const statementAccountAtom = atom<AccountData | null>(null);
