import { addDays, type IsoDate } from './calendar-date';

export const STATEMENT_PERIODS = [30, 90, 180, 270, 360, -1] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];
/** -1 means the user picks both dates in the calendar. */
export const CUSTOM_STATEMENT_PERIOD = -1;
export type PresetStatementPeriod = Exclude<StatementPeriod, typeof CUSTOM_STATEMENT_PERIOD>;
export const DEFAULT_STATEMENT_PERIOD: StatementPeriod = 30;

export const STATEMENT_PERIOD_LABELS: Readonly<Record<StatementPeriod, string>> = {
  30: 'ย้อนหลัง 1 เดือน',
  90: 'ย้อนหลัง 3 เดือน',
  180: 'ย้อนหลัง 6 เดือน',
  270: 'ย้อนหลัง 9 เดือน',
  360: 'ย้อนหลัง 12 เดือน',
  [-1]: 'กำหนดเอง',
};

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

export function isPresetStatementPeriod(period: number): period is PresetStatementPeriod {
  return period !== CUSTOM_STATEMENT_PERIOD && (STATEMENT_PERIODS as readonly number[]).includes(period);
}

/** Both ends count, so a 30-day period ending today starts 29 days before it. */
export function statementPresetRange(periodDays: PresetStatementPeriod, today: IsoDate): DateRange {
  return { from: addDays(today, 1 - periodDays), to: today };
}
