/**
 * Calendar dates as 'YYYY-MM-DD' strings. All arithmetic runs on UTC midnights, so the
 * device's time zone and daylight-saving rules can never shift a day.
 */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcMs(date: IsoDate): number | null {
  const match = ISO_DATE_PATTERN.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return null;
  const ms = Date.UTC(y, m - 1, d);
  // Date.UTC rolls 2026-02-30 over to March; a round trip catches it.
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

function requireUtcMs(date: IsoDate): number {
  const ms = toUtcMs(date);
  if (ms === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return ms;
}

/** The UTC calendar day of an instant in milliseconds. */
export function isoDateFromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return toUtcMs(value) !== null;
}

/** Throws a RangeError on anything but a real 'YYYY-MM-DD' date: a bad date is a bug upstream. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return isoDateFromUtcMs(requireUtcMs(date) + days * MS_PER_DAY);
}

export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  const diff = requireUtcMs(a) - requireUtcMs(b);
  if (diff === 0) return 0;
  return diff < 0 ? -1 : 1;
}

export function isDateAfter(a: IsoDate, b: IsoDate): boolean {
  return compareDates(a, b) > 0;
}

export function isDateBefore(a: IsoDate, b: IsoDate): boolean {
  return compareDates(a, b) < 0;
}
