import { fromDateBounds, oneYearBefore, toDateBounds } from './statement-date-limits';

describe('oneYearBefore', () => {
  it('is 365 days back, so a period to today never exceeds what the bank accepts', () => {
    expect(oneYearBefore('2026-11-21')).toBe('2025-11-21');
    expect(oneYearBefore('2027-01-01')).toBe('2026-01-01');
  });

  it('lands one day later than the calendar date when a 29 February lies between', () => {
    expect(oneYearBefore('2028-03-01')).toBe('2027-03-02');
    expect(oneYearBefore('2029-02-28')).toBe('2028-02-29');
  });

  it('starts on 1 March the year before a leap day', () => {
    expect(oneYearBefore('2028-02-29')).toBe('2027-03-01');
  });
});

describe('from-date bounds', () => {
  it('end at the to-date, or today while the to-date is empty', () => {
    expect(fromDateBounds({ from: null, to: '2026-10-31' }, '2026-11-21')).toEqual({ min: '2025-11-21', max: '2026-10-31' });
    expect(fromDateBounds({ from: null, to: null }, '2026-11-21')).toEqual({ min: '2025-11-21', max: '2026-11-21' });
  });
});

describe('to-date bounds', () => {
  it('start at the from-date, or one year ago while it is empty, and end today', () => {
    expect(toDateBounds({ from: '2026-01-31', to: null }, '2026-11-21')).toEqual({ min: '2026-01-31', max: '2026-11-21' });
    expect(toDateBounds({ from: null, to: null }, '2026-12-31')).toEqual({ min: '2025-12-31', max: '2026-12-31' });
  });
});
