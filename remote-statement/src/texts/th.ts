/**
 * Wording of the statement remote (docs/behaviour.md#required-texts where it names a text). Period labels, account
 * types, the e-mail errors and the Thai months come from shared-kernel.
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
  },
} as const;
