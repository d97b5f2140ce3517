import { page, scriptValue } from './layout';

/**
 * Stands in for reCAPTCHA inside the app's overlay frame: one click issues a token and posts
 * it to the parent window, which is what the app listens for.
 */
export function captchaPage(targetOrigin: string): string {
  return page(
    'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ',
    `<div class="card">
  <p>กรุณายืนยันเพื่อดำเนินการต่อ</p>
  <div class="actions"><button id="captcha-button" class="button primary" type="button">ฉันไม่ใช่โปรแกรมอัตโนมัติ</button></div>
  <p id="captcha-status" class="muted" role="status"></p>
</div>
<script>
  const targetOrigin = ${scriptValue(targetOrigin)};
  const button = document.getElementById('captcha-button');
  const status = document.getElementById('captcha-status');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const reply = await fetch('/__sandbox/captcha/token', { method: 'POST' });
      const { token } = await reply.json();
      window.parent.postMessage({ type: 'captcha-token', token }, targetOrigin);
      status.textContent = '✓ ยืนยันแล้ว';
    } catch (error) {
      button.disabled = false;
      status.textContent = 'เกิดข้อผิดพลาด กรุณาลองใหม่';
    }
  });
</script>`,
  );
}
