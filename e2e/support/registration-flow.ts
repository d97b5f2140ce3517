import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { lastSmsTo, SANDBOX_URL } from './sandbox';
import { SCREEN_TEXTS, type ScreenLanguage } from './texts';

/** Seeded customers of sandbox-api/SEED.md that the registration specs play. */
export const CUSTOMERS = {
  withKma: { id: '1101700001016', mobile: '0812345601' },
  withoutKma: { id: '1101700001024', mobile: '0812345602' },
  captcha: { id: '1101700001032', mobile: '0812345603' },
  linkedElsewhere: { id: '1101700001041', mobile: '0812345604' },
  manyAccounts: { id: '1101700001075', mobile: '0812345607' },
  /** Locked out of registering for an hour from every reset of the sandbox. */
  locked: { id: '1101700001067', mobile: '0812345606' },
} as const;
export interface Customer {
  id: string;
  mobile: string;
}

interface Registration {
  registerRef: string;
  channel: 'OTP' | 'KMA';
  isSkipReplace: boolean;
  referral: string;
  verifiedBy: string | null;
  workingSet: string[] | null;
  submittedAt: string;
  replacedSub: string | null;
}
interface LinkedAccount {
  accountNumber: string;
  accountType: string;
  isNotificationEnabled: boolean;
}
export interface SandboxState {
  registered: boolean;
  customer: { nationalId: string; consent: { status: string } | null } | null;
  link: { accounts: LinkedAccount[] } | null;
  accountDraft: { added: string[]; deletedAccountIds: string[] } | null;
  registrations: Registration[];
  kmaRequests: { authRef: string; decision?: string }[];
  consentTransactions: { transactionReference: string; providerStatus: string | null; resultStatus: string | null }[];
  survey: { answers: string[] } | null;
  termsAccepted: { acceptedId: string } | null;
  linkEvents: { event: string; sub: string; previousSub?: string }[];
}

/** GET /__sandbox/state?sub=…: what the bank recorded for this LINE user. */
export async function sandboxState(request: APIRequestContext, sub: string): Promise<SandboxState> {
  const response = await request.get(`${SANDBOX_URL}/__sandbox/state?sub=${encodeURIComponent(sub)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SandboxState;
}

export async function acceptTermsFromLanding(page: Page): Promise<void> {
  await page.goto('/register');
  await acceptTerms(page);
}

/**
 * From the landing on screen: Next, the terms read to the end and accepted, Next, /info. `unread`
 * runs while the terms are on screen and not yet scrolled.
 */
export async function acceptTerms(
  page: Page,
  language: ScreenLanguage = 'th',
  unread: () => Promise<void> = async () => undefined,
): Promise<void> {
  const { BUTTONS, registration } = SCREEN_TEXTS[language];
  await page.getByRole('button', { name: BUTTONS.next }).click();
  const terms = page.getByRole('document', { name: registration.terms.documentLabel });
  // The bank's own text, in Thai whatever the screen's language (docs/behaviour.md#language).
  await expect(terms).not.toBeEmpty();
  const checkbox = page.getByRole('checkbox', { name: registration.terms.accept });
  await expect(checkbox).toBeDisabled();
  await unread();
  await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(checkbox).toBeEnabled();
  await checkbox.check();
  await page.getByRole('button', { name: BUTTONS.next }).click();
  await expect(page).toHaveURL(/\/info$/);
}

export async function fillInfo(page: Page, customer: Customer, referral = '', language: ScreenLanguage = 'th'): Promise<void> {
  const { BUTTONS, registration } = SCREEN_TEXTS[language];
  await page.getByLabel(registration.info.idCard).fill(customer.id);
  await page.getByLabel(registration.info.mobile).fill(customer.mobile);
  if (referral) await page.getByLabel(registration.info.referral).fill(referral);
  await page.getByRole('button', { name: BUTTONS.next }).click();
}

/** On the host's /otp page: types the code the customer received, and lands on /account-info. */
export async function verifyRegistrationOtp(page: Page, request: APIRequestContext, customer: Customer): Promise<void> {
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText(`XXX-XXX-${customer.mobile.slice(-4)}`)).toBeVisible();
  const sms = await lastSmsTo(request, customer.mobile);
  await expect(page.getByText(sms.otpRef)).toBeVisible();
  await page.getByLabel('รหัส OTP 6 หลัก').fill(sms.code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนด้วย OTP สำเร็จ' })).toBeVisible();
  await expect(page).toHaveURL(/\/account-info$/);
}

/**
 * The host's /redirect-kma opens the deep link, which in the sandbox is the simulated bank
 * app; approving there returns to the host's /auth-kma-verification, which polls and opens
 * /confirm-account.
 */
export async function approveRegistrationKma(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/__sandbox/kma\\?authRef=`));
  await page.getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(page).toHaveURL(/\/confirm-account$/, { timeout: 20_000 });
}

/** On /account-info: the accounts found, then on to /confirm-account. */
export async function continueFromAccountInfo(page: Page, firstAccountLabel: string): Promise<void> {
  await expect(page.getByRole('listitem', { name: firstAccountLabel })).toBeVisible();
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/confirm-account$/);
}

export async function registerAndPassSuccessPopup(page: Page, language: ScreenLanguage = 'th'): Promise<void> {
  const { BUTTONS, POPUP_TEXTS } = SCREEN_TEXTS[language];
  await page.getByRole('button', { name: BUTTONS.register }).click();
  await expect(page.getByRole('heading', { name: POPUP_TEXTS.registered })).toBeVisible();
}

/** From /info to the bank's acceptance: a seeded customer's details, the OTP, the accounts as offered, Register. */
export async function registerByOtpFromInfo(page: Page, request: APIRequestContext, customer: Customer): Promise<void> {
  await page.goto('/info');
  await fillInfo(page, customer);
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');
  await registerAndPassSuccessPopup(page);
}

/** /survey → /success: picks the given choices (by the bank's names for them, in Thai) and finishes. */
export async function finishSurvey(page: Page, choices: string[], language: ScreenLanguage = 'th'): Promise<void> {
  const { BUTTONS, registration } = SCREEN_TEXTS[language];
  await expect(page).toHaveURL(/\/survey$/, { timeout: 15_000 });
  const finish = page.getByRole('button', { name: BUTTONS.finish });
  const boxes = page.getByRole('list', { name: registration.survey.listLabel }).getByRole('checkbox');
  await expect(boxes).toHaveCount(16);
  // Start from nothing chosen (a returning customer has saved answers): Finish needs one choice.
  for (const box of await boxes.all()) await box.uncheck();
  await expect(finish).toBeDisabled();
  for (const choice of choices) await page.getByRole('checkbox', { name: choice, exact: true }).check();
  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: registration.success.title })).toBeVisible();
  await expect(page.getByRole('button', { name: BUTTONS.backToChat })).toBeVisible();
}
