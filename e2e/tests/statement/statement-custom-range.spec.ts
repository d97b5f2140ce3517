import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import {
  bankToday,
  bookingRanges,
  openStatementForm,
  shiftDays,
  submitStatementAndReadEmails,
  thaiFullDate,
  thaiShortDate,
  waitForPrefilledEmail,
} from '../../support/statement-journey';

test.use({ lineUser: REGISTERED_LINE_USER });

test('a custom range is picked in the Buddhist-era calendar and sent as Thai days', async ({ page }) => {
  await openStatementForm(page);
  await waitForPrefilledEmail(page);
  const today = await bankToday(page);
  // The 10th of last month: always in the past and always one arrow back.
  const from = `${shiftDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-10`;

  // A preset does not open the calendar.
  await page.getByLabel('ตั้งแต่วันที่').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
  await expect(page.getByLabel('ตั้งแต่วันที่')).toHaveValue('');
  await expect(page.getByLabel('ถึงวันที่')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'ส่งคำขอ' })).toBeDisabled();

  await page.getByLabel('ตั้งแต่วันที่').click();
  const fromCalendar = page.getByRole('dialog', { name: 'ตั้งแต่วันที่' });
  await expect(fromCalendar.getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled();
  await fromCalendar.getByRole('button', { name: 'เดือนก่อนหน้า' }).click();
  await fromCalendar.getByRole('button', { name: thaiFullDate(from) }).click();
  await expect(fromCalendar.getByRole('button', { name: thaiFullDate(from) })).toHaveAttribute('aria-pressed', 'true');
  await fromCalendar.getByRole('button', { name: 'เสร็จสิ้น' }).click();
  await expect(page.getByLabel('ตั้งแต่วันที่')).toHaveValue(thaiShortDate(from));

  // Done with nothing chosen answers today.
  await page.getByLabel('ถึงวันที่').click();
  await page.getByRole('dialog', { name: 'ถึงวันที่' }).getByRole('button', { name: 'เสร็จสิ้น' }).click();
  await expect(page.getByLabel('ถึงวันที่')).toHaveValue(thaiShortDate(today));

  expect(bookingRanges(await submitStatementAndReadEmails(page))).toEqual([[`${from}T00:00:00+07:00`, `${today}T23:59:59+07:00`]]);
});

test('days after today cannot be picked', async ({ page }) => {
  await openStatementForm(page);
  const today = await bankToday(page);
  await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
  await page.getByLabel('ถึงวันที่').click();
  const calendar = page.getByRole('dialog', { name: 'ถึงวันที่' });

  await expect(calendar.getByRole('button', { name: thaiFullDate(today) })).toBeEnabled();
  await expect(calendar.getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled();
  const tomorrow = shiftDays(today, 1);
  if (tomorrow.slice(0, 7) === today.slice(0, 7)) {
    const future = calendar.getByRole('button', { name: thaiFullDate(tomorrow) });
    await expect(future).toBeDisabled();
    await future.click({ force: true });
    await expect(future).toHaveAttribute('aria-pressed', 'false');
  } else {
    // On the last day of a month, the next month's days are not in the grid at all.
    await expect(calendar.getByRole('button', { name: thaiFullDate(tomorrow) })).toHaveCount(0);
  }
  await calendar.getByRole('button', { name: 'เสร็จสิ้น' }).click();
  await expect(page.getByLabel('ถึงวันที่')).toHaveValue(thaiShortDate(today));
});
