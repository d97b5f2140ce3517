import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { BANK_PREFIX, lastSmsTo, readOutbox, SANDBOX_URL, type Sms } from './sandbox';
import { SCREEN_TEXTS } from './texts';

/** Seeded customers of sandbox-api/SEED.md used by the verification specs. */
export const CUSTOMERS = {
  newWithKma: { nationalId: '1101700001016', mobile: '0812345601' },
  newWithoutKma: { nationalId: '1101700001024', mobile: '0812345602' },
  registered: { sub: 'U-registered-1', mobile: '0891234501' },
  registeredSuspended: { sub: 'U-suspended-1', mobile: '0891234504' },
} as const;

/** Talks to the sandbox as the bank's API and controls, the way a test needs it beside the browser. */
export function verificationBank(request: APIRequestContext) {
  const control = async (path: string, data: unknown) => {
    const response = await request.post(`${SANDBOX_URL}/__sandbox/${path}`, { data });
    if (!response.ok()) throw new Error(`sandbox ${path}: HTTP ${response.status()} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    /**
     * The registration leg before /otp belongs to /info (the registration remote): the test
     * plays it against the bank with the same LINE user's own access token.
     */
    async preRegister(sub: string, customer: { nationalId: string; mobile: string }, channel: 'otp' | 'kma' = 'otp') {
      const idToken = ((await (await request.get(`${SANDBOX_URL}/__sandbox/line/id-token?sub=${sub}`)).json()) as { idToken: string })
        .idToken;
      const exchange = await request.post(`${SANDBOX_URL}${BANK_PREFIX}/verify-token`, { data: { lineIdToken: idToken } });
      const accessToken = ((await exchange.json()) as { data: { accessToken: string } }).data.accessToken;
      const answer = await request.post(`${SANDBOX_URL}${BANK_PREFIX}/registers/${channel}/pre-register`, {
        headers: { Authorization: `Bearer ${accessToken}` },
        data: {
          identificationNumber: customer.nationalId,
          mobileNumber: customer.mobile,
          referral: '',
          recaptchaToken: '',
          deviceOS: 'ANDROID',
        },
      });
      const body = (await answer.json()) as { success: boolean; data: { registerRef: string } };
      if (!body.success) throw new Error(`pre-register refused: ${JSON.stringify(body)}`);
      return body.data.registerRef;
    },
    async smsTo(mobile: string): Promise<Sms[]> {
      return (await readOutbox(request, mobile)).sms;
    },
    lastCodeTo: (mobile: string): Promise<Sms> => lastSmsTo(request, mobile),
    // The shape is the sandbox's (CONTROLS.md); the specs read the parts they assert on.
    async state(sub: string): Promise<SandboxState> {
      return (await (await request.get(`${SANDBOX_URL}/__sandbox/state?sub=${sub}`)).json()) as SandboxState;
    },
    advanceClock: (seconds: number) => control('clock', { advanceSeconds: seconds }),
    failNext: (failure: { path: string; code: string; cooldownSeconds?: number; times?: number }) => control('fail-next', failure),
  };
}

export interface SandboxState {
  registered: boolean;
  customer: { registrationLockedUntil: string; verificationLockedUntil: string } | null;
  registrations: Array<{ registerRef: string; verifiedBy: string | null; verifiedAt: string }>;
  kmaRequests: Array<{ authRef: string; purpose: string; decision: string | null; kind: string; redirectPath: string }>;
  tokens: { access: number; verify: number };
}

/** Plays the part of the page before this one: the app is started, then the flow is set as that page would. */
export async function startFlow(page: Page, flow: string, registerRef?: string) {
  await page.goto('/register');
  await page.waitForFunction(() => sessionStorage.getItem('accessToken') !== null);
  await page.evaluate(
    ({ flow, registerRef }) => {
      sessionStorage.setItem('flow', flow);
      if (registerRef) localStorage.setItem('registerRef', registerRef);
    },
    { flow, registerRef },
  );
}

/**
 * The end of a registration /otp reloaded while its code is alive: no second SMS went out, and the
 * code from the one SMS verifies the customer and opens /account-info (docs/behaviour.md#otp-verification).
 */
export async function verifyWithTheOneCodeSent(page: Page, bank: ReturnType<typeof verificationBank>, sms: Sms) {
  const { host, BUTTONS } = SCREEN_TEXTS.th;
  expect(await bank.smsTo(sms.to)).toHaveLength(1);
  await page.getByRole('textbox', { name: host.otp.inputLabel }).fill(sms.code);
  await page.getByRole('button', { name: BUTTONS.confirm }).click();
  await expect(page).toHaveURL(/\/account-info$/);
}

/** An in-app move (as a button of the previous screen would make), so history and memory state stay. */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `e2e${idx + 1}`, idx: idx + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** A real paste event carrying the text, as the phone's clipboard would send it. */
export async function pasteInto(page: Page, label: string, text: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
