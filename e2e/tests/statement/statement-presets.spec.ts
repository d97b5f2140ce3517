import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import {
  bankToday,
  openStatementForm,
  REGISTERED_CUSTOMER,
  shiftDays,
  thaiShortDate,
  waitForPrefilledEmail,
} from '../../support/statement-journey';
import { readOutbox } from '../../support/sandbox';

test.use({ lineUser: REGISTERED_LINE_USER });

const PRESETS = [
  { label: 'ย้อนหลัง 1 เดือน', days: 30 },
  { label: 'ย้อนหลัง 3 เดือน', days: 90 },
  { label: 'ย้อนหลัง 6 เดือน', days: 180 },
  { label: 'ย้อนหลัง 9 เดือน', days: 270 },
  { label: 'ย้อนหลัง 12 เดือน', days: 360 },
];

for (const { label, days } of PRESETS) {
  test(`${label} asks the bank for the last ${days} days ending today`, async ({ page }) => {
    await openStatementForm(page);
    await waitForPrefilledEmail(page);
    const today = await bankToday(page);
    const from = shiftDays(today, 1 - days);

    await page.getByRole('radio', { name: label }).check();
    await expect(page.getByLabel('ตั้งแต่วันที่')).toHaveValue(thaiShortDate(from));
    await expect(page.getByLabel('ถึงวันที่')).toHaveValue(thaiShortDate(today));
    await page.getByRole('button', { name: 'ส่งคำขอ' }).click();

    await expect(page).toHaveURL(/\/success-statement$/);
    await expect(page.getByRole('heading', { name: 'ส่งคำขอรายการเดินบัญชีเรียบร้อยแล้ว' })).toBeVisible();
    await expect(page.getByText('ธนาคารจะส่งรายการเดินบัญชีไปยังอีเมลของคุณภายใน 1 ชั่วโมง')).toBeVisible();
    await expect(page.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();

    const { emails } = await readOutbox(page.request);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: REGISTERED_CUSTOMER.email,
      accountRef: REGISTERED_CUSTOMER.savings.accountRef,
      accountNumber: REGISTERED_CUSTOMER.savings.accountNumber,
      language: 'TH',
      fromDate: from,
      toDate: today,
      fromBookingDateTime: `${from}T00:00:00+07:00`,
      toBookingDateTime: `${today}T23:59:59+07:00`,
      sub: REGISTERED_LINE_USER,
    });
  });
}

test('the form shows the account and its defaults, and one tap sends one request', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hashedMobileNumber', 'e2e-hashed-mobile'));
  await openStatementForm(page, REGISTERED_CUSTOMER.current.accountRef);
  await waitForPrefilledEmail(page);
  await expect(page.getByRole('region', { name: 'บัญชี' })).toContainText('กระแสรายวัน');
  await expect(page.getByRole('region', { name: 'บัญชี' })).toContainText('200-0-00001-2');
  await expect(page.getByText('ขอรายการเดินบัญชีย้อนหลังได้ไม่เกิน 12 เดือน')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'ย้อนหลัง 1 เดือน' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'ภาษาไทย' })).toBeChecked();
  expect(await page.evaluate(() => sessionStorage.getItem('errorCategory'))).toBe('STATEMENT_REQUEST_ERROR');

  await page.getByRole('radio', { name: 'ภาษาอังกฤษ' }).check();
  await page.getByRole('button', { name: 'ส่งคำขอ' }).dblclick();
  await expect(page).toHaveURL(/\/success-statement$/);

  const { emails } = await readOutbox(page.request);
  expect(emails).toHaveLength(1);
  expect(emails[0]).toMatchObject({ language: 'EN', accountRef: REGISTERED_CUSTOMER.current.accountRef, accountType: 'CURR' });
  const submits = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
      (entry) => entry.event === 'statement_request_submit',
    ),
  );
  expect(submits).toHaveLength(1);
  expect(submits[0]).toMatchObject({ flow: 'Request Statement' });
  // The bank's hash of the mobile stays on the device: the tag manager forwards to third parties.
  expect(submits[0]).not.toHaveProperty('hashedMobileNumber');
  expect(submits[0]!.hashedEmail).toMatch(/^[0-9a-f]{64}$/);
});
