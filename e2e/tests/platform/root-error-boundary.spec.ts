import { expect, test } from '../../support/fixtures';

// `?sandboxFault=render` makes a global overlay throw while drawing. The overlay is mounted only
// when the runtime config mocks LIFF, which a production config is refused for (start-up guard),
// so the fault cannot be reached in production; the unit tests cover a throwing host page.
test('an overlay that throws while drawing shows the Thai error page with a way back, never a white screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/register?sandboxFault=render');

  await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
  await expect(page.getByText('ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งภายหลัง')).toBeVisible();
  await expect(page.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
  expect(errors.some((text) => text.includes('sandbox fault'))).toBe(true);

  await page.getByRole('button', { name: 'ย้อนกลับ' }).click();
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  await expect(page).toHaveURL(/\/register$/);
});
