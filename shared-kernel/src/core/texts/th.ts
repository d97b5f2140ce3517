import { VERIFIED_IDLE_LIMIT_MS } from '../session/verified-idle-limit';

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

/**
 * The kernel's catalogue: every text above, which texts/en.ts gives in English (./kernel-texts.ts);
 * the error catalogue's popups hold their own Thai (../errors/catalogue.ts).
 */
export const KERNEL_TEXTS = { BUTTONS, POPUP_TEXTS, OUTSIDE_CHAT_TEXTS, PAGE_TEXTS, LANGUAGE_TEXTS } as const;
