import { expect, test } from '../../support/fixtures';
import { CUSTOMERS, goInApp, startFlow, verificationBank } from '../../support/verification-bank';

// A phone's clock is the customer's, not the bank's: minutes or hours fast or slow. The bank's
// times (an OTP's expiredAt, a lock's cooldownFinishedAt) are on its own clock, and the app must
// count them as the bank does (docs/behaviour.md#otp-verification, #locks-and-cooldowns).

const customer = CUSTOMERS.newWithoutKma;
const OTP_FIELD = 'รหัส OTP 6 หลัก';

test('on a phone six minutes fast, the code just sent is not called expired, and verifies', async ({ page, request, lineUser }) => {
  const bank = verificationBank(request);
  const registerRef = await bank.preRegister(lineUser, customer);
  await page.clock.install({ time: Date.now() + 6 * 60_000 });
  await startFlow(page, 'register', registerRef);
  await goInApp(page, '/otp');
  await expect.poll(async () => (await bank.smsTo(customer.mobile)).length).toBe(1);
  const sms = await bank.lastCodeTo(customer.mobile);
  await expect(page.getByText(`รหัสอ้างอิง: ${sms.otpRef}`)).toBeVisible();

  await expect(page.getByRole('alert')).toHaveCount(0);
  const field = page.getByRole('textbox', { name: OTP_FIELD });
  await expect(field).toBeEnabled();
  await field.fill(sms.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/account-info$/);
});

test("on a phone two hours behind the bank, the send lock counts the bank's 15 minutes", async ({ page, request, lineUser }) => {
  const bank = verificationBank(request);
  await bank.advanceClock(2 * 3600);
  const registerRef = await bank.preRegister(lineUser, customer);
  await bank.failNext({ path: '/registers/otp/request', code: 'LKS0202', cooldownSeconds: 900 });
  await startFlow(page, 'register', registerRef);
  await goInApp(page, '/otp');

  await page.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/locked-register$/);
  // Read on the phone's clock, the bank's end would be 2 h 15 min away (2:15:00).
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
});

test("the bank's daily send limit, 20 hours away, is counted in hours, not cut to an hour", async ({ page, request, lineUser }) => {
  const bank = verificationBank(request);
  const registerRef = await bank.preRegister(lineUser, customer);
  await bank.failNext({ path: '/registers/otp/request', code: 'LKS0202', cooldownSeconds: 20 * 3600 });
  await startFlow(page, 'register', registerRef);
  await goInApp(page, '/otp');

  await page.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/locked-register$/);
  await expect(page.getByRole('timer')).toHaveText(/^(20:00:00|19:59:[0-5]\d)$/);
});

test('a lock screen reloaded ten minutes into a 15-minute send lock shows the five minutes left, not 15 again', async ({
  page,
  request,
  lineUser,
}) => {
  const bank = verificationBank(request);
  const registerRef = await bank.preRegister(lineUser, customer);
  await bank.failNext({ path: '/registers/otp/request', code: 'LKS0202', cooldownSeconds: 900 });
  await page.clock.install();
  await startFlow(page, 'register', registerRef);
  await goInApp(page, '/otp');
  await page.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/locked-register$/);
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);

  await page.clock.fastForward('10:00');
  await page.reload();

  await expect(page.getByRole('heading', { name: 'ระงับการทำรายการชั่วคราว' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
});
