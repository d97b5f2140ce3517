import fc from 'fast-check';
import { addDays, compareDates, isDateAfter, isDateBefore, isIsoDate } from './calendar-date';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('2026-11-21T00:00:00')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-04-30', 1, '2026-05-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2026-11-21', 0, '2026-11-21'],
    ['2026-11-21', -359, '2025-11-27'],
  ])('%s %+d days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('throws on a malformed date instead of guessing', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('21/11/2026', 1)).toThrow(RangeError);
  });

  it('matches stepping one day at a time with local Date arithmetic at noon', () => {
    // Oracle: walk day by day with setDate at noon, where no zone's DST change can bite.
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -400, max: 400 }),
        (start, days) => {
          const startIso = start.toISOString().slice(0, 10);
          const [y, m, d] = startIso.split('-').map(Number);
          const walk = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 12);
          walk.setDate(walk.getDate() + days);
          const expected = [walk.getFullYear(), walk.getMonth() + 1, walk.getDate()]
            .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
            .join('-');
          return addDays(startIso, days) === expected;
        },
      ),
    );
  });
});

describe('comparing dates', () => {
  it('orders by calendar day', () => {
    expect(compareDates('2026-11-21', '2026-11-22')).toBe(-1);
    expect(compareDates('2026-11-21', '2026-11-21')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(isDateAfter('2027-01-01', '2026-12-31')).toBe(true);
    expect(isDateAfter('2026-12-31', '2026-12-31')).toBe(false);
    expect(isDateBefore('2028-02-29', '2028-03-01')).toBe(true);
    expect(isDateBefore('2028-03-01', '2028-03-01')).toBe(false);
  });

  it('throws on a malformed date', () => {
    expect(() => compareDates('2026-11-21', 'tomorrow')).toThrow(RangeError);
  });
});
