/**
 * The landing's wording (/register and /verify) and the terms screen's, in a file of their own:
 * the two come in the first chunk a new customer downloads (pages.ts), and a page chunk carries
 * every text its texts module holds. REGISTRATION_TEXTS (th.ts) includes them, so the remote's
 * wording is still read in one place.
 */
export const LANDING_TEXTS = {
  title: 'ลงทะเบียนบริการธนาคารบน LINE',
  intro: 'รับข่าวสารและจัดการบัญชีของคุณได้ง่าย ๆ ผ่านแชท',
  blurbs: [
    { title: 'แจ้งเตือนเงินเข้า-ออก', text: 'รู้ทันทีทุกครั้งที่มีเงินเข้าหรือออกจากบัญชีที่คุณเลือก' },
    { title: 'ขอรายการเดินบัญชี', text: 'ขอรายการเดินบัญชีย้อนหลังได้สูงสุด 12 เดือน ส่งตรงถึงอีเมลของคุณ' },
    { title: 'ปลอดภัยทุกขั้นตอน', text: 'ยืนยันตัวตนด้วยรหัส OTP หรือแอปพลิเคชันของธนาคาร' },
  ],
} as const;

export const TERMS_TEXTS = {
  title: 'ข้อกำหนดและเงื่อนไข',
  documentLabel: 'ข้อความข้อกำหนดและเงื่อนไข',
  scrollHint: 'กรุณาเลื่อนอ่านข้อกำหนดและเงื่อนไขจนจบเพื่อยอมรับ',
  accept: 'ข้าพเจ้าได้อ่านและยอมรับข้อกำหนดและเงื่อนไข',
};
