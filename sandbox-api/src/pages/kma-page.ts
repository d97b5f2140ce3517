import { thaiIso } from '../clock';
import type { KmaStatus } from '../bank/kma';
import type { Customer, KmaRequest } from '../state/types';
import { escapeHtml, page } from './layout';

const PURPOSE_TH: Record<string, string> = {
  REGISTRATION: 'ลงทะเบียนใช้บริการผ่าน LINE',
  DEREGISTRATION: 'ยกเลิกบริการ',
  STATEMENT_REQUEST: 'ขอรายการเดินบัญชี',
  CONSENT_MANAGEMENT: 'จัดการข้อมูลส่วนบุคคล',
  ACCOUNT_MANAGEMENT: 'จัดการบัญชี',
  OTHER: 'ทำรายการอื่น ๆ',
};

const STATUS_TH: Record<KmaStatus, string> = {
  ACPT: 'รอการยืนยัน',
  PPRC: 'รอการยืนยัน',
  FNLD: 'อนุมัติแล้ว',
  RJCT: 'ปฏิเสธแล้ว',
  EXPD: 'คำขอหมดอายุแล้ว',
};

export function kmaPage(request: KmaRequest, customer: Customer, status: KmaStatus, returnUrl: string): string {
  const open = status === 'ACPT' || status === 'PPRC';
  const actions = open
    ? `<form method="post" action="/__sandbox/kma/decide" class="actions">
  <input type="hidden" name="authRef" value="${escapeHtml(request.authRef)}">
  <button class="button secondary" type="submit" name="decision" value="reject">ปฏิเสธ</button>
  <button class="button primary" type="submit" name="decision" value="approve">อนุมัติ</button>
</form>`
    : `<div class="actions"><a class="button primary" href="${escapeHtml(returnUrl)}">กลับไปที่ LINE</a></div>`;
  return page(
    'แอปธนาคาร (จำลอง)',
    `<h1>แอปธนาคาร (จำลอง)</h1>
<div class="card">
  <p>มีคำขอยืนยันตัวตนเพื่อ<strong>${escapeHtml(PURPOSE_TH[request.purpose] ?? request.purpose)}</strong></p>
  <p>ลูกค้า: ${escapeHtml(customer.name)}<br>
  เลขอ้างอิง: ${escapeHtml(request.authRef)}<br>
  หมดอายุ: ${escapeHtml(thaiIso(request.expiresAt))}</p>
  <p>สถานะ: <span class="badge" data-status="${status}">${STATUS_TH[status]}</span></p>
  ${open ? '<p>หากคุณเป็นผู้ทำรายการนี้ กรุณากด อนุมัติ</p>' : ''}
  ${actions}
</div>`,
  );
}

export function kmaMissingPage(): string {
  return page('แอปธนาคาร (จำลอง)', '<h1>แอปธนาคาร (จำลอง)</h1><div class="card"><p>ไม่พบคำขอยืนยันตัวตนนี้</p></div>');
}
