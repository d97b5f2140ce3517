import { STATEMENT_PERIOD_LABELS } from '../dates/statement-period';
import { THAI_MONTHS_FULL, THAI_MONTHS_SHORT, THAI_WEEKDAYS_SHORT } from '../dates/thai-date';

/**
 * Wording of the statement remote (docs/behaviour.md#required-texts where it names a text). Account types, the
 * e-mail errors and the Thai months come from shared-kernel; the period labels too, named here.
 */
export const STATEMENT_TEXTS = {
  requestStatement: {
    checking: 'กำลังตรวจสอบข้อมูลบัญชีของคุณ',
  },
  selectStatement: {
    title: 'ขอรายการเดินบัญชี',
    accountLabel: 'บัญชี',
    accountNumberPlaceholder: 'XXX-X-XXXXX-X',
    historyNote: 'ขอรายการเดินบัญชีย้อนหลังได้ไม่เกิน 12 เดือน',
    periodLegend: 'ช่วงเวลา',
    periods: STATEMENT_PERIOD_LABELS,
    fromLabel: 'ตั้งแต่วันที่',
    toLabel: 'ถึงวันที่',
    datePlaceholder: 'เลือกวันที่',
    languageLegend: 'ภาษาของรายการเดินบัญชี',
    languages: { TH: 'ภาษาไทย', EN: 'ภาษาอังกฤษ' },
    emailLabel: 'อีเมลสำหรับรับรายการเดินบัญชี',
  },
  calendar: {
    previousMonth: 'เดือนก่อนหน้า',
    nextMonth: 'เดือนถัดไป',
    months: THAI_MONTHS_FULL,
    monthsShort: THAI_MONTHS_SHORT,
    weekdaysShort: THAI_WEEKDAYS_SHORT,
    weekdays: ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'],
  },
} as const;
