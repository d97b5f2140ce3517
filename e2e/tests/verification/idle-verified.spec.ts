import type { APIRequestContext, Page } from '@playwright/test';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { SANDBOX_URL } from '../../support/sandbox';
import { verifyThroughHostOtp } from '../../support/settings-verification';
import {
  onSelectStatement,
  REGISTERED_CUSTOMER,
  requestStatementUrl,
  submitStatementAndReadEmails,
  waitForPrefilledEmail,
} from '../../support/statement-journey';

const ACCOUNT_REF = REGISTERED_CUSTOMER.savings.accountRef;
const TYPED_EMAIL = 'somsak.work@example.com';

test.use({ lineUser: REGISTERED_LINE_USER });
// The chooser offers the OTP alone: the journey verifies by OTP on screen.
test.beforeEach(({ sandbox }) => sandbox.setFeatureFlags({ enableSettingKma: false }));

const sessionItem = (page: Page, key: string) => page.evaluate((name) => sessionStorage.getItem(name), key);

/** The phone's clock and the bank's move on together, as they do for a phone left on the table. */
async function leaveThePhone(page: Page, minutes: number): Promise<void> {
  const advanced = await page.request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { advanceSeconds: minutes * 60 } });
  expect(advanced.status()).toBe(200);
  await page.clock.fastForward(minutes * 60_000);
}

/** The chat's statement link, verified by OTP on the host's screen, on the phone's clock the test holds. */
async function openVerifiedForm(page: Page, request: APIRequestContext): Promise<void> {
  await page.clock.install();
  await page.goto(requestStatementUrl(ACCOUNT_REF));
  await verifyThroughHostOtp(page, request, REGISTERED_CUSTOMER.mobile);
  await expect(page).toHaveURL(onSelectStatement(ACCOUNT_REF));
  await waitForPrefilledEmail(page);
}

test('[family:token-misuse] ten minutes without a tap on the statement form drop the verify token, say why, and after an OTP the form is as the customer left it', async ({
  page,
  request,
}) => {
  await openVerifiedForm(page, request);
  await page.getByRole('radio', { name: 'ย้อนหลัง 6 เดือน' }).click();
  await page.getByRole('radio', { name: 'ภาษาอังกฤษ' }).click();
  await page.getByLabel('อีเมลสำหรับรับรายการเดินบัญชี').fill(TYPED_EMAIL);
  const accessToken = await sessionItem(page, 'accessToken');

  // Nine minutes, a tap, nine more: the count started again, the customer is still verified.
  await leaveThePhone(page, 9);
  await page.getByRole('heading', { name: 'ขอรายการเดินบัญชี' }).click();
  await leaveThePhone(page, 9);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await sessionItem(page, 'verifyToken')).toBeTruthy();

  await leaveThePhone(page, 1);
  const message = page.getByRole('alertdialog', { name: 'หมดเวลาทำรายการ' });
  await expect(message).toContainText('คุณไม่ได้ใช้งานเป็นเวลา 10 นาที เพื่อความปลอดภัยของบัญชี กรุณายืนยันตัวตนอีกครั้งเพื่อทำรายการต่อ');
  expect(await sessionItem(page, 'verifyToken')).toBeNull();
  // The LINE session is not the verification: its access token is the same one.
  expect(await sessionItem(page, 'accessToken')).toBe(accessToken);
  await message.getByRole('button', { name: 'ตกลง' }).click();

  await verifyThroughHostOtp(page, request, REGISTERED_CUSTOMER.mobile);
  await expect(page).toHaveURL(onSelectStatement(ACCOUNT_REF));
  await expect(page.getByRole('region', { name: 'บัญชี' })).toContainText('200-0-00001-1');
  await expect(page.getByRole('radio', { name: 'ย้อนหลัง 6 เดือน' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'ภาษาอังกฤษ' })).toBeChecked();
  await expect(page.getByLabel('อีเมลสำหรับรับรายการเดินบัญชี')).toHaveValue(TYPED_EMAIL);

  const emails = await submitStatementAndReadEmails(page);
  expect(emails.at(-1)).toMatchObject({ to: TYPED_EMAIL, language: 'EN' });
});

test('a statement form the phone discarded while it was put away and loads again after 11 minutes asks to verify again, not a fresh 10 minutes', async ({
  page,
  request,
}) => {
  await openVerifiedForm(page, request);
  await page.getByRole('radio', { name: 'ย้อนหลัง 6 เดือน' }).click();

  // Put away: the page's timers stand still while the clocks go on, then the phone loads the page again.
  const advanced = await page.request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { advanceSeconds: 11 * 60 } });
  expect(advanced.status()).toBe(200);
  await page.clock.setSystemTime(Date.now() + 11 * 60_000);
  await page.reload();

  const message = page.getByRole('alertdialog', { name: 'หมดเวลาทำรายการ' });
  await expect(message).toContainText('คุณไม่ได้ใช้งานเป็นเวลา 10 นาที เพื่อความปลอดภัยของบัญชี กรุณายืนยันตัวตนอีกครั้งเพื่อทำรายการต่อ');
  expect(await sessionItem(page, 'verifyToken')).toBeNull();
  await message.getByRole('button', { name: 'ตกลง' }).click();
  await verifyThroughHostOtp(page, request, REGISTERED_CUSTOMER.mobile);
  await expect(page).toHaveURL(onSelectStatement(ACCOUNT_REF));
});
