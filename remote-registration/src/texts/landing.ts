/**
 * The landing's wording (/register and /verify), in a file of its own: the landing is the first
 * screen a new customer downloads, and a page chunk carries every text its texts module holds.
 * REGISTRATION_TEXTS (th.ts) includes it, so the remote's wording is still read in one place.
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
