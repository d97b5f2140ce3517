/** Wording of the settings remote. */
export const SETTINGS_TEXTS = {
  menu: {
    title: 'ตั้งค่า',
    manageAccounts: 'จัดการผลิตภัณฑ์และบัญชี',
    manageConsent: 'จัดการข้อมูลส่วนบุคคล',
    manageInterests: 'จัดการความสนใจ',
    cancelService: 'ยกเลิกบริการ',
  },
} as const;
