import { type IsoDate, isIsoDate, isoDateFromUtcMs } from './calendar-date';

/** Thailand keeps UTC+07:00 all year (no daylight saving), so a fixed shift is exact. */
export const BANGKOK_UTC_OFFSET = '+07:00';
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Today's date in Bangkok, whatever zone the phone is set to: the instant is shifted by
 * seven hours and read in UTC, never through the device's local-time getters.
 */
export function todayInBangkok(now: Date = new Date()): IsoDate {
  return isoDateFromUtcMs(now.getTime() + BANGKOK_OFFSET_MS);
}

function requireIsoDate(date: IsoDate): IsoDate {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return date;
}

/** The statement API wants the first second of the from-date, Bangkok time. */
export function fromBookingDateTime(date: IsoDate): string {
  return `${requireIsoDate(date)}T00:00:00${BANGKOK_UTC_OFFSET}`;
}

/** The statement API wants the last second of the to-date, Bangkok time. */
export function toBookingDateTime(date: IsoDate): string {
  return `${requireIsoDate(date)}T23:59:59${BANGKOK_UTC_OFFSET}`;
}
