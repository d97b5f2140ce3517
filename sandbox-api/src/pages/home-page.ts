import { page } from './layout';

export function homePage(): string {
  return page(
    'ธนาคารจำลอง',
    `<h1>ธนาคารจำลอง (sandbox)</h1>
<div class="card">
  <p>เซิร์ฟเวอร์จำลอง API ของธนาคารสำหรับการพัฒนาและทดสอบ</p>
  <ul>
    <li><a href="/__sandbox/outbox.html">กล่องข้อความจำลอง (SMS และอีเมล)</a></li>
    <li><a href="/__sandbox/seed">ข้อมูลลูกค้าตั้งต้น (JSON)</a></li>
    <li><a href="/__sandbox/feature-flags">ค่าฟีเจอร์แฟล็ก (JSON)</a></li>
  </ul>
</div>`,
  );
}
