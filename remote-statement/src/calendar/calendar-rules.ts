import { compareDates, isDateAfter, isDateBefore, type IsoDate } from '../dates/calendar-date';

/**
 * The calendar's rules on 'YYYY-MM-DD' days, never on Date objects: a day the customer taps
 * is a Thai calendar day, and the phone's time zone must not move it.
 */
export type YearMonth = string;

export interface CalendarDay {
  date: IsoDate;
  /** Days of the neighbouring months fill the first and last week; they are shown greyed. */
  inMonth: boolean;
}

export interface DayLimits {
  today: IsoDate;
  min?: IsoDate | null;
  max?: IsoDate | null;
}

const DAYS_IN_WEEK = 7;

function parts(month: YearMonth): [number, number] {
  const [year, monthNumber] = month.split('-').map(Number);
  return [year ?? NaN, monthNumber ?? NaN];
}

function isoFromUtc(year: number, monthIndex: number, day: number): IsoDate {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

export function monthOf(date: IsoDate): YearMonth {
  return date.slice(0, 7);
}

export function shiftMonth(month: YearMonth, by: number): YearMonth {
  const [year, monthNumber] = parts(month);
  return monthOf(isoFromUtc(year, monthNumber - 1 + by, 1));
}

/** Whole weeks, Sunday first, covering every day of the month. */
export function monthGrid(month: YearMonth): CalendarDay[] {
  const [year, monthNumber] = parts(month);
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const leading = first.getUTCDay();
  const cells = Math.ceil((leading + daysInMonth) / DAYS_IN_WEEK) * DAYS_IN_WEEK;
  return Array.from({ length: cells }, (_, index) => {
    const date = isoFromUtc(year, monthNumber - 1, index - leading + 1);
    return { date, inMonth: monthOf(date) === month };
  });
}

/** docs/behaviour.md#calendar: no day after today, and none outside the given bounds. */
export function isDaySelectable(date: IsoDate, { today, min, max }: DayLimits): boolean {
  if (isDateAfter(date, today)) return false;
  if (max && isDateAfter(date, max)) return false;
  if (min && isDateBefore(date, min)) return false;
  return true;
}

/** The next-month arrow stops at the current month: every later day would be in the future. */
export function canShowNextMonth(view: YearMonth, today: IsoDate): boolean {
  return view < monthOf(today);
}

/** The previous-month arrow stops at the month of the minimum, when there is one. */
export function canShowPreviousMonth(view: YearMonth, min?: IsoDate | null): boolean {
  return !min || view > monthOf(min);
}

/**
 * Done answers the chosen day, or today when none is chosen. Today itself may be out of
 * bounds (a from-date must not pass the to-date), so that fallback is pulled into them.
 */
export function doneDate(selected: IsoDate | null, limits: DayLimits): IsoDate {
  if (selected) return selected;
  let day = limits.today;
  if (limits.max && compareDates(day, limits.max) > 0) day = limits.max;
  if (limits.min && compareDates(day, limits.min) < 0) day = limits.min;
  return day;
}
