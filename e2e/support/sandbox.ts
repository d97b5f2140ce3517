import type { APIRequestContext } from '@playwright/test';
import type { SmsMessage, StatementEmail } from '../../sandbox-api/src/state/types';

export const SANDBOX_URL = `http://localhost:${process.env.SANDBOX_PORT ?? 4000}`;
export const BANK_PREFIX = '/services/lks/inter/api/v1';

/** What the sandbox bank sent, in the sandbox's own types (sandbox-api/CONTROLS.md 'outbox'). */
export type Sms = SmsMessage;
export type { StatementEmail };

export interface Outbox {
  sms: Sms[];
  emails: StatementEmail[];
}

/** What the sandbox bank sent, optionally only to one mobile number. */
export async function readOutbox(request: APIRequestContext, to?: string): Promise<Outbox> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await request.get(`${SANDBOX_URL}/__sandbox/outbox${query}`);
  if (!response.ok()) throw new Error(`sandbox outbox: HTTP ${response.status()}`);
  return (await response.json()) as Outbox;
}

/** The last SMS the sandbox sent to this mobile: the OTP the customer would type. */
export async function lastSmsTo(request: APIRequestContext, mobile: string): Promise<Sms> {
  const last = (await readOutbox(request, mobile)).sms.at(-1);
  if (!last) throw new Error(`no SMS was sent to ${mobile}`);
  return last;
}

/** The sandbox bank's control endpoints (sandbox-api/CONTROLS.md). */
export function sandboxControls(request: APIRequestContext) {
  const post = async (path: string, data: unknown = {}) => {
    const response = await request.post(`${SANDBOX_URL}/__sandbox/${path}`, { data });
    if (!response.ok()) throw new Error(`sandbox ${path}: HTTP ${response.status()}`);
  };
  return {
    reset: () => post('reset'),
    setFeatureFlags: (flags: Record<string, boolean>) => post('feature-flags', flags),
    failNext: (failure: { path: string; code: string; method?: string; status?: number; times?: number }) => post('fail-next', failure),
    holdNext: (hold: { path: string; ms: number; method?: string; times?: number }) => post('hold-next', hold),
    /** The hold rules no call has taken yet: empty once the held call has reached the bank. */
    heldRules: async () => ((await (await request.get(`${SANDBOX_URL}/__sandbox/hold-next`)).json()) as { rules: unknown[] }).rules,
    setTokenLifetime: (seconds: number) => post('token-lifetime', { seconds }),
    advanceClock: (seconds: number) => post('clock', { advanceSeconds: seconds }),
    outbox: () => readOutbox(request),
  };
}

export type SandboxControls = ReturnType<typeof sandboxControls>;

/**
 * The `sandbox` fixture of every browser's e2e project: the sandbox's controls, reset before each
 * test, because its flags and forced errors are global and no test may inherit another's.
 */
export async function freshSandbox(
  { request }: { request: APIRequestContext },
  use: (sandbox: SandboxControls) => Promise<void>,
): Promise<void> {
  const sandbox = sandboxControls(request);
  await sandbox.reset();
  await use(sandbox);
}
