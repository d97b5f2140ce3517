import fc from 'fast-check';
import { fromBookingDateTime, toBookingDateTime, todayInBangkok } from './bangkok-time';

// Oracle: the platform's own time-zone database.
const bangkokDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('todayInBangkok', () => {
  it('turns over at 17:00 UTC, Bangkok midnight', () => {
    expect(todayInBangkok(new Date('2026-11-20T16:59:59.999Z'))).toBe('2026-11-20');
    expect(todayInBangkok(new Date('2026-11-20T17:00:00.000Z'))).toBe('2026-11-21');
  });

  it('crosses month, year and leap-day boundaries at Bangkok midnight', () => {
    expect(todayInBangkok(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(todayInBangkok(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    expect(todayInBangkok(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(todayInBangkok(new Date('2028-02-28T17:00:00Z'))).toBe('2028-02-29');
    expect(todayInBangkok(new Date('2028-02-29T17:00:00Z'))).toBe('2028-03-01');
  });

  it('reads an instant given with another offset as Bangkok sees it', () => {
    // 23:30 on the 20th in New York is 11:30 on the 21st in Bangkok.
    expect(todayInBangkok(new Date('2026-11-20T23:30:00-05:00'))).toBe('2026-11-21');
  });

  it('agrees with the time-zone database within seconds of every Bangkok midnight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 0, 1) }),
        fc.integer({ min: -5_000, max: 5_000 }),
        (dayMs, skewMs) => {
          const bangkokMidnight = Math.floor(dayMs / 86_400_000) * 86_400_000 - 7 * 3_600_000;
          const instant = new Date(bangkokMidnight + skewMs);
          return todayInBangkok(instant) === bangkokDay.format(instant);
        },
      ),
    );
  });

  it('agrees with the time-zone database for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z'), noInvalidDate: true }),
        (instant) => todayInBangkok(instant) === bangkokDay.format(instant),
      ),
    );
  });

  it('ignores the device time zone', () => {
    // Pretend the phone is set to Honolulu (UTC-10): every local-time getter lies by ten hours.
    const honolulu = (d: Date) => new Date(d.getTime() - 10 * 3_600_000);
    const spies = [
      jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(600),
      jest.spyOn(Date.prototype, 'getFullYear').mockImplementation(function (this: Date) {
        return honolulu(this).getUTCFullYear();
      }),
      jest.spyOn(Date.prototype, 'getMonth').mockImplementation(function (this: Date) {
        return honolulu(this).getUTCMonth();
      }),
      jest.spyOn(Date.prototype, 'getDate').mockImplementation(function (this: Date) {
        return honolulu(this).getUTCDate();
      }),
      jest.spyOn(Date.prototype, 'getHours').mockImplementation(function (this: Date) {
        return honolulu(this).getUTCHours();
      }),
    ];
    try {
      // 18:00 UTC: the 21st in Bangkok (01:00) but still the 20th in Honolulu (08:00).
      const instant = new Date('2026-11-20T18:00:00Z');
      expect(instant.getDate()).toBe(20);
      expect(todayInBangkok(instant)).toBe('2026-11-21');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('defaults to now', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T16:59:00Z') });
    try {
      expect(todayInBangkok()).toBe('2026-11-21');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('booking date-times', () => {
  it('covers the whole Bangkok day', () => {
    expect(fromBookingDateTime('2026-11-21')).toBe('2026-11-21T00:00:00+07:00');
    expect(toBookingDateTime('2026-11-21')).toBe('2026-11-21T23:59:59+07:00');
  });

  it('name the instants of Bangkok midnight and the last second before the next one', () => {
    expect(new Date(fromBookingDateTime('2028-02-29')).toISOString()).toBe('2028-02-28T17:00:00.000Z');
    expect(new Date(toBookingDateTime('2028-02-29')).toISOString()).toBe('2028-02-29T16:59:59.000Z');
  });

  it('refuse anything but a calendar date', () => {
    expect(() => fromBookingDateTime('2026-11-21T00:00:00')).toThrow(RangeError);
    expect(() => toBookingDateTime('2026-02-29')).toThrow(RangeError);
  });
});
