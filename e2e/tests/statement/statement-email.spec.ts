import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { openStatementForm, waitForPrefilledEmail } from '../../support/statement-journey';
import { readOutbox } from '../../support/sandbox';

test.use({ lineUser: REGISTERED_LINE_USER });

const emailErrors = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
      (entry) => entry.event === 'statement_email_error',
    ),
  );

test('an empty e-mail says กรุณากรอกอีเมล and nothing can be sent', async ({ page }) => {
  await openStatementForm(page);
  await waitForPrefilledEmail(page);
  const field = page.getByLabel('อีเมลสำหรับรับรายการเดินบัญชี');
  await field.fill('');
  await field.blur();
  await expect(page.getByText('กรุณากรอกอีเมล', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ส่งคำขอ' })).toBeDisabled();
  expect(await emailErrors(page)).toEqual([{ event: 'statement_email_error', flow: 'Request Statement', errorType: 'EMPTY' }]);
  expect((await readOutbox(page.request)).emails).toEqual([]);
});

test('a wrong e-mail shows the example, and a corrected one is sent as typed', async ({ page }) => {
  await openStatementForm(page);
  await waitForPrefilledEmail(page);
  const field = page.getByLabel('อีเมลสำหรับรับรายการเดินบัญชี');
  await field.fill('');
  await field.pressSequentially('somsak@example');
  await field.press('Enter');
  await expect(page.getByText('กรุณากรอกอีเมลให้ถูกต้อง เช่น simple@example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ส่งคำขอ' })).toBeDisabled();
  expect(await emailErrors(page)).toEqual([{ event: 'statement_email_error', flow: 'Request Statement', errorType: 'INVALID' }]);

  // Characters an address cannot hold never reach the field.
  await field.focus();
  await field.press('End');
  await field.pressSequentially('.co ไทย');
  await expect(field).toHaveValue('somsak@example.co');
  await field.blur();
  await expect(page.getByText('กรุณากรอกอีเมลให้ถูกต้อง เช่น simple@example.com')).toHaveCount(0);
  await page.getByRole('button', { name: 'ส่งคำขอ' }).click();
  await expect(page).toHaveURL(/\/success-statement$/);
  expect((await readOutbox(page.request)).emails.map((email) => email.to)).toEqual(['somsak@example.co']);
});

test.describe('an address copied from a mail app', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const [copied, what] of [
    ['Somsak Jaidee <somsak.j@example.com>', 'the name glued onto it'],
    ['somsak.j@example.com <mailto:somsak.j@example.com>', "a stranger's address made of its link ('mailtosomsak.j@…')"],
  ] as const) {
    test(`[family:personal-data] '${copied}' is pasted as the address alone, and the statement goes there, not to ${what}`, async ({
      page,
    }) => {
      await openStatementForm(page);
      await waitForPrefilledEmail(page);
      const field = page.getByLabel('อีเมลสำหรับรับรายการเดินบัญชี');
      await field.fill('');
      await page.evaluate((text) => navigator.clipboard.writeText(text), copied);
      await field.press('ControlOrMeta+V');
      await expect(field).toHaveValue('somsak.j@example.com');
      await field.blur();
      await page.getByRole('button', { name: 'ส่งคำขอ' }).click();
      await expect(page).toHaveURL(/\/success-statement$/);
      expect((await readOutbox(page.request)).emails.map((email) => email.to)).toEqual(['somsak.j@example.com']);
    });
  }
});
