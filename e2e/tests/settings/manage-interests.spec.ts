import { sandboxStateOf } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

test.use({ lineUser: REGISTERED_LINE_USER });

test('manage interests: the saved answers are ticked, the new picks are saved, then thanks', async ({ page, request }) => {
  const before = await sandboxStateOf(request, REGISTERED_LINE_USER);
  expect(before.survey?.answers).toEqual(['1', '5', '17']);

  await page.goto('/setting');
  await page.getByRole('button', { name: 'จัดการความสนใจ' }).click();
  await expect(page).toHaveURL(/\/setting-survey$/);

  await expect(page.getByRole('checkbox')).toHaveCount(16);
  const savings = page.getByRole('checkbox', { name: 'บัญชีเงินฝากออมทรัพย์' });
  const carLoan = page.getByRole('checkbox', { name: 'สินเชื่อรถยนต์' });
  await expect(savings).toBeChecked();
  await expect(carLoan).toBeChecked();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);

  // เสร็จสิ้น needs at least one choice.
  await savings.uncheck();
  await carLoan.uncheck();
  const finish = page.getByRole('button', { name: 'เสร็จสิ้น' });
  await expect(finish).toBeDisabled();
  await page.getByRole('checkbox', { name: 'บัตรเครดิต' }).check();
  await page.getByRole('checkbox', { name: 'หุ้นกู้และตราสารหนี้' }).check();
  await expect(finish).toBeEnabled();
  await finish.click();

  await expect(page).toHaveURL(/\/success-survey$/);
  await expect(page.getByRole('heading', { name: 'ขอบคุณสำหรับการตอบแบบสอบถาม' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
  // The retired answer 17 cannot be shown, so it is kept.
  expect((await sandboxStateOf(request, REGISTERED_LINE_USER)).survey?.answers).toEqual(['3', '10', '17']);
});
