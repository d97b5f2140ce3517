/** The bank's zone: a date-time it sends without one is Bangkok time (UTC+07:00 all year). */
const BANGKOK_OFFSET_MINUTES = 7 * 60;

const BANK_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined) return BANGKOK_OFFSET_MINUTES;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/**
 * An instant the bank sends (metadata.cooldownFinishedAt, otpExpirationTime) as epoch
 * milliseconds, or NaN when it is not a real date-time. With 'Z' or an offset it is read as
 * written; without one ('2026-11-24 15:30:00' or '2026-11-24T15:30:00') it is Bangkok time,
 * whatever zone the phone is set to. Read here rather than by Date.parse, whose reading of a
 * date-time without a zone is the phone's local time, and of one with a space is left to each
 * engine (docs/browsers.md, "Where the engines differ").
 */
export function parseBankInstant(text: string | null | undefined): number {
  const match = BANK_DATE_TIME.exec(text ?? '');
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second, millis);
  const back = new Date(wall);
  // Date.UTC rolls 30 February into March and 24:00 into the next day; a round trip catches it.
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month! - 1 ||
    back.getUTCDate() !== day ||
    back.getUTCHours() !== hour ||
    back.getUTCMinutes() !== minute ||
    back.getUTCSeconds() !== second
  )
    return Number.NaN;
  return wall - offsetMinutes(match[8]) * 60_000;
}
