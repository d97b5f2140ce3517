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
import { SANDBOX_URL } from '../../support/sandbox';

test.use({ lineUser: REGISTERED_LINE_USER });

// The phone's clock is set to an hour of the bank's day at which the phone's own calendar
// shows another day, so each run proves the app counts Thai days, whatever the real hour.
const ZONES = [
  { timezoneId: 'America/Los_Angeles', bangkokTime: 'T00:30:00+07:00', phoneDay: -1 },
  { timezoneId: 'Pacific/Kiritimati', bangkokTime: 'T23:30:00+07:00', phoneDay: 1 },
];

for (const { timezoneId, bangkokTime, phoneDay } of ZONES) {
  test.describe(`on a phone set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    let today = '';
    test.beforeEach(async ({ page }) => {
      today = await bankToday(page);
      await page.clock.install({ time: new Date(`${today}${bangkokTime}`) });
    });

    test('the last month is counted in Thai days and sent with +07:00', async ({ page }) => {
      const phoneToday = await page.evaluate(() => {
        const now = new Date();
        return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      });
      expect(phoneToday).toBe(shiftDays(today, phoneDay));

      await openStatementForm(page);
      await waitForPrefilledEmail(page);
      const from = shiftDays(today, -29);
      await expect(page.getByLabel('ตั้งแต่วันที่')).toHaveValue(thaiShortDate(from));
      await expect(page.getByLabel('ถึงวันที่')).toHaveValue(thaiShortDate(today));

      expect(bookingRanges(await submitStatementAndReadEmails(page))).toEqual([[`${from}T00:00:00+07:00`, `${today}T23:59:59+07:00`]]);
    });

    test('the calendar offers today in Thailand and nothing later', async ({ page }) => {
      await openStatementForm(page);
      await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
      await page.getByLabel('ถึงวันที่').click();
      const calendar = page.getByRole('dialog', { name: 'ถึงวันที่' });
      await expect(calendar.getByRole('button', { name: thaiFullDate(today) })).toBeEnabled();
      const tomorrow = shiftDays(today, 1);
      const tomorrowCell = calendar.getByRole('button', { name: thaiFullDate(tomorrow) });
      if (tomorrow.slice(0, 7) === today.slice(0, 7)) await expect(tomorrowCell).toBeDisabled();
      else await expect(tomorrowCell).toHaveCount(0);
      await calendar.getByRole('button', { name: 'เสร็จสิ้น' }).click();
      await expect(page.getByLabel('ถึงวันที่')).toHaveValue(thaiShortDate(today));
    });
  });
}

test.describe('at the turn of the Thai year, on a phone in America/Los_Angeles still on 31 December', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('today is 1 January of the next Thai year: the form, the calendar and the dates sent are the new year', async ({
    page,
    sandbox,
  }) => {
    const year = Number((await bankToday(page)).slice(0, 4)) + 1;
    const newYear = `${year}-01-01`;
    const at = new Date(`${newYear}T00:30:00+07:00`);
    const { now } = (await (await page.request.get(`${SANDBOX_URL}/__sandbox/clock`)).json()) as { now: string };
    await sandbox.advanceClock(Math.ceil((at.getTime() - Date.parse(now)) / 1000));
    await page.clock.install({ time: at });

    await openStatementForm(page);
    await waitForPrefilledEmail(page);
    const from = shiftDays(newYear, -29);
    await expect(page.getByLabel('ตั้งแต่วันที่')).toHaveValue(thaiShortDate(from));
    await expect(page.getByLabel('ถึงวันที่')).toHaveValue(`1 ม.ค. ${String(year + 543).slice(2)}`);

    await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
    await page.getByLabel('ถึงวันที่').click();
    const calendar = page.getByRole('dialog', { name: 'ถึงวันที่' });
    await expect(calendar.getByRole('heading', { name: `มกราคม ${year + 543}` })).toBeVisible();
    await calendar.getByRole('button', { name: thaiFullDate(newYear) }).click();
    await calendar.getByRole('button', { name: 'เสร็จสิ้น' }).click();
    await page.getByLabel('ตั้งแต่วันที่').click();
    const fromCalendar = page.getByRole('dialog', { name: 'ตั้งแต่วันที่' });
    await fromCalendar.getByRole('button', { name: 'เดือนก่อนหน้า' }).click();
    await expect(fromCalendar.getByRole('heading', { name: `ธันวาคม ${year + 542}` })).toBeVisible();
    await fromCalendar.getByRole('button', { name: thaiFullDate(`${year - 1}-12-31`) }).click();
    await fromCalendar.getByRole('button', { name: 'เสร็จสิ้น' }).click();

    expect(bookingRanges(await submitStatementAndReadEmails(page))).toEqual([
      [`${year - 1}-12-31T00:00:00+07:00`, `${newYear}T23:59:59+07:00`],
    ]);
  });
});
