import type { SmsMessage, StatementEmail } from '../state/types';
import { escapeHtml, page } from './layout';

const LANGUAGE_TH = { TH: 'ไทย', EN: 'อังกฤษ' } as const;

export function outboxPage(sms: readonly SmsMessage[], emails: readonly StatementEmail[]): string {
  const smsRows = [...sms]
    .reverse()
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.sentAt)}</td><td>${escapeHtml(message.to)}</td><td><strong>${escapeHtml(message.code)}</strong></td><td>${escapeHtml(message.otpRef)}</td><td>${message.scope === 'register' ? 'ลงทะเบียน' : 'ยืนยันตัวตน'}</td></tr>`,
    )
    .join('');
  const emailRows = [...emails]
    .reverse()
    .map(
      (email) =>
        `<tr><td>${escapeHtml(email.requestedAt)}</td><td>${escapeHtml(email.to)}</td><td>${escapeHtml(email.accountNumber)}</td><td>${escapeHtml(email.fromDate)} ถึง ${escapeHtml(email.toDate)}</td><td>${LANGUAGE_TH[email.language]}</td></tr>`,
    )
    .join('');
  const empty = (columns: number) => `<tr><td colspan="${columns}" class="muted">ยังไม่มีรายการ</td></tr>`;
  return page(
    'กล่องข้อความจำลอง',
    `<h1>กล่องข้อความจำลอง (SMS และอีเมล)</h1>
<p class="muted">หน้านี้รีเฟรชทุก 5 วินาที</p>
<h2>SMS รหัส OTP</h2>
<table id="sms"><thead><tr><th>เวลาที่ส่ง</th><th>ถึงเบอร์</th><th>รหัส OTP</th><th>รหัสอ้างอิง</th><th>ใช้สำหรับ</th></tr></thead>
<tbody>${smsRows || empty(5)}</tbody></table>
<h2>อีเมลรายการเดินบัญชี</h2>
<table id="emails"><thead><tr><th>เวลาที่ขอ</th><th>ถึงอีเมล</th><th>เลขที่บัญชี</th><th>ช่วงวันที่</th><th>ภาษา</th></tr></thead>
<tbody>${emailRows || empty(5)}</tbody></table>`,
    { refreshSeconds: 5, wide: true },
  );
}
