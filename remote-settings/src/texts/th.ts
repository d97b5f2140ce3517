/** Wording of the settings remote. */
export const SETTINGS_TEXTS = {
  menu: {
    title: 'ตั้งค่า',
    manageAccounts: 'จัดการผลิตภัณฑ์และบัญชี',
    manageConsent: 'จัดการข้อมูลส่วนบุคคล',
    manageInterests: 'จัดการความสนใจ',
    cancelService: 'ยกเลิกบริการ',
  },
  consentMaintenance: {
    title: 'จัดการข้อมูลส่วนบุคคล',
    frameTitle: 'แบบฟอร์มการให้ความยินยอม',
  },
  survey: {
    title: 'จัดการความสนใจ',
    // As registration's survey asks (remote-registration/src/texts/th.ts): the same question on both.
    intro: 'เลือกผลิตภัณฑ์หรือบริการที่คุณสนใจ (เลือกได้มากกว่า 1 ข้อ)',
    listLabel: 'ผลิตภัณฑ์และบริการ',
  },
  unbinding: {
    description: 'เมื่อยกเลิกบริการ คุณจะไม่ได้รับการแจ้งเตือนเงินเข้า-ออกผ่านแชทอีก และต้องลงทะเบียนใหม่หากต้องการใช้บริการอีกครั้ง',
    // The kernel's ยืนยัน and ยกเลิก; English words them apart, where "Cancel" would read as the answer "cancel the service".
    confirm: 'ยืนยัน',
    keep: 'ยกเลิก',
  },
} as const;
