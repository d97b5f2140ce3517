import { VERIFIED_IDLE_LIMIT_MS } from '../session/verified-idle-limit';
import { MAX_ACCOUNTS } from '../validation/account-number';

/** Thai wording shared by every package (docs/behaviour.md#thai-wording). Page-specific texts live in each package's catalogue. */
export const BUTTONS = {
  backToChat: 'กลับไปที่แชท',
  next: 'ถัดไป',
  back: 'ย้อนกลับ',
  confirm: 'ยืนยัน',
  ok: 'ตกลง',
  cancel: 'ยกเลิก',
  save: 'บันทึก',
  register: 'ลงทะเบียน',
  finish: 'เสร็จสิ้น',
  sendRequest: 'ส่งคำขอ',
  resendOtp: 'ขอรหัส OTP ใหม่',
  addAccount: 'เพิ่มบัญชี',
  deleteAccount: 'ลบบัญชี',
  calendarReset: 'ล้างค่า',
  calendarDone: 'เสร็จสิ้น',
  callHotline: 'โทร 1572',
  retry: 'ลองใหม่',
} as const;

export const POPUP_TEXTS = {
  otpVerified: 'ยืนยันตัวตนด้วย OTP สำเร็จ',
  otpResent: 'ส่งรหัส OTP ไปยังเบอร์มือถือของคุณแล้ว',
  accountAdded: 'เพิ่มบัญชีสำเร็จ',
  registered: 'ลงทะเบียนสำเร็จ',
  networkError: 'เกิดข้อผิดพลาดในการเชื่อมต่อ กรุณาตรวจสอบอินเทอร์เน็ตของคุณ',
  unbindingQuestion: 'ต้องการยกเลิกบริการหรือไม่',
  /** A verified screen left without a tap or a key for the idle limit: why verification is asked again. */
  verifiedIdle: {
    title: 'หมดเวลาทำรายการ',
    description: `คุณไม่ได้ใช้งานเป็นเวลา ${VERIFIED_IDLE_LIMIT_MS / 60_000} นาที เพื่อความปลอดภัยของบัญชี กรุณายืนยันตัวตนอีกครั้งเพื่อทำรายการต่อ`,
  },
} as const;

/** Shown instead of 'back to chat' outside the LINE app, where a page cannot close its own tab. */
export const OUTSIDE_CHAT_TEXTS = {
  closeThisTab: 'คุณสามารถปิดแท็บนี้เพื่อกลับไปยังแชทได้เลย',
} as const;

export const PAGE_TEXTS = {
  generalError: { title: 'ไม่สามารถทำรายการได้ในขณะนี้', description: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งภายหลัง' },
  /** The deployment's runtime config asks for the LIFF mock in production: the app must not start. */
  mockInProduction: {
    title: 'ไม่สามารถเปิดบริการได้',
    description: 'การตั้งค่าระบบไม่ถูกต้อง: ระบบจริงไม่สามารถใช้ LINE จำลองได้ กรุณาติดต่อผู้ดูแลระบบ',
  },
  /** The browser refuses to store anything (private browsing, a full phone): LIFF cannot start. */
  storageRefused: {
    title: 'ไม่สามารถเปิดบริการได้',
    description: 'เบราว์เซอร์ไม่อนุญาตให้บันทึกข้อมูลในเครื่อง กรุณาปิดโหมดท่องเว็บแบบส่วนตัว หรือเพิ่มพื้นที่ว่างในเครื่อง แล้วเปิดบริการอีกครั้ง',
  },
  authRegisterVerificationError: { title: 'ยืนยันตัวตนไม่สำเร็จ', description: 'การลงทะเบียนของคุณถูกยกเลิก' },
  authCommonVerificationError: { title: 'ยืนยันตัวตนไม่สำเร็จ', description: 'ไม่สามารถดำเนินการต่อได้' },
  consentMaintenanceError: { title: 'ไม่พบข้อมูลความยินยอม', description: 'คุณยังไม่เคยให้ความยินยอมใด ๆ กับธนาคาร' },
  successStatement: {
    title: 'ส่งคำขอรายการเดินบัญชีเรียบร้อยแล้ว',
    description: 'ธนาคารจะส่งรายการเดินบัญชีไปยังอีเมลของคุณภายใน 1 ชั่วโมง',
  },
  successSurvey: { title: 'ขอบคุณสำหรับการตอบแบบสอบถาม' },
  successAccount: { title: 'บันทึกข้อมูลสำเร็จ' },
  successUnbinding: { title: 'ยกเลิกบริการเรียบร้อยแล้ว' },
  remoteDown: { title: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว', description: 'กรุณาลองใหม่อีกครั้ง' },
  loading: 'กำลังโหลด',
} as const;

/** The language switch's name for screen readers (the choices name themselves: ../language/language-switch.tsx). */
export const LANGUAGE_TEXTS = {
  switchLabel: 'ภาษา',
} as const;

/** What the error catalogue's popups say (../errors/catalogue.ts), by code. */
export const ERROR_TEXTS = {
  NETWORK_ERROR: { title: POPUP_TEXTS.networkError, description: '' },
  VERIFICATION_EXPIRED: { title: 'การยืนยันตัวตนหมดเวลา', description: 'กรุณายืนยันตัวตนอีกครั้งเพื่อทำรายการต่อ' },
  LKS0202: {
    title: 'ไม่สามารถส่งรหัส OTP ได้ในขณะนี้',
    description: 'คุณขอรหัส OTP เกินจำนวนที่กำหนด กรุณารอจนครบเวลาแล้วลองใหม่อีกครั้ง',
  },
  LKS0203: { title: 'รหัส OTP หมดอายุ', description: 'กรุณากดตกลงเพื่อรับรหัส OTP ใหม่' },
  LKS0204: { title: 'กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด', description: 'กรุณาขอรหัส OTP ใหม่อีกครั้ง' },
  LKS0205: { title: 'รหัส OTP ไม่ถูกต้อง', description: 'กรุณาตรวจสอบรหัส OTP แล้วลองใหม่อีกครั้ง' },
  LKS0302: {
    title: 'คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร',
    description: 'คุณสามารถยืนยันตัวตนด้วยรหัส OTP ทางเบอร์โทรศัพท์มือถือแทนได้',
    confirmText: 'ยืนยันตัวตนด้วย OTP',
  },
  LKS0303: { title: 'ไม่สามารถดึงข้อมูลบัญชีได้', description: 'กรุณายืนยันตัวตนด้วยรหัส OTP อีกครั้ง' },
  LKS0402: { title: 'ไม่พบข้อมูลลูกค้า', description: 'กรุณาตรวจสอบเลขบัตรประชาชนและเบอร์โทรศัพท์มือถือที่ลงทะเบียนกับธนาคาร' },
  LKS0405: {
    title: 'ยืนยันการลงทะเบียนด้วยบัญชี LINE นี้',
    description: 'ข้อมูลของคุณเคยลงทะเบียนกับบัญชี LINE อื่นไว้ หากดำเนินการต่อ บัญชี LINE เดิมจะถูกยกเลิกการเชื่อมต่อ',
    confirmText: 'ดำเนินการต่อ',
  },
  LKS0406: {
    title: 'ระงับการลงทะเบียนชั่วคราว',
    description: 'คุณกรอกข้อมูลผิดเกินจำนวนครั้งที่กำหนด กรุณาลองใหม่อีกครั้งภายหลัง',
  },
  LKS0502: { title: `เพิ่มบัญชีได้สูงสุด ${MAX_ACCOUNTS} บัญชี`, description: 'กรุณาลบบัญชีที่ไม่ใช้งานก่อนเพิ่มบัญชีใหม่' },
  LKS0503: { title: 'ไม่พบเลขที่บัญชีนี้', description: 'เลขที่บัญชีไม่ถูกต้องหรือไม่ตรงกับข้อมูลของคุณ กรุณาตรวจสอบอีกครั้ง' },
  LKS0504: { title: 'ไม่รองรับประเภทบัญชีนี้', description: 'บริการนี้รองรับบัญชีออมทรัพย์ กระแสรายวัน และฝากประจำเท่านั้น' },
  LKS0505: { title: 'บัญชีนี้มีอยู่ในระบบแล้ว', description: 'กรุณาตรวจสอบเลขที่บัญชีอีกครั้ง' },
  LKS0506: { title: 'บัญชีนี้ไม่สามารถใช้งานได้', description: 'บัญชีถูกระงับหรือไม่มีการเคลื่อนไหว กรุณาติดต่อธนาคาร' },
  LKS0603: {
    title: 'ระงับการยืนยันตัวตนชั่วคราว',
    description: 'คุณยืนยันตัวตนไม่สำเร็จเกินจำนวนครั้งที่กำหนด กรุณาลองใหม่อีกครั้งภายหลัง',
  },
  LKS0604: { title: 'ยืนยันตัวตนไม่สำเร็จ', description: 'บริการของคุณถูกระงับ กรุณาติดต่อธนาคาร โทร 1572' },
  LKS0605: { title: 'ไม่พบข้อมูลลูกค้า', description: 'เบอร์โทรศัพท์มือถือไม่ตรงกับข้อมูลที่ลงทะเบียนไว้ กรุณาตรวจสอบอีกครั้ง' },
  GENERIC: PAGE_TEXTS.generalError,
} as const;

export type ErrorTextKey = keyof typeof ERROR_TEXTS;

/** The kernel's catalogue: every text above, which texts/en.ts gives in English (./kernel-texts.ts). */
export const KERNEL_TEXTS = { BUTTONS, POPUP_TEXTS, OUTSIDE_CHAT_TEXTS, PAGE_TEXTS, LANGUAGE_TEXTS, ERROR_TEXTS } as const;
