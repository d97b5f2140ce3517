import { PATHS } from '../routing/paths';
import type { PopupIcon } from '../state/popups';
import { BUTTONS, PAGE_TEXTS, POPUP_TEXTS } from '../texts/th';
import { MAX_ACCOUNTS } from '../../kit/validation/account-number';

/**
 * docs/behaviour.md#error-codes as data: what the customer reads and where the app goes next.
 * `next` is decided here once; a page only supplies the few actions that need its own state
 * (resend an OTP, switch to OTP verification).
 */
export type ErrorNext =
  | { kind: 'stay' }
  | { kind: 'back' }
  | { kind: 'route'; to: string; replace?: boolean }
  | { kind: 'lock'; defaultSeconds: number }
  /** Verify again: registration from /info, every other flow through /request-setting. */
  | { kind: 'reverify' }
  | { kind: 'action'; action: 'resendOtp' | 'offerOtp' | 'confirmReplace' | 'reverifyOtp' };

export interface CatalogueEntry {
  title: string;
  description: string;
  icon: PopupIcon;
  /** Some codes skip the popup and go straight to a page. */
  popup: boolean;
  /** A two-button question instead of an OK popup: the primary button runs `next`, cancel stays. */
  confirm?: { confirmText: string; cancelText: string };
  next: ErrorNext;
}

const popup = (title: string, description: string, next: ErrorNext = { kind: 'stay' }, icon: PopupIcon = 'alert') =>
  ({ title, description, icon, popup: true, next }) satisfies CatalogueEntry;
const page = (to: string) =>
  ({ title: '', description: '', icon: 'none', popup: false, next: { kind: 'route', to, replace: true } }) satisfies CatalogueEntry;

export const LOCK_SECONDS = 3600;

export const ERROR_CATALOGUE = {
  NETWORK_ERROR: popup(POPUP_TEXTS.networkError, ''),
  LKS0106: page(PATHS.generalError),
  VERIFICATION_EXPIRED: popup('การยืนยันตัวตนหมดเวลา', 'กรุณายืนยันตัวตนอีกครั้งเพื่อทำรายการต่อ', { kind: 'reverify' }),
  LKS0107: page(PATHS.generalError),
  // The start-up could not exchange the chat token (it sends the customer here too).
  SESSION_NOT_OPEN: page(PATHS.generalError),
  LKS0202: popup(
    'ไม่สามารถส่งรหัส OTP ได้ในขณะนี้',
    'คุณขอรหัส OTP เกินจำนวนที่กำหนด กรุณารอจนครบเวลาแล้วลองใหม่อีกครั้ง',
    { kind: 'lock', defaultSeconds: LOCK_SECONDS },
    'suspend',
  ),
  LKS0203: popup('รหัส OTP หมดอายุ', 'กรุณากดตกลงเพื่อรับรหัส OTP ใหม่', { kind: 'action', action: 'resendOtp' }),
  LKS0204: popup('กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด', 'กรุณาขอรหัส OTP ใหม่อีกครั้ง', { kind: 'back' }),
  LKS0205: popup('รหัส OTP ไม่ถูกต้อง', 'กรุณาตรวจสอบรหัส OTP แล้วลองใหม่อีกครั้ง'),
  LKS0302: {
    ...popup('คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร', 'คุณสามารถยืนยันตัวตนด้วยรหัส OTP ทางเบอร์โทรศัพท์มือถือแทนได้', {
      kind: 'action',
      action: 'offerOtp',
    }),
    confirm: { confirmText: 'ยืนยันตัวตนด้วยรหัส OTP', cancelText: BUTTONS.cancel },
  },
  LKS0303: popup('ไม่สามารถดึงข้อมูลบัญชีได้', 'กรุณายืนยันตัวตนด้วยรหัส OTP อีกครั้ง', {
    kind: 'action',
    action: 'reverifyOtp',
  }),
  LKS0402: popup('ไม่พบข้อมูลลูกค้า', 'กรุณาตรวจสอบเลขบัตรประชาชนและเบอร์โทรศัพท์มือถือที่ลงทะเบียนกับธนาคาร'),
  LKS0405: {
    ...popup('ยืนยันการลงทะเบียนด้วยบัญชี LINE นี้', 'ข้อมูลของคุณเคยลงทะเบียนกับบัญชี LINE อื่นไว้ หากดำเนินการต่อ บัญชี LINE เดิมจะถูกยกเลิกการเชื่อมต่อ', {
      kind: 'action',
      action: 'confirmReplace',
    }),
    confirm: { confirmText: 'ดำเนินการต่อ', cancelText: BUTTONS.cancel },
  },
  LKS0406: popup(
    'ระงับการลงทะเบียนชั่วคราว',
    'คุณกรอกข้อมูลผิดเกินจำนวนครั้งที่กำหนด กรุณาลองใหม่อีกครั้งภายหลัง',
    { kind: 'lock', defaultSeconds: LOCK_SECONDS },
    'suspend',
  ),
  LKS0407: page(PATHS.suspendRegister),
  LKS0502: popup(`เพิ่มบัญชีได้สูงสุด ${MAX_ACCOUNTS} บัญชี`, 'กรุณาลบบัญชีที่ไม่ใช้งานก่อนเพิ่มบัญชีใหม่'),
  LKS0503: popup('ไม่พบเลขที่บัญชีนี้', 'เลขที่บัญชีไม่ถูกต้องหรือไม่ตรงกับข้อมูลของคุณ กรุณาตรวจสอบอีกครั้ง'),
  LKS0504: popup('ไม่รองรับประเภทบัญชีนี้', 'บริการนี้รองรับบัญชีออมทรัพย์ กระแสรายวัน และฝากประจำเท่านั้น'),
  LKS0505: popup('บัญชีนี้มีอยู่ในระบบแล้ว', 'กรุณาตรวจสอบเลขที่บัญชีอีกครั้ง'),
  LKS0506: popup('บัญชีนี้ไม่สามารถใช้งานได้', 'บัญชีถูกระงับหรือไม่มีการเคลื่อนไหว กรุณาติดต่อธนาคาร'),
  LKS0603: popup(
    'ระงับการยืนยันตัวตนชั่วคราว',
    'คุณยืนยันตัวตนไม่สำเร็จเกินจำนวนครั้งที่กำหนด กรุณาลองใหม่อีกครั้งภายหลัง',
    { kind: 'lock', defaultSeconds: LOCK_SECONDS },
    'suspend',
  ),
  LKS0604: popup('ยืนยันตัวตนไม่สำเร็จ', 'บริการของคุณถูกระงับ กรุณาติดต่อธนาคาร โทร 1572', {
    kind: 'route',
    to: PATHS.authCommonVerificationError,
    replace: true,
  }),
  LKS0605: popup('ไม่พบข้อมูลลูกค้า', 'เบอร์โทรศัพท์มือถือไม่ตรงกับข้อมูลที่ลงทะเบียนไว้ กรุณาตรวจสอบอีกครั้ง'),
  LKS1002: page(PATHS.register),
  LKS1102: page(PATHS.consentMaintenanceError),
} as const satisfies Record<string, CatalogueEntry>;

/** A code the catalogue knows: a literal in code that is not one of them fails the typecheck. */
export type CatalogueCode = keyof typeof ERROR_CATALOGUE;

export function isCatalogueCode(code: string): code is CatalogueCode {
  // Not Object.hasOwn: iOS 15.0-15.3 lack it, and LINE supports them (docs/browsers.md).
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}

/** Compares a code the bank answered with a code the catalogue knows (typed, so a typo cannot compile). */
export function isErrorCode(code: string, expected: CatalogueCode): boolean {
  return code === expected;
}

/**
 * An unmapped code with a message gets the generic popup; one with no message goes to general-error.
 * The popup says what that page says (docs/behaviour.md#required-texts), in its words.
 */
export const GENERIC_ERROR = popup(PAGE_TEXTS.generalError.title, PAGE_TEXTS.generalError.description);

export function catalogueEntryFor(code: string, message: string): CatalogueEntry {
  if (isCatalogueCode(code)) return ERROR_CATALOGUE[code];
  return message ? GENERIC_ERROR : page(PATHS.generalError);
}

/**
 * The longest lock the bank imposes: a day, at its daily limits on sends and wrong codes
 * (docs/bank-api.md). A cooldownFinishedAt further away than this is a broken clock or answer,
 * and would otherwise lock a customer out for years.
 */
export const LONGEST_LOCK_SECONDS = 24 * 3600;
