import { escapeHtml, page } from './layout';

export function consentPage(answerUrl: (status: 'ACCEPTED' | 'REJECTED') => string): string {
  return page(
    'ความยินยอมเกี่ยวกับข้อมูลส่วนบุคคล',
    `<h1>ความยินยอมในการเก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคล</h1>
<div class="card">
  <p>ธนาคารขอความยินยอมจากท่านในการเก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลของท่าน เพื่อนำเสนอผลิตภัณฑ์ บริการ และสิทธิประโยชน์ที่เหมาะสมกับท่าน ผ่านช่องทาง LINE และช่องทางอื่นของธนาคาร</p>
  <p>ท่านสามารถเปลี่ยนแปลงหรือถอนความยินยอมได้ตลอดเวลาผ่านเมนูจัดการข้อมูลส่วนบุคคล การไม่ให้ความยินยอมจะไม่กระทบต่อการใช้บริการหลักของท่าน</p>
  <div class="actions">
    <a class="button secondary" href="${escapeHtml(answerUrl('REJECTED'))}">ไม่ยินยอม</a>
    <a class="button primary" href="${escapeHtml(answerUrl('ACCEPTED'))}">ยินยอม</a>
  </div>
</div>`,
  );
}

export function consentMissingPage(): string {
  return page('ความยินยอมเกี่ยวกับข้อมูลส่วนบุคคล', '<div class="card"><p>ไม่พบรายการขอความยินยอมนี้</p></div>');
}
