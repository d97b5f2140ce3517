import { expect, test } from '../../support/fixtures';

const PAGES = [
  { path: '/general-error', title: 'ไม่สามารถทำรายการได้ในขณะนี้', text: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งภายหลัง' },
  { path: '/auth-register-verification-error', title: 'ยืนยันตัวตนไม่สำเร็จ', text: 'การลงทะเบียนของคุณถูกยกเลิก' },
  { path: '/auth-common-verification-error', title: 'ยืนยันตัวตนไม่สำเร็จ', text: 'ไม่สามารถดำเนินการต่อได้' },
];

for (const { path, title, text } of PAGES) {
  test(`${path} shows its Thai message and sends one tracking event with the stored category`, async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('errorCategory', 'STATEMENT_REQUEST_ERROR'));
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'error_page_view',
      ),
    );
    expect(events).toEqual([{ event: 'error_page_view', page: path, errorCategory: 'STATEMENT_REQUEST_ERROR' }]);
  });
}
