import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  continueFromAccountInfo,
  CUSTOMERS,
  fillInfo,
  registerAndPassSuccessPopup,
  sandboxState,
  verifyRegistrationOtp,
} from '../../support/registration-flow';

async function addAccount(page: Page, accountNumber: string) {
  await page.getByRole('button', { name: 'เพิ่มบัญชี' }).click();
  await expect(page).toHaveURL(/\/add-account$/);
  await page.getByLabel('เลขที่บัญชี').fill(accountNumber);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
}

async function expectPopupThenOk(page: Page, title: string) {
  const popup = page.getByRole('alertdialog', { name: title });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'ตกลง' }).click();
}

test('the 15th account is added and a 16th is refused', async ({ page, request, lineUser }) => {
  const customer = CUSTOMERS.manyAccounts;
  await page.goto('/info');
  await fillInfo(page, customer);
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00070-1');
  const rows = page.getByRole('list', { name: 'รายการบัญชี' }).getByRole('listitem');
  await expect(rows).toHaveCount(14);

  await addAccount(page, '1000000715');
  await expect(page.getByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-account$/);
  await expect(rows).toHaveCount(15);
  await expect(page.getByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00071-5' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'เพิ่มบัญชี' })).toBeDisabled();
  await expect(page.getByRole('note')).toHaveText('เพิ่มบัญชีได้สูงสุด 15 บัญชี');

  const state = await sandboxState(request, lineUser);
  expect(state.registrations[0]?.workingSet).toHaveLength(15);
  expect(state.registrations[0]?.workingSet).toContain('1000000715');
});

test('duplicate, unknown, dormant and unsupported account numbers are refused in Thai', async ({ page, request, lineUser }) => {
  const customer = CUSTOMERS.withoutKma;
  await page.goto('/info');
  await fillInfo(page, customer);
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');

  await addAccount(page, '12345');
  await expect(page.getByText('กรุณากรอกเลขที่บัญชี 10 หลักให้ถูกต้อง')).toBeVisible();
  await expect(page.getByLabel('เลขที่บัญชี')).toHaveValue('123-4-5');

  const field = page.getByLabel('เลขที่บัญชี');
  const confirm = page.getByRole('button', { name: 'ยืนยัน' });
  for (const [number, title] of [
    ['1000000021', 'บัญชีนี้มีอยู่ในระบบแล้ว'],
    ['9999999999', 'ไม่พบเลขที่บัญชีนี้'],
    ['9000000001', 'บัญชีนี้ไม่สามารถใช้งานได้'],
    ['9000000002', 'ไม่รองรับประเภทบัญชีนี้'],
  ] as const) {
    await field.fill(number);
    await confirm.click();
    await expectPopupThenOk(page, title);
    await expect(page).toHaveURL(/\/add-account$/);
  }

  const state = await sandboxState(request, lineUser);
  expect(state.registrations[0]?.workingSet).toEqual(['1000000021', '1000000022']);
});

test('accounts can be deleted down to one, never the last, and only the rest are registered', async ({ page, request, lineUser }) => {
  const customer = CUSTOMERS.withoutKma;
  await page.goto('/info');
  await fillInfo(page, customer);
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');

  await page.getByRole('button', { name: 'ลบบัญชี บัญชีฝากประจำ 100-0-00002-2' }).click();
  const question = page.getByRole('alertdialog', { name: 'ต้องการลบบัญชีนี้หรือไม่' });
  await question.getByRole('button', { name: 'ลบบัญชี' }).click();
  await expect(page.getByRole('list', { name: 'รายการบัญชี' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'ลบบัญชี บัญชีออมทรัพย์ 100-0-00002-1' })).toBeDisabled();
  await expect(page.getByText('ต้องมีบัญชีอย่างน้อย 1 บัญชี')).toBeVisible();

  // The detail screen refuses it too.
  await page.getByRole('button', { name: 'รายละเอียด บัญชีออมทรัพย์ 100-0-00002-1' }).click();
  await expect(page).toHaveURL(/\/add-account\/1000000021\?accountStatus=Active$/);
  await expect(page.getByText('100-0-00002-1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ลบบัญชี' })).toBeDisabled();
  await page.getByRole('button', { name: 'ย้อนกลับ' }).click();

  await registerAndPassSuccessPopup(page);
  await expect(page).toHaveURL(/\/consent-collection$/);
  const state = await sandboxState(request, lineUser);
  expect(state.link?.accounts.map((account) => account.accountNumber)).toEqual(['1000000021']);
});
