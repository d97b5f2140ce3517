import { atom } from 'jotai';
import type { AccountData, StatementRequest } from '../api/calls/statements';
import type { IsoDate } from '../format/calendar-date';
import type { StatementPeriod } from '../format/statement-period';

/** docs/behaviour.md#app-state. */
export const statementActiveAtom = atom(false);
export const statementAccountAtom = atom<AccountData | null>(null);

/**
 * What the customer has put on the statement form for one account, kept in the page's memory
 * (never storage: it holds the e-mail address) while they verify again, so the form comes back
 * as they left it (docs/behaviour.md#statement-journey). Cleared once the statement is sent.
 */
export interface StatementFormDraft {
  accountRef: string;
  period: StatementPeriod;
  from: IsoDate | null;
  to: IsoDate | null;
  language: StatementRequest['Language'];
  email: string;
}
export const statementFormDraftAtom = atom<StatementFormDraft | null>(null);
