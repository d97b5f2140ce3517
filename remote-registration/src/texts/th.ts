import { MAX_ACCOUNTS } from 'shared-kernel/validation';
import { LANDING_TEXTS, TERMS_TEXTS } from './landing';

/** Wording of the registration remote (docs/behaviour.md#required-texts where it names a text). */
export const REGISTRATION_TEXTS = {
  landing: LANDING_TEXTS,
  terms: TERMS_TEXTS,
  info: {
    title: 'กรอกข้อมูลเพื่อลงทะเบียน',
    idCard: 'เลขบัตรประชาชน',
    mobile: 'เบอร์โทรศัพท์มือถือ',
    referral: 'รหัสผู้แนะนำ (ถ้ามี)',
    captchaTitle: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ',
    captchaDone: 'ยืนยันเรียบร้อยแล้ว',
    captchaUnavailable: 'ไม่สามารถแสดงหน้ายืนยันได้ในขณะนี้ กรุณาลองใหม่อีกครั้งภายหลัง',
    captchaFailed: 'ยืนยันไม่สำเร็จ กรุณากดถัดไปเพื่อลองใหม่อีกครั้ง',
  },
  accounts: {
    infoTitle: 'ข้อมูลบัญชีของคุณ',
    infoIntro: 'บัญชีที่ผูกกับเลขบัตรประชาชนของคุณ คุณสามารถเลือกเปิดหรือปิดการแจ้งเตือนได้ในขั้นตอนถัดไป',
    confirmTitle: 'บัญชีที่รับการแจ้งเตือน',
    confirmIntro: 'เลือกบัญชีที่ต้องการรับการแจ้งเตือนเงินเข้า-ออก',
    listLabel: 'รายการบัญชี',
    notification: 'แจ้งเตือน',
    typeName: (type: string) => `บัญชี${type}`,
    accountLabel: (type: string, number: string) => `บัญชี${type} ${number}`,
    maxReached: `เพิ่มบัญชีได้สูงสุด ${MAX_ACCOUNTS} บัญชี`,
    lastAccount: 'ต้องมีบัญชีอย่างน้อย 1 บัญชี',
    empty: 'ไม่พบบัญชี กรุณาเพิ่มบัญชี',
    deleteQuestion: 'ต้องการลบบัญชีนี้หรือไม่',
    deleteDescription: (number: string) => `บัญชี ${number} จะไม่ได้รับการแจ้งเตือนอีก`,
    details: 'รายละเอียด',
  },
  addAccount: {
    title: 'เพิ่มบัญชี',
    accountNumber: 'เลขที่บัญชี',
    hint: 'กรอกเลขที่บัญชีเงินฝาก 10 หลัก',
  },
  accountDetail: {
    title: 'รายละเอียดบัญชี',
    accountNumber: 'เลขที่บัญชี',
    accountType: 'ประเภทบัญชี',
    status: 'สถานะบัญชี',
    statusActive: 'ใช้งานได้',
    statusInactive: 'ไม่มีการเคลื่อนไหว',
    notFound: 'ไม่พบบัญชีนี้ในรายการของคุณ',
  },
  consent: {
    title: 'การให้ความยินยอม',
    frameLabel: 'แบบฟอร์มการให้ความยินยอม',
    waiting: 'กรุณาอ่านและเลือกการให้ความยินยอมในแบบฟอร์มด้านล่าง',
  },
  survey: {
    title: 'สิ่งที่คุณสนใจ',
    intro: 'เลือกผลิตภัณฑ์หรือบริการที่คุณสนใจ (เลือกได้มากกว่า 1 ข้อ)',
    listLabel: 'ผลิตภัณฑ์และบริการ',
  },
  success: {
    title: 'ลงทะเบียนสำเร็จ',
    description: 'คุณจะได้รับการแจ้งเตือนเงินเข้า-ออกของบัญชีที่เลือกผ่านแชท',
  },
} as const;
