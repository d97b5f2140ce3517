import dayjs from 'dayjs';
import {
  formatFullThaiDate,
  formatMonthYearHeader,
  formatShortThaiDate,
  THAI_MONTHS_FULL,
  THAI_MONTHS_SHORT,
  THAI_WEEKDAYS_SHORT,
  toBuddhistYear,
} from './thai-date';

describe('formatShortThaiDate', () => {
  it('shows day, Thai month abbreviation and two-digit Buddhist year', () => {
    expect(formatShortThaiDate('2026-11-21')).toBe('21 พ.ย. 69');
  });

  it('writes the day without a leading zero', () => {
    expect(formatShortThaiDate('2026-01-05')).toBe('5 ม.ค. 69');
  });

  it('keeps the leading zero of the two-digit year', () => {
    // 2030 + 543 = 2573 -> '73'; 1557 + 543 = 2100 -> '00'
    expect(formatShortThaiDate('2030-12-31')).toBe('31 ธ.ค. 73');
    expect(formatShortThaiDate(new Date(1557, 5, 1))).toBe('1 มิ.ย. 00');
  });

  it('uses the device calendar day of a Date', () => {
    expect(formatShortThaiDate(new Date(2028, 1, 29))).toBe('29 ก.พ. 71');
  });

  it('uses each month abbreviation in order', () => {
    THAI_MONTHS_SHORT.forEach((abbreviation, index) => {
      const month = String(index + 1).padStart(2, '0');
      expect(formatShortThaiDate(`2026-${month}-15`)).toBe(`15 ${abbreviation} 69`);
    });
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatShortThaiDate('not a date')).toBe('');
    expect(formatShortThaiDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatMonthYearHeader', () => {
  it('shows the full month and the Buddhist year', () => {
    expect(formatMonthYearHeader('2026-11-21')).toBe('พฤศจิกายน 2569');
    expect(formatMonthYearHeader('2027-01-01')).toBe('มกราคม 2570');
  });

  it('uses each full month name in order', () => {
    THAI_MONTHS_FULL.forEach((name, index) => {
      expect(formatMonthYearHeader(new Date(2026, index, 1))).toBe(`${name} 2569`);
    });
  });
});

describe('Thai date constants', () => {
  it('list twelve months and a Sunday-first weekday row', () => {
    expect(THAI_MONTHS_SHORT).toHaveLength(12);
    expect(THAI_MONTHS_FULL).toHaveLength(12);
    expect(THAI_WEEKDAYS_SHORT.join(' ')).toBe('อา จ อ พ พฤ ศ ส');
  });

  it('add 543 for the Buddhist year', () => {
    expect(toBuddhistYear(2026)).toBe(2569);
  });
});

describe('the shared dayjs', () => {
  it('keeps its global locale and Gregorian formatting', () => {
    formatShortThaiDate('2026-11-21');
    formatMonthYearHeader('2026-11-21');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2026-11-21').format('D MMM YYYY')).toBe('21 Nov 2026');
  });
});

describe('formatFullThaiDate', () => {
  it('names the weekday, day, full month and Buddhist year', () => {
    expect(formatFullThaiDate('2026-11-21')).toBe('วันเสาร์ที่ 21 พฤศจิกายน 2569');
    expect(formatFullThaiDate('2026-01-05')).toBe('วันจันทร์ที่ 5 มกราคม 2569');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatFullThaiDate('not-a-date')).toBe('');
  });
});
