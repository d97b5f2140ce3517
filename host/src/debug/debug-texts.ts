/** Tester-only wording (debug mode never exists in production). */
export const DEBUG_TEXTS = {
  panel: 'เครื่องมือสำหรับผู้ทดสอบ',
  copyAccessToken: 'คัดลอกโทเค็นเข้าใช้งาน',
  copyVerifyToken: 'คัดลอกโทเค็นยืนยันตัวตน',
  copied: 'คัดลอกแล้ว',
  nothingToCopy: 'ยังไม่มีโทเค็น',
} as const;
