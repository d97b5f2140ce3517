import { APP_PORTS } from '../../support/app-ports';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { holdRequests } from '../../support/held-requests';
import { acceptTermsFromLanding, CUSTOMERS, fillInfo, verifyRegistrationOtp } from '../../support/registration-flow';
import { listenAsScreenReader } from '../../support/screen-reader';
import { SCREEN_TEXTS } from '../../support/texts';
import { openStatementForm, waitForPrefilledEmail } from '../../support/statement-journey';
import { goInApp, startFlow } from '../../support/verification-bank';

/**
 * A customer who cannot see the screen hears only what the accessibility tree says and what its
 * live regions announce. Countdowns tick on screen without a word (a screen reader reading every
 * second drowns everything else), what they lead to is said once, and a greyed-out button says why.
 */

for (const language of ['th', 'en'] as const) {
  const { BUTTONS, host } = SCREEN_TEXTS[language];
  test(`the OTP screen’s countdown is silent; the new-code link is said once, when it is offered (${language})`, async ({
    page,
    sandbox,
  }) => {
    await sandbox.setFeatureFlags({ enableRegistrationKma: false });
    await page.clock.install();
    const screenReader = await listenAsScreenReader(page);
    await page.goto(language === 'en' ? '/info?sandboxLanguage=en' : '/info');
    await fillInfo(page, CUSTOMERS.withoutKma, '', language);
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByRole('textbox', { name: host.otp.inputLabel })).toBeFocused();
    const countdown = page.getByText(host.otp.resendIn('01:00'));
    await expect(countdown).toBeVisible();
    await screenReader.heard();

    // The installed clock also runs on by itself: on a busy machine more than three seconds may
    // have gone by, so the test asks only that the countdown has moved on.
    await page.clock.runFor(3_000);
    await expect(countdown).toBeHidden();
    await expect(page.getByText(new RegExp(host.otp.resendIn('00:5\\d')))).toBeVisible();
    expect(await screenReader.heard(), 'nothing said as the countdown ticks').toEqual([]);

    await page.clock.runFor(57_000);
    await expect(page.getByRole('button', { name: BUTTONS.resendOtp })).toBeVisible();
    await page.clock.runFor(3_000);
    expect(await screenReader.heard(), 'the new-code link, once').toEqual([BUTTONS.resendOtp]);
  });
}

test('the lock screen’s countdown ticks without a word', async ({ page }) => {
  const screenReader = await listenAsScreenReader(page);
  await page.goto('/info');
  await fillInfo(page, CUSTOMERS.locked);
  const popup = page.getByRole('alertdialog', { name: 'ระงับการลงทะเบียนชั่วคราว' });
  await expect(popup.getByRole('button', { name: 'ตกลง' })).toBeFocused();
  await popup.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/locked-register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ระงับการทำรายการชั่วคราว' })).toBeFocused();
  const timer = page.getByRole('timer');
  const first = await timer.textContent();
  await screenReader.heard();
  await expect(timer).not.toHaveText(first ?? '');
  await expect(timer).not.toHaveText((await timer.textContent()) ?? '');
  expect(await screenReader.heard(), 'nothing said as the lock counts down').toEqual([]);
});

test('the account list: the last account’s greyed-out delete says why, and the registered popup takes focus', async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false, enableRegistrationKma: false });
  await acceptTermsFromLanding(page);
  await fillInfo(page, CUSTOMERS.withoutKma);
  await verifyRegistrationOtp(page, request, CUSTOMERS.withoutKma);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/confirm-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'บัญชีที่รับการแจ้งเตือน' })).toBeFocused();

  const savings = page.getByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00002-1' });
  await expect(savings).toBeChecked();
  await savings.click();
  await expect(savings).not.toBeChecked();

  await page.getByRole('button', { name: 'ลบบัญชี บัญชีฝากประจำ 100-0-00002-2' }).click();
  const question = page.getByRole('alertdialog', { name: 'ต้องการลบบัญชีนี้หรือไม่' });
  await expect(question.getByRole('button', { name: 'ยกเลิก' })).toBeFocused();
  await question.getByRole('button', { name: 'ลบบัญชี' }).click();
  await expect(page.getByRole('list', { name: 'รายการบัญชี' })).toBeFocused();

  const lastDelete = page.getByRole('button', { name: 'ลบบัญชี บัญชีออมทรัพย์ 100-0-00002-1' });
  await expect(lastDelete).toBeDisabled();
  await expect(lastDelete).toHaveAccessibleDescription('ต้องมีบัญชีอย่างน้อย 1 บัญชี');

  await page.getByRole('button', { name: 'ลงทะเบียน' }).click();
  await expect(page.getByRole('dialog', { name: 'ลงทะเบียนสำเร็จ' })).toBeFocused();
  await expect(page).toHaveURL(/\/survey$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'สิ่งที่คุณสนใจ' })).toBeFocused();
});

test('a page whose code is slow to come says กำลังโหลด once, then its heading takes focus', async ({ page }) => {
  const release = await holdRequests(page, `**:${APP_PORTS.registration}/**/remoteEntry.js`);
  const screenReader = await listenAsScreenReader(page);
  await page.goto('/terms-and-conditions', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'กำลังโหลด' })).toBeAttached();
  expect(await screenReader.heard()).toEqual(['กำลังโหลด']);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อกำหนดและเงื่อนไข' })).toBeFocused();
});

test.describe('a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('waiting for the bank app: the approval window and its checks with the bank pass without a word', async ({ page }) => {
    await page.clock.install();
    const screenReader = await listenAsScreenReader(page);
    await startFlow(page, 'confirm-account');
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' }).click();
    await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();
    // Back from the bank app without deciding.
    await page.goto('/auth-kma-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'รอการยืนยันตัวตน' })).toBeFocused();
    const timeLeft = page.getByText(/^รายการนี้จะหมดเวลาในอีก/);
    const first = await timeLeft.textContent();
    await page.clock.runFor(1_000);
    await screenReader.heard();
    await page.clock.runFor(12_000);
    await expect(timeLeft).not.toHaveText(first ?? '');
    expect(await screenReader.heard(), 'nothing said as the window counts down and the app asks the bank').toEqual([]);
  });

  // Send is greyed out while the bank answers, and the browser then drops its focus: the popup the
  // refusal opens must still give it back to Send, not to the top of the form.
  test('a refused statement request: the popup takes focus, and OK gives it back to Send', async ({ page, sandbox }) => {
    await openStatementForm(page);
    await waitForPrefilledEmail(page);
    await sandbox.failNext({ path: '/statements', code: 'XYZ9999' });
    const send = page.getByRole('button', { name: 'ส่งคำขอ' });
    await send.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('alertdialog');
    await expect(popup.getByRole('button', { name: 'ตกลง' })).toBeFocused();
    await popup.getByRole('button', { name: 'ตกลง' }).click();
    await expect(popup).toHaveCount(0);
    await expect(send).toBeEnabled();
    await expect(send).toBeFocused();
  });
});
