import { expect, type Page } from '@playwright/test';
import { BANK_PREFIX, readOutbox, SANDBOX_URL, type StatementEmail } from './sandbox';

export type { StatementEmail } from './sandbox';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { accountRefFor } = require('../../sandbox-api/dist/state/seed.js') as {
  accountRefFor: (key: Buffer, accountNumber: string) => string;
};

/** The reference the sandbox gives an account under this run's key (suite-config.ts shareAccountRefKey). */
const accountRefOf = (accountNumber: string): string =>
  accountRefFor(Buffer.from(process.env.SANDBOX_ACCOUNT_REF_KEY ?? '', 'hex'), accountNumber);

/** U-registered-1 in sandbox-api/SEED.md. */
export const REGISTERED_CUSTOMER = {
  mobile: '0891234501',
  email: 'somsak.c@example.com',
  savings: { accountRef: accountRefOf('2000000011'), accountNumber: '2000000011' },
  current: { accountRef: accountRefOf('2000000012'), accountNumber: '2000000012' },
} as const;

// The statement links and the kept account, written once for the suite. The suite plays the bank's
// chat, which makes these links outside the app, so it does not borrow the app's own builder
// (shared-kernel/src/core/routing/paths.ts).
const ACCOUNT_REF_PARAM = 'accountRef';
const KEPT_ACCOUNT_KEY = 'accountRef';

export const selectStatementUrl = (accountRef: string) => `/select-statement?${ACCOUNT_REF_PARAM}=${encodeURIComponent(accountRef)}`;
export const requestStatementUrl = (accountRef: string) => `/request-statement?${ACCOUNT_REF_PARAM}=${encodeURIComponent(accountRef)}`;
/** Matches the page's URL once it is the statement form for this account. */
export const onSelectStatement = (accountRef: string) => new RegExp(`${selectStatementUrl(accountRef).replace('?', '\\?')}$`);

/** The account the app keeps for the statement journey (docs/behaviour.md#storage-keys). */
export const keptStatementAccount = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEPT_ACCOUNT_KEY);
export const keepStatementAccount = (page: Page, accountRef: string) =>
  page.evaluate(([key, ref]) => localStorage.setItem(key, ref), [KEPT_ACCOUNT_KEY, accountRef] as const);

/** 'Today' as the bank counts it: the sandbox clock, in Thailand time. */
export async function bankToday(page: Page): Promise<string> {
  const { now } = (await (await page.request.get(`${SANDBOX_URL}/__sandbox/clock`)).json()) as { now: string };
  return now.slice(0, 10);
}

export function shiftDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const THAI_MONTHS_SHORT = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];

/** How the app writes a day (docs/behaviour.md#thai-dates): '2026-11-21' → '21 พ.ย. 69'. */
export function thaiShortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${THAI_MONTHS_SHORT[m! - 1]} ${String(y! + 543).slice(-2)}`;
}

const THAI_MONTHS_FULL = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];
const THAI_WEEKDAYS_FULL = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

/** How a calendar day is named for a screen reader: '2026-11-21' → 'วันเสาร์ที่ 21 พฤศจิกายน 2569'. */
export function thaiFullDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `วัน${THAI_WEEKDAYS_FULL[weekday]}ที่ ${d} ${THAI_MONTHS_FULL[m! - 1]} ${y! + 543}`;
}

/**
 * Proves the customer's identity with a service OTP straight against the sandbox bank, as the
 * host's verification pages would, and leaves the verify token where the app keeps it. The
 * page must already have exchanged its chat token.
 */
export async function verifyByServiceOtp(page: Page, mobile: string = REGISTERED_CUSTOMER.mobile): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
  const accessToken = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const headers = { Authorization: `Bearer ${accessToken}`, 'X-Purpose': 'STATEMENT_REQUEST' };
  const requested = await page.request.post(`${SANDBOX_URL}${BANK_PREFIX}/verification/otp/request`, { headers, data: {} });
  expect(requested.status()).toBe(200);
  const { otpRef } = ((await requested.json()) as { data: { otpRef: string } }).data;
  const sms = (await readOutbox(page.request)).sms.filter((message) => message.to === mobile && message.otpRef === otpRef).at(-1);
  expect(sms, 'the OTP reached the outbox').toBeTruthy();
  const verified = await page.request.post(`${SANDBOX_URL}${BANK_PREFIX}/verification/otp/verify`, {
    headers,
    data: { otpRef, otpCode: sms!.code },
  });
  expect(verified.status()).toBe(200);
  const verifyToken = ((await verified.json()) as { data: { accessToken: string } }).data.accessToken;
  await page.evaluate((token) => sessionStorage.setItem('verifyToken', token), verifyToken);
}

/**
 * The journey up to the form: the chat link opens /request-statement, which asks for
 * verification; verified by OTP, the customer opens the form for the account. `title` is the
 * form's heading in the language the page is in.
 */
export async function openStatementForm(
  page: Page,
  accountRef: string = REGISTERED_CUSTOMER.savings.accountRef,
  title = 'ขอรายการเดินบัญชี',
): Promise<void> {
  await page.goto(requestStatementUrl(accountRef));
  await expect(page).toHaveURL(/\/request-setting$/);
  expect(await page.evaluate(() => sessionStorage.getItem('flow'))).toBe('select-statement');
  await verifyByServiceOtp(page);
  await page.goto(selectStatementUrl(accountRef));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** The address is prefilled from the bank once the account data has arrived. */
export async function waitForPrefilledEmail(page: Page, email: string = REGISTERED_CUSTOMER.email): Promise<void> {
  await expect(page.getByLabel('อีเมลสำหรับรับรายการเดินบัญชี')).toHaveValue(email);
}

/**
 * Sends the form as it stands and reads what the bank then e-mailed: the success page, then
 * the outbox's statement e-mails (the page's own request context, so the sandbox is the suite's).
 */
export async function submitStatementAndReadEmails(page: Page): Promise<StatementEmail[]> {
  await page.getByRole('button', { name: 'ส่งคำขอ' }).click();
  await expect(page).toHaveURL(/\/success-statement$/);
  return (await readOutbox(page.request)).emails;
}

/** The booking range of each e-mail, as the bank was asked for it. */
export const bookingRanges = (emails: StatementEmail[]): string[][] =>
  emails.map((email) => [email.fromBookingDateTime, email.toBookingDateTime]);
