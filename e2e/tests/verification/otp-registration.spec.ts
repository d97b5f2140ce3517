import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { fillInfo } from '../../support/registration-flow';
import { CUSTOMERS, goInApp, startFlow, verificationBank, verifyWithTheOneCodeSent } from '../../support/verification-bank';

const OTP_FIELD = 'รหัส OTP 6 หลัก';
const customer = CUSTOMERS.newWithoutKma;

/** A wrong code that is surely not the one sent. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * The customer reaches /otp in the registration flow, as /info would send them; the page sends
 * one SMS, whose reference the page shows. `clock` takes the phone's clock over first.
 */
async function openOtp(page: Page, bank: ReturnType<typeof verificationBank>, lineUser: string, { clock = false } = {}) {
  const registerRef = await bank.preRegister(lineUser, customer);
  if (clock) await page.clock.install();
  await startFlow(page, 'register', registerRef);
  await goInApp(page, '/otp');
  await expect.poll(async () => (await bank.smsTo(customer.mobile)).length).toBe(1);
  const sms = await bank.lastCodeTo(customer.mobile);
  await expect(page.getByText(`รหัสอ้างอิง: ${sms.otpRef}`)).toBeVisible();
  return { registerRef, sms };
}

test('registration OTP: the code from the SMS outbox verifies the customer and opens /account-info', async ({
  page,
  request,
  lineUser,
}) => {
  const bank = verificationBank(request);
  const { registerRef, sms } = await openOtp(page, bank, lineUser);

  await expect(page.getByText(/ขอรหัส OTP ใหม่ได้ในอีก 0[01]:\d\d นาที/)).toBeVisible();
  const confirm = page.getByRole('button', { name: 'ยืนยัน' });
  await page.getByRole('textbox', { name: OTP_FIELD }).pressSequentially(sms.code.slice(0, 5));
  await expect(confirm).toBeDisabled();
  await page.getByRole('textbox', { name: OTP_FIELD }).pressSequentially(sms.code.slice(5));
  await confirm.click();

  await expect(page.getByText('ยืนยันตัวตนด้วย OTP สำเร็จ')).toBeVisible();
  await expect(page).toHaveURL(/\/account-info$/);
  expect(await page.evaluate(() => sessionStorage.getItem('verifyToken'))).toMatch(/^sbx-vt-/);
  const state = await bank.state(lineUser);
  expect(state.registrations).toEqual([expect.objectContaining({ registerRef, verifiedBy: 'OTP' })]);
  expect(sms.scope).toBe('register');
});

test('a reload of /otp sends no second code: the code already sent still verifies, and reloads never reach the send limit', async ({
  page,
  request,
  lineUser,
}) => {
  const bank = verificationBank(request);
  const { sms } = await openOtp(page, bank, lineUser);

  for (let reload = 0; reload < 3; reload++) {
    await page.reload();
    await expect(page.getByText(`รหัสอ้างอิง: ${sms.otpRef}`)).toBeVisible();
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await verifyWithTheOneCodeSent(page, bank, sms);
});

test('a reload of /otp after /info sent the first code shows that code again: no second SMS, and the SMS code verifies', async ({
  page,
  request,
}) => {
  const bank = verificationBank(request);
  // As a customer meets it: /info pre-registers and asks for the code itself, then opens /otp.
  await page.goto('/info');
  await fillInfo(page, { id: customer.nationalId, mobile: customer.mobile });
  await expect(page).toHaveURL(/\/otp$/);
  await expect.poll(async () => (await bank.smsTo(customer.mobile)).length).toBe(1);
  const sms = await bank.lastCodeTo(customer.mobile);
  await expect(page.getByText(`รหัสอ้างอิง: ${sms.otpRef}`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`รหัสอ้างอิง: ${sms.otpRef}`)).toBeVisible();
  await verifyWithTheOneCodeSent(page, bank, sms);
});

test('wrong codes: the popup, then back after too many, then the lock-out screen with its countdown', async ({
  page,
  request,
  lineUser,
}) => {
  const bank = verificationBank(request);
  const { sms: first } = await openOtp(page, bank, lineUser);
  const field = page.getByRole('textbox', { name: OTP_FIELD });
  const ok = page.getByRole('button', { name: 'ตกลง' });

  for (const _ of [1, 2]) {
    await field.fill(wrongFor(first.code));
    await page.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(page.getByRole('alertdialog', { name: 'รหัส OTP ไม่ถูกต้อง' })).toBeVisible();
    await ok.click();
    await expect(field).toHaveValue('');
  }
  await field.fill(wrongFor(first.code));
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('alertdialog', { name: 'กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด' })).toBeVisible();
  await ok.click();
  await expect(page).toHaveURL(/\/register$/);

  // Back on /otp the burnt code cannot be used; a new one can be asked for at once.
  await goInApp(page, '/otp');
  await expect(field).toBeDisabled();
  await expect(page.getByRole('alert')).toContainText('คุณกรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด');
  await page.getByRole('button', { name: 'ขอรหัส OTP ใหม่' }).click();
  await expect(page.getByText('ส่งรหัส OTP ไปยังเบอร์มือถือของคุณแล้ว')).toBeVisible();
  // The notice is a modal popup: the boxes take typing again once it has gone.
  await expect(page.getByText('ส่งรหัส OTP ไปยังเบอร์มือถือของคุณแล้ว')).toBeHidden();
  const second = await bank.lastCodeTo(customer.mobile);
  expect(second.otpRef).not.toBe(first.otpRef);
  await expect(page.getByText(`รหัสอ้างอิง: ${second.otpRef}`)).toBeVisible();

  for (const _ of [1, 2]) {
    await field.fill(wrongFor(second.code));
    await page.getByRole('button', { name: 'ยืนยัน' }).click();
    await ok.click();
  }
  await field.fill(wrongFor(second.code));
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('alertdialog', { name: 'ระงับการลงทะเบียนชั่วคราว' })).toBeVisible();
  await ok.click();

  await expect(page).toHaveURL(/\/locked-register$/);
  await expect(page.getByRole('heading', { name: 'ระงับการทำรายการชั่วคราว' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(60:00|59:[0-5]\d)$/);
  await expect(page.getByRole('link', { name: 'โทร 1572' })).toHaveAttribute('href', 'tel:1572');
  const state = await bank.state(lineUser);
  expect(state.customer?.registrationLockedUntil).toMatch(/\+07:00$/);
  expect(state.registrations[0]?.verifiedBy).toBeNull();
});

test('the lock screen counts down and, at zero, returns to /info', async ({ page, request, lineUser }) => {
  const bank = verificationBank(request);
  await bank.failNext({ path: '/registers/otp/verify', code: 'LKS0406', cooldownSeconds: 3 });
  const { sms } = await openOtp(page, bank, lineUser);
  await page.getByRole('textbox', { name: OTP_FIELD }).fill(sms.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^00:0[0-3]$/);
  await expect(page).toHaveURL(/\/info$/, { timeout: 8000 });
});

test('an expired OTP disables the boxes; a new code from ขอรหัส OTP ใหม่ then verifies', async ({ page, request, lineUser }) => {
  const bank = verificationBank(request);
  const { sms: first } = await openOtp(page, bank, lineUser, { clock: true });
  const field = page.getByRole('textbox', { name: OTP_FIELD });

  // Five minutes pass for the bank and for the phone alike.
  await bank.advanceClock(301);
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('alert')).toHaveText('รหัส OTP หมดอายุแล้ว กรุณากดขอรหัส OTP ใหม่');
  await expect(field).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();

  await page.getByRole('button', { name: 'ขอรหัส OTP ใหม่' }).click();
  await expect(page.getByText('ส่งรหัส OTP ไปยังเบอร์มือถือของคุณแล้ว')).toBeVisible();
  // The notice is a modal popup: the boxes take typing again once it has gone.
  await page.clock.fastForward(2100);
  await expect(page.getByText('ส่งรหัส OTP ไปยังเบอร์มือถือของคุณแล้ว')).toBeHidden();
  const second = await bank.lastCodeTo(customer.mobile);
  await expect(page.getByText(`รหัสอ้างอิง: ${second.otpRef}`)).toBeVisible();
  await expect(field).toBeEnabled();
  await field.fill(second.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/account-info$/);
  expect((await bank.smsTo(customer.mobile)).map((sms) => sms.otpRef)).toEqual([first.otpRef, second.otpRef]);
});

test('an OTP the bank already expired (LKS0203): on OK a new code is sent and the customer stays on /otp', async ({
  page,
  request,
  lineUser,
}) => {
  const bank = verificationBank(request);
  const { sms: first } = await openOtp(page, bank, lineUser);
  await bank.advanceClock(301);
  await page.getByRole('textbox', { name: OTP_FIELD }).fill(first.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('alertdialog', { name: 'รหัส OTP หมดอายุ' })).toBeVisible();
  await page.getByRole('button', { name: 'ตกลง' }).click();
  await expect.poll(async () => (await bank.smsTo(customer.mobile)).length).toBe(2);
  const second = await bank.lastCodeTo(customer.mobile);
  await expect(page.getByText(`รหัสอ้างอิง: ${second.otpRef}`)).toBeVisible();
  await expect(page).toHaveURL(/\/otp$/);
});

test('resend: the countdown ends, ขอรหัส OTP ใหม่ sends a new code with the popup, and the old code is void', async ({
  page,
  request,
  lineUser,
}) => {
  const bank = verificationBank(request);
  const { sms: first } = await openOtp(page, bank, lineUser, { clock: true });
  await expect(page.getByRole('button', { name: 'ขอรหัส OTP ใหม่' })).toHaveCount(0);

  await page.clock.fastForward('01:01');
  await page.getByRole('button', { name: 'ขอรหัส OTP ใหม่' }).click();
  const popup = page.getByText('ส่งรหัส OTP ไปยังเบอร์มือถือของคุณแล้ว');
  await expect(popup).toBeVisible();
  await page.clock.fastForward(2100);
  await expect(popup).toBeHidden();
  const second = await bank.lastCodeTo(customer.mobile);
  expect(second.otpRef).not.toBe(first.otpRef);
  await expect(page.getByText(/ขอรหัส OTP ใหม่ได้ในอีก 0[01]:\d\d นาที/)).toBeVisible();

  // The first code no longer matches: the screen now asks for the code of the new reference.
  await page.getByRole('textbox', { name: OTP_FIELD }).fill(first.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('alertdialog', { name: 'รหัส OTP ไม่ถูกต้อง' })).toBeVisible();
  await page.getByRole('button', { name: 'ตกลง' }).click();
  await page.getByRole('textbox', { name: OTP_FIELD }).fill(second.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/account-info$/);
  expect(await bank.smsTo(customer.mobile)).toHaveLength(2);
});
