import { addDays, type IsoDate } from '../../dates/calendar-date';

/**
 * 'At most 12 months back' as the bank counts it: 365 days. A calendar year would reach one
 * day further across a 29 February, and the bank refuses such a period.
 */
export const STATEMENT_HISTORY_DAYS = 365;

export interface DraftRange {
  from: IsoDate | null;
  to: IsoDate | null;
}

export interface DateBounds {
  min: IsoDate;
  max: IsoDate;
}

export function oneYearBefore(today: IsoDate): IsoDate {
  return addDays(today, -STATEMENT_HISTORY_DAYS);
}

/** docs/behaviour.md#statement-date-range: the from-date may not pass the to-date (nor today, nor the history limit). */
export function fromDateBounds({ to }: DraftRange, today: IsoDate): DateBounds {
  return { min: oneYearBefore(today), max: to ?? today };
}

/** docs/behaviour.md#statement-date-range: the to-date runs from the from-date (or one year ago) up to today. */
export function toDateBounds({ from }: DraftRange, today: IsoDate): DateBounds {
  return { min: from ?? oneYearBefore(today), max: today };
}
