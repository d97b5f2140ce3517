import fc from 'fast-check';
import { lockStateFrom } from '../../core/errors/lock-state';
import { parseBankInstant } from './bank-instant';
import { secondsUntil } from './countdown';

/** Runs `check` with the process (the "phone") in another time zone. */
function inZone(zone: string, check: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

const BANGKOK_17_01 = Date.UTC(2026, 10, 20, 10, 1, 0);

describe('parseBankInstant', () => {
  it('reads a date-time with no zone, with a space or a T, as Bangkok time', () => {
    expect(parseBankInstant('2026-11-20 17:01:00')).toBe(BANGKOK_17_01);
    expect(parseBankInstant('2026-11-20T17:01:00')).toBe(BANGKOK_17_01);
    expect(parseBankInstant('2026-11-20 17:01')).toBe(BANGKOK_17_01);
    expect(parseBankInstant('2026-11-20 17:01:00.250')).toBe(BANGKOK_17_01 + 250);
  });

  it('reads a zone or an offset as written', () => {
    expect(parseBankInstant('2026-11-20T17:01:00+07:00')).toBe(BANGKOK_17_01);
    expect(parseBankInstant('2026-11-20T10:01:00Z')).toBe(BANGKOK_17_01);
    expect(parseBankInstant('2026-11-20T10:01:00.000Z')).toBe(BANGKOK_17_01);
    expect(parseBankInstant('2026-11-20 05:01:00-05:00')).toBe(BANGKOK_17_01);
    expect(parseBankInstant('2026-11-20T17:01:00+0700')).toBe(BANGKOK_17_01);
  });

  it('gives NaN for anything that is not a real date-time', () => {
    for (const text of [
      '',
      'soon',
      '2026-11-20',
      '2026-02-30 10:00:00',
      '2026-11-20 24:00:00',
      '2026-11-20 10:60:00',
      '20/11/2026 10:00:00',
      null,
      undefined,
    ]) {
      expect(parseBankInstant(text)).toBeNaN();
    }
  });

  it('does not depend on the phone’s time zone', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      inZone(zone, () => expect(parseBankInstant('2026-11-20 17:01:00')).toBe(BANGKOK_17_01));
    }
  });

  it('reads back any instant the bank writes in Bangkok time, with or without its offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), (ms) => {
        const whole = Math.floor(ms / 1000) * 1000;
        const bangkok = new Date(whole + 7 * 3_600_000).toISOString().slice(0, 19);
        return (
          parseBankInstant(`${bangkok}+07:00`) === whole &&
          parseBankInstant(bangkok.replace('T', ' ')) === whole &&
          parseBankInstant(new Date(whole).toISOString()) === whole
        );
      }),
    );
  });
});

describe("the bank's cooldown end without a zone", () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('counts down to the Bangkok instant on a phone in any zone', () => {
    for (const zone of ['America/New_York', 'Asia/Bangkok', 'UTC']) {
      inZone(zone, () => {
        expect(secondsUntil('2026-11-20 17:01:00', now)).toBe(60);
        expect(lockStateFrom('2026-11-20 17:01:00', 1800, 'info', now)).toEqual({ seconds: 60, verifyBy: 'info', at: now.getTime() });
        // The OTP screen's reading: an expiry it cannot read never counts as passed.
        expect(secondsUntil('2026-11-20 09:59:00', now, Number.POSITIVE_INFINITY)).toBe(0);
        expect(secondsUntil('not a time', now, Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
      });
    }
  });
});
