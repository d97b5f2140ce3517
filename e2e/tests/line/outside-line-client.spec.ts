import { expect, test } from '../../support/fixtures';

const BACK_TO_CHAT = 'กลับไปที่แชท';
const CLOSE_THIS_TAB = 'คุณสามารถปิดแท็บนี้เพื่อกลับไปยังแชทได้เลย';

test('inside LINE (the sandbox plays the LINE client by default) an end screen offers back to chat', async ({ page }) => {
  await page.goto('/success-statement');
  await expect(page.getByRole('heading', { name: 'ส่งคำขอรายการเดินบัญชีเรียบร้อยแล้ว' })).toBeVisible();
  await expect(page.getByRole('button', { name: BACK_TO_CHAT })).toBeVisible();
  await expect(page.getByText(CLOSE_THIS_TAB)).toHaveCount(0);
});

test('in a plain phone browser (?sandboxClient=browser) an end screen says the tab may be closed, no dead button', async ({ page }) => {
  await page.goto('/success-statement?sandboxClient=browser');
  await expect(page.getByRole('heading', { name: 'ส่งคำขอรายการเดินบัญชีเรียบร้อยแล้ว' })).toBeVisible();
  await expect(page.getByText(CLOSE_THIS_TAB)).toBeVisible();
  await expect(page.getByRole('button', { name: BACK_TO_CHAT })).toHaveCount(0);

  // The choice lasts for the tab: the next end screen says the same.
  await page.goto('/general-error');
  await expect(page.getByText(CLOSE_THIS_TAB)).toBeVisible();
});
