import {
  CUSTOM_STATEMENT_PERIOD,
  DEFAULT_STATEMENT_PERIOD,
  isPresetStatementPeriod,
  STATEMENT_PERIOD_LABELS,
  STATEMENT_PERIODS,
  statementPresetRange,
} from './statement-period';

describe('statement periods', () => {
  it('offer the presets then custom, with the copy-deck labels, defaulting to one month', () => {
    expect(STATEMENT_PERIODS).toEqual([30, 90, 180, 270, 360, -1]);
    expect(STATEMENT_PERIODS.map((p) => STATEMENT_PERIOD_LABELS[p])).toEqual([
      'ย้อนหลัง 1 เดือน',
      'ย้อนหลัง 3 เดือน',
      'ย้อนหลัง 6 เดือน',
      'ย้อนหลัง 9 เดือน',
      'ย้อนหลัง 12 เดือน',
      'กำหนดเอง',
    ]);
    expect(DEFAULT_STATEMENT_PERIOD).toBe(30);
  });

  it('tell a preset from custom and from unknown numbers', () => {
    expect(isPresetStatementPeriod(90)).toBe(true);
    expect(isPresetStatementPeriod(CUSTOM_STATEMENT_PERIOD)).toBe(false);
    expect(isPresetStatementPeriod(60)).toBe(false);
  });
});

describe('statementPresetRange', () => {
  it('ends today and starts period minus one days earlier', () => {
    expect(statementPresetRange(30, '2026-11-21')).toEqual({ from: '2026-10-23', to: '2026-11-21' });
  });

  it('crosses a year end', () => {
    expect(statementPresetRange(30, '2027-01-10')).toEqual({ from: '2026-12-12', to: '2027-01-10' });
    expect(statementPresetRange(360, '2026-11-21')).toEqual({ from: '2025-11-27', to: '2026-11-21' });
  });

  it('counts a leap day', () => {
    // March 2028 back 30 days includes 29 February.
    expect(statementPresetRange(30, '2028-03-29')).toEqual({ from: '2028-02-29', to: '2028-03-29' });
    expect(statementPresetRange(90, '2028-02-29')).toEqual({ from: '2027-12-02', to: '2028-02-29' });
  });

  it('starts at month ends correctly', () => {
    expect(statementPresetRange(180, '2026-08-31')).toEqual({ from: '2026-03-05', to: '2026-08-31' });
    expect(statementPresetRange(270, '2026-12-31')).toEqual({ from: '2026-04-06', to: '2026-12-31' });
  });
});
