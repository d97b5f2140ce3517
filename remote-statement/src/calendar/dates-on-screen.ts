import { useLanguage } from 'shared-kernel/language';
import { formatFullThaiDate, formatMonthYearHeader, formatShortThaiDate, type ThaiDateInput } from '../dates/thai-date';
import { useStatementTexts } from '../texts/catalogue';

export interface DatesOnScreen {
  /** A date field: '21 พ.ย. 69' / '21 Nov 2026'. */
  short(date: ThaiDateInput): string;
  /** The calendar's header: 'พฤศจิกายน 2569' / 'November 2026'. */
  monthYear(date: ThaiDateInput): string;
  /** A calendar day read out: 'วันเสาร์ที่ 21 พฤศจิกายน 2569' / 'Saturday 21 November 2026'. */
  full(date: ThaiDateInput): string;
  /** The calendar's weekday row, Sunday first. */
  weekdays: readonly string[];
}

/** A 'YYYY-MM-DD' day as itself; a Date as its day on the device's calendar (as the Thai formats read it). */
function dayOf(date: ThaiDateInput): { year: number; month: number; day: number } | null {
  if (date instanceof Date) {
    return Number.isNaN(date.getTime()) ? null : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) } : null;
}

/**
 * Dates as the screen's language writes them: Thai with the Buddhist year, English with the
 * Gregorian year (docs/glossary.md says why). Only the display changes: the days are the same
 * Bangkok calendar days in both.
 */
export function useDatesOnScreen(): DatesOnScreen {
  const language = useLanguage();
  const { calendar } = useStatementTexts();
  if (language === 'th')
    return { short: formatShortThaiDate, monthYear: formatMonthYearHeader, full: formatFullThaiDate, weekdays: calendar.weekdaysShort };
  const english = (format: (day: { year: number; month: number; day: number }) => string) => (date: ThaiDateInput) => {
    const day = dayOf(date);
    return day ? format(day) : '';
  };
  return {
    short: english(({ year, month, day }) => `${day} ${calendar.monthsShort[month]} ${year}`),
    monthYear: english(({ year, month }) => `${calendar.months[month]} ${year}`),
    full: english(
      ({ year, month, day }) =>
        `${calendar.weekdays[new Date(Date.UTC(year, month, day)).getUTCDay()]} ${day} ${calendar.months[month]} ${year}`,
    ),
    weekdays: calendar.weekdaysShort,
  };
}
