import { canShowNextMonth, canShowPreviousMonth, doneDate, isDaySelectable, monthGrid, shiftMonth } from './calendar-rules';

const inMonthDays = (month: string) =>
  monthGrid(month)
    .filter((day) => day.inMonth)
    .map((day) => day.date);

describe('monthGrid', () => {
  it('starts on the Sunday on or before the 1st and fills whole weeks', () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const grid = monthGrid('2026-11');
    expect(grid[0]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(grid).toHaveLength(35);
    expect(grid[grid.length - 1]).toEqual({ date: '2026-12-05', inMonth: false });
  });

  it('greys the days of the neighbouring months, across a year end', () => {
    // 1 January 2027 is a Friday: five December days lead the first week.
    const grid = monthGrid('2027-01');
    expect(grid.slice(0, 6).map((day) => [day.date, day.inMonth])).toEqual([
      ['2026-12-27', false],
      ['2026-12-28', false],
      ['2026-12-29', false],
      ['2026-12-30', false],
      ['2026-12-31', false],
      ['2027-01-01', true],
    ]);
    // 5 + 31 days need a sixth week, closed by 6 February.
    expect(grid).toHaveLength(42);
    expect(grid[grid.length - 1]).toEqual({ date: '2027-02-06', inMonth: false });
  });

  it('has 29 days in February of a leap year and 28 otherwise', () => {
    expect(inMonthDays('2028-02')).toHaveLength(29);
    const february = inMonthDays('2028-02');
    expect(february[february.length - 1]).toBe('2028-02-29');
    expect(inMonthDays('2026-02')).toHaveLength(28);
    expect(inMonthDays('2100-02')).toHaveLength(28);
    expect(inMonthDays('2000-02')).toHaveLength(29);
  });

  it('grows to six weeks when the month needs them', () => {
    // 1 August 2026 is a Saturday and August has 31 days.
    expect(monthGrid('2026-08')).toHaveLength(42);
    expect(inMonthDays('2026-08')).toHaveLength(31);
  });

  it('does not depend on the device time zone', () => {
    const grid = monthGrid('2026-03');
    expect(grid.every((day, index) => index === 0 || day.date > grid[index - 1]!.date)).toBe(true);
    expect(inMonthDays('2026-03')).toHaveLength(31);
  });
});

describe('shiftMonth', () => {
  it('steps across year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', -12)).toBe('2025-11');
  });
});

describe('isDaySelectable', () => {
  const today = '2026-11-21';

  it('refuses every day after today and accepts today', () => {
    expect(isDaySelectable('2026-11-21', { today })).toBe(true);
    expect(isDaySelectable('2026-11-22', { today })).toBe(false);
    expect(isDaySelectable('2027-01-01', { today })).toBe(false);
  });

  it('refuses days after the maximum and before the minimum, keeping both ends', () => {
    const limits = { today, min: '2026-10-01', max: '2026-10-31' };
    expect(isDaySelectable('2026-09-30', limits)).toBe(false);
    expect(isDaySelectable('2026-10-01', limits)).toBe(true);
    expect(isDaySelectable('2026-10-31', limits)).toBe(true);
    expect(isDaySelectable('2026-11-01', limits)).toBe(false);
  });

  it('treats a missing bound as no bound', () => {
    expect(isDaySelectable('1999-01-01', { today, min: null, max: null })).toBe(true);
  });
});

describe('month arrows', () => {
  it('stop at the current month going forward', () => {
    expect(canShowNextMonth('2026-11', '2026-11-21')).toBe(false);
    expect(canShowNextMonth('2026-10', '2026-11-21')).toBe(true);
    expect(canShowNextMonth('2026-12', '2027-01-01')).toBe(true);
  });

  it('stop at the month of the minimum going back', () => {
    expect(canShowPreviousMonth('2025-11', '2025-11-21')).toBe(false);
    expect(canShowPreviousMonth('2025-12', '2025-11-21')).toBe(true);
    expect(canShowPreviousMonth('1990-01', null)).toBe(true);
  });
});

describe('doneDate', () => {
  it('answers the chosen day', () => {
    expect(doneDate('2026-10-05', { today: '2026-11-21' })).toBe('2026-10-05');
  });

  it('answers today when nothing is chosen', () => {
    expect(doneDate(null, { today: '2026-11-21', min: '2025-11-21', max: '2026-11-21' })).toBe('2026-11-21');
  });

  it('pulls that fallback inside the bounds', () => {
    expect(doneDate(null, { today: '2026-11-21', max: '2026-11-10' })).toBe('2026-11-10');
    expect(doneDate(null, { today: '2026-11-21', min: '2026-11-25' })).toBe('2026-11-25');
  });
});
