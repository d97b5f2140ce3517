import { atom } from 'jotai';
import type { StatementRequest } from 'shared-kernel';
import type { IsoDate } from '../../dates/calendar-date';
import type { StatementPeriod } from '../../dates/statement-period';

/**
 * What the customer has put on the statement form for one account, kept in the page's memory
 * (never storage: it holds the e-mail address) while they verify again, so the form comes back
 * as they left it (docs/behaviour.md#statement-journey). Cleared once the statement is sent.
 * It lives in this remote: the remote's module stays loaded for the page's life, and no other
 * package reads it.
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
