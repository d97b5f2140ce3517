// The sandbox runs on its own clock so tests can jump past OTP expiry, KMA time-outs and
// lock cooldowns without waiting. Every rule reads time from here, never from Date.now().

const THAILAND_OFFSET_MS = 7 * 60 * 60 * 1000;

export class SandboxClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

/** ISO 8601 in Thailand time, second precision: 2025-01-31T14:05:00+07:00 (the bank's format). */
export function thaiIso(ms: number): string {
  return new Date(ms + THAILAND_OFFSET_MS).toISOString().slice(0, 19) + '+07:00';
}

/** The calendar date in Thailand at that instant, YYYY-MM-DD. */
export function thaiDate(ms: number): string {
  return new Date(ms + THAILAND_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another (both read as UTC dates, so no DST surprises). */
export function daysBetween(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000);
}

/** True when the string is a real calendar date (rejects 2025-02-30). */
export function isCalendarDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
