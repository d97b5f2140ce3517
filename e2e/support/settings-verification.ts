import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BANK_PREFIX, lastSmsTo, readOutbox, SANDBOX_URL } from './sandbox';
import { SCREEN_TEXTS, type ScreenLanguage } from './texts';

/**
 * The host's verification screens (/request-setting, /otp, KMA) are built in parallel, so the
 * settings specs earn the verify token straight from the sandbox bank, the way those screens
 * will, and hand it to the app where the host would keep it (sessionStorage).
 */
export type VerifyPurpose = 'DEREGISTRATION' | 'CONSENT_MANAGEMENT' | 'ACCOUNT_MANAGEMENT';
type SettingFlow = 'unbinding' | 'manage-consent' | 'confirm-account';

interface Envelope<T> {
  success: boolean;
  code: string;
  data: T;
}

async function bankPost<T>(request: APIRequestContext, path: string, token: string, data: unknown, purpose?: string): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (purpose) headers['X-Purpose'] = purpose;
  const response = await request.post(`${SANDBOX_URL}${BANK_PREFIX}${path}`, { data, headers });
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${path}: ${body.code}`);
  return body.data;
}

/** The access token the app got at start; the page must have opened (any route) first. */
export async function accessTokenOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
  return (await page.evaluate(() => sessionStorage.getItem('accessToken'))) ?? '';
}

/** Service OTP: request, read the SMS from the sandbox outbox, verify with the flow's purpose. */
export async function verifyTokenByOtp(page: Page, request: APIRequestContext, purpose: VerifyPurpose): Promise<string> {
  const accessToken = await accessTokenOf(page);
  // The purpose is bound when the code is requested (docs/api/openapi.yaml, requestServiceOtp).
  const { otpRef } = await bankPost<{ otpRef: string }>(request, '/verification/otp/request', accessToken, {}, purpose);
  const sms = (await readOutbox(request)).sms.find((message) => message.otpRef === otpRef);
  if (!sms) throw new Error(`no SMS for otpRef ${otpRef}`);
  const verified = await bankPost<{ accessToken: string }>(
    request,
    '/verification/otp/verify',
    accessToken,
    { otpRef, otpCode: sms.code },
    purpose,
  );
  return verified.accessToken;
}

/** KMA: request, approve on the simulated bank app, poll verify until FNLD. */
export async function verifyTokenByKma(
  page: Page,
  request: APIRequestContext,
  purpose: VerifyPurpose,
  redirectPath: string,
): Promise<string> {
  const accessToken = await accessTokenOf(page);
  const { authenticationReference } = await bankPost<{ authenticationReference: string }>(
    request,
    '/verification/kma/request',
    accessToken,
    { purpose, redirectPath },
  );
  const decided = await request.post(`${SANDBOX_URL}/__sandbox/kma/decide`, {
    data: { authRef: authenticationReference, decision: 'approve' },
  });
  expect(decided.status()).toBe(200);
  for (let poll = 0; poll < 5; poll++) {
    const answer = await bankPost<{ status: string; accessToken?: string }>(request, '/verification/kma/verify', accessToken, {
      authRef: authenticationReference,
    });
    if (answer.status === 'FNLD' && answer.accessToken) return answer.accessToken;
  }
  throw new Error('KMA verification did not finish');
}

/** Where the host's /otp or KMA screen leaves things on success: the verify token and the flow. */
export async function keepVerification(page: Page, verifyToken: string, flow: SettingFlow): Promise<void> {
  await page.evaluate(
    ([token, value]) => {
      sessionStorage.setItem('verifyToken', token);
      sessionStorage.setItem('flow', value);
    },
    [verifyToken, flow] as const,
  );
}

/** What the bank recorded for one LINE user (sandbox-api CONTROLS.md `/__sandbox/state`). */
export interface SandboxUserState {
  registered: boolean;
  customer: { consent: { status: string; via: string } | null } | null;
  link: { accounts: Array<{ accountNumber: string; isNotificationEnabled: boolean }> } | null;
  consentTransactions: Array<{ kind: string; providerStatus: string | null; resultStatus: string | null }>;
  survey: { answers: string[] } | null;
  linkEvents: Array<{ event: string; sub: string }>;
  kmaRequests: Array<{ authRef: string }>;
}

export async function sandboxStateOf(request: APIRequestContext, sub: string): Promise<SandboxUserState> {
  return (await (await request.get(`${SANDBOX_URL}/__sandbox/state?sub=${encodeURIComponent(sub)}`)).json()) as SandboxUserState;
}

/** From the host's chooser to its phone entry by OTP; answers the mobile field. */
export async function openPhoneEntry(page: Page, language: ScreenLanguage): Promise<Locator> {
  const { host } = SCREEN_TEXTS[language];
  // The chooser offers OTP as the way without the bank's app, or as the only way.
  await page
    .getByRole('button', { name: host.requestSetting.noBankApp })
    .or(page.getByRole('button', { name: host.requestSetting.byOtp }))
    .click();
  await expect(page).toHaveURL(/\/receive-otp$/);
  return page.getByLabel(host.receiveOtp.mobileLabel);
}

/** The host's own OTP leg, as the customer does it: chooser → phone entry → the code from the outbox. */
export async function verifyThroughHostOtp(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  language: ScreenLanguage = 'th',
): Promise<void> {
  const { BUTTONS, host } = SCREEN_TEXTS[language];
  await expect(page).toHaveURL(/\/request-setting$/);
  await (await openPhoneEntry(page, language)).fill(mobile);
  await page.getByRole('button', { name: BUTTONS.next }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await page.getByLabel(host.otp.inputLabel).fill((await lastSmsTo(request, mobile)).code);
  await page.getByRole('button', { name: BUTTONS.confirm }).click();
}
