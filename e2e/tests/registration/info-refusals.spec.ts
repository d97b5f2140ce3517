import { expect, test } from '../../support/fixtures';
import { CUSTOMERS, fillInfo, sandboxState } from '../../support/registration-flow';

test('an ID and mobile the bank does not know get the customer-not-found popup and keep what was typed', async ({
  page,
  request,
  lineUser,
}) => {
  await page.goto('/info');
  await fillInfo(page, { id: '3309900123451', mobile: '0812345678' });
  const popup = page.getByRole('alertdialog', { name: 'ไม่พบข้อมูลลูกค้า' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByLabel('เลขบัตรประชาชน')).toHaveValue('3-3099-00123-45-1');
  await expect(page.getByLabel('เบอร์โทรศัพท์มือถือ')).toHaveValue('081-234-5678');
  expect((await sandboxState(request, lineUser)).registrations).toEqual([]);
});

test('a locked registration shows the lock popup, then the countdown screen', async ({ page, request, lineUser }) => {
  await page.goto('/info');
  await fillInfo(page, CUSTOMERS.locked);
  const popup = page.getByRole('alertdialog', { name: 'ระงับการลงทะเบียนชั่วคราว' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/locked-register$/);
  const state = await sandboxState(request, lineUser);
  expect(state.registrations).toEqual([]);
});

test('a suspended customer is sent to the suspended screen', async ({ page }) => {
  await page.goto('/info');
  await fillInfo(page, { id: '1101700001059', mobile: '0812345605' });
  await expect(page).toHaveURL(/\/suspend-register$/);
});
