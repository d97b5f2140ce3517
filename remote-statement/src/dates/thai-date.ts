import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
// Registers 'th' without making it the global locale (the locale file passes isLocal = true).
import 'dayjs/locale/th';

dayjs.extend(buddhistEra);

export const BUDDHIST_ERA_OFFSET = 543;

export const THAI_MONTHS_SHORT = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'] as const;

export const THAI_MONTHS_FULL = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

/** Calendar header row, Sunday first; the copy deck writes them without the locale's dots. */
export const THAI_WEEKDAYS_SHORT = ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'] as const;

/**
 * A 'YYYY-MM-DD' string is read as that calendar day; a Date as its day on the device's
 * calendar, which is how the calendar popup builds its midnight dates.
 */
export type ThaiDateInput = Date | string;

function thai(date: ThaiDateInput): dayjs.Dayjs | null {
  // Per-instance locale: other packages share this dayjs and must keep their own default.
  const day = dayjs(date).locale('th');
  return day.isValid() ? day : null;
}

export function toBuddhistYear(gregorianYear: number): number {
  return gregorianYear + BUDDHIST_ERA_OFFSET;
}

/** '2026-11-21' → '21 พ.ย. 69'; an invalid date gives '' so a field shows nothing. */
export function formatShortThaiDate(date: ThaiDateInput): string {
  return thai(date)?.format('D MMM BB') ?? '';
}

/** '2026-11-21' → 'พฤศจิกายน 2569'. */
export function formatMonthYearHeader(date: ThaiDateInput): string {
  return thai(date)?.format('MMMM BBBB') ?? '';
}

/** '2026-11-21' → 'วันเสาร์ที่ 21 พฤศจิกายน 2569': how a calendar day is read out to a screen-reader user. */
export function formatFullThaiDate(date: ThaiDateInput): string {
  return thai(date)?.format('[วัน]dddd[ที่] D MMMM BBBB') ?? '';
}
