import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { holdRequests } from '../../support/held-requests';
import { CUSTOMERS, goInApp, pasteInto, startFlow, verificationBank } from '../../support/verification-bank';

const OTP_FIELD = 'รหัส OTP 6 หลัก';
const customer = CUSTOMERS.registered;

test.use({ lineUser: REGISTERED_LINE_USER });

test('service OTP: chooser, phone entry, a pasted code fills all six boxes, then the flow continues', async ({
  page,
  request,
  sandbox,
}) => {
  const bank = verificationBank(request);
  await sandbox.setFeatureFlags({ enableSettingKma: false });
  await startFlow(page, 'confirm-account');
  await goInApp(page, '/request-setting');

  await expect(page.getByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' })).toHaveCount(0);
  await page.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }).click();
  await expect(page).toHaveURL(/\/receive-otp$/);
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(customer.mobile);
  await page.getByRole('button', { name: 'ถัดไป' }).click();

  await expect(page).toHaveURL(/\/otp$/);
  const sms = await bank.lastCodeTo(customer.mobile);
  expect(sms.scope).toBe('verification');
  await expect(page.getByText('กรุณากรอกรหัส OTP 6 หลักที่ส่งไปยังเบอร์มือถือ XXX-XXX-4501')).toBeVisible();
  await expect(page.getByText(`รหัสอ้างอิง: ${sms.otpRef}`)).toBeVisible();

  await pasteInto(page, OTP_FIELD, `${sms.code.slice(0, 3)} ${sms.code.slice(3)}`);
  await expect(page.getByRole('textbox', { name: OTP_FIELD })).toHaveValue(sms.code);
  // The boxes show the pasted digits for a moment, then mask them.
  await expect(page.locator('.otp__box').filter({ hasText: '●' })).toHaveCount(6);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();

  await expect(page.getByText('ยืนยันตัวตนด้วย OTP สำเร็จ')).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-account$/);
  expect(await page.evaluate(() => sessionStorage.getItem('verifyToken'))).toMatch(/^sbx-vt-/);
  expect((await bank.state(customer.sub)).tokens.verify).toBe(1);
});

test("Enter (the keyboard's Go) goes on from phone entry and confirms the six digits, one SMS and one check each", async ({
  page,
  request,
}) => {
  const bank = verificationBank(request);
  await startFlow(page, 'confirm-account');
  await goInApp(page, '/receive-otp');
  const mobile = page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' });
  await mobile.fill(customer.mobile);
  await mobile.press('Enter');

  await expect(page).toHaveURL(/\/otp$/);
  const sms = await bank.lastCodeTo(customer.mobile);
  const code = page.getByRole('textbox', { name: OTP_FIELD });
  await code.pressSequentially(sms.code);
  await code.press('Enter');

  await expect(page.getByText('ยืนยันตัวตนด้วย OTP สำเร็จ')).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-account$/);
  expect(await bank.smsTo(customer.mobile)).toHaveLength(1);
  expect((await bank.state(customer.sub)).tokens.verify).toBe(1);
});

// On a slow connection phone entry's code may still be coming after the tap, and the chooser stays
// on show meanwhile: a second tap opens nothing more, so back from phone entry is the chooser.
test("a second tap on the chooser while phone entry's code is coming opens it once, and back returns to the chooser", async ({
  page,
  sandbox,
}) => {
  await sandbox.setFeatureFlags({ enableSettingKma: false });
  const release = await holdRequests(page, /\/page-otp\.[0-9a-f]{8}\.js$/);
  await page.goto('/setting');
  await page.getByRole('button', { name: 'ยกเลิกบริการ' }).click();
  const byOtp = page.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' });
  await byOtp.click();
  await expect(page).toHaveURL(/\/receive-otp$/);
  await expect(byOtp).toHaveAttribute('aria-busy', 'true');
  await byOtp.click({ force: true });
  release();
  await expect(page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/request-setting$/);
  await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
});

test('phone entry refuses a number that is not the registered one (LKS0605)', async ({ page, request }) => {
  const bank = verificationBank(request);
  await startFlow(page, 'unbinding');
  await goInApp(page, '/receive-otp');
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill('0899999999');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByRole('alertdialog', { name: 'ไม่พบข้อมูลลูกค้า' })).toBeVisible();
  await page.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/receive-otp$/);
  expect(await bank.smsTo(customer.mobile)).toEqual([]);
});

/** Runs in the page: how the six boxes look (their borders and rings), which is all a sighted customer sees of the code field. */
function boxesLook(): string {
  return Array.from(document.querySelectorAll('.otp__box'))
    .map((box) => {
      const style = getComputedStyle(box);
      return `${style.borderColor} ${style.boxShadow}`;
    })
    .join(' | ');
}

test('a keyboard user sees the code field has focus with all six digits typed, as with fewer', async ({ page }) => {
  await startFlow(page, 'confirm-account');
  await goInApp(page, '/receive-otp');
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(customer.mobile);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/otp$/);

  const code = page.getByRole('textbox', { name: OTP_FIELD });
  await expect(code).toBeFocused();
  await code.pressSequentially('12345');
  const focusedWithFive = await page.evaluate(boxesLook);
  await code.press('Tab');
  expect(await page.evaluate(boxesLook), 'five digits: the field shows focus').not.toBe(focusedWithFive);

  // The sixth digit typed, then Tab to Confirm and Shift+Tab back, as LINE for PC's keyboard does.
  await code.focus();
  await code.press('6');
  await expect(page.getByRole('button', { name: 'ยืนยัน' })).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'ยืนยัน' })).toBeFocused();
  const unfocused = await page.evaluate(boxesLook);
  await page.keyboard.press('Shift+Tab');
  await expect(code).toBeFocused();
  expect(await page.evaluate(boxesLook), 'six digits: the field shows focus').not.toBe(unfocused);
});

test('a reload of /otp in a service flow sends no second code: three reloads, one SMS, and its code verifies', async ({
  page,
  request,
}) => {
  const bank = verificationBank(request);
  await startFlow(page, 'unbinding');
  await goInApp(page, '/receive-otp');
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(customer.mobile);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  const sms = await bank.lastCodeTo(customer.mobile);

  for (let reload = 0; reload < 3; reload++) {
    await page.reload();
    await expect(page.getByText(`รหัสอ้างอิง: ${sms.otpRef}`)).toBeVisible();
    await expect(page).toHaveURL(/\/otp$/);
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await bank.smsTo(customer.mobile)).toHaveLength(1);

  await page.getByRole('textbox', { name: OTP_FIELD }).fill(sms.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByText('ยืนยันตัวตนด้วย OTP สำเร็จ')).toBeVisible();
  await expect(page).toHaveURL(/\/unbinding$/);
  await expect(page.getByRole('heading', { name: 'ต้องการยกเลิกบริการหรือไม่' })).toBeVisible();
  expect(await bank.smsTo(customer.mobile)).toHaveLength(1);
});
