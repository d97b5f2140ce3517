import { fetchFeatureFlags } from './calls/app-start';
import { fetchBankAccounts } from '../../kit/api/calls/accounts';
import { verifyRegisterDeepLink } from '../../kit/api/calls/registration';
import { verifyKma } from './calls/verification';
import { ApiError } from './normalised-error';
import { refreshAccessToken } from './client';
import { setChatIdTokenSource } from './token-source';
import { catalogueEntryFor, LONGEST_LOCK_SECONDS } from '../errors/catalogue';
import { fail, ok, startFakeBank, type RecordedRequest } from '../../testing/fake-bank-server';
import { SESSION_KEYS } from '../storage/keys';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
let bank: Bank | null = null;

beforeEach(() => {
  sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
});
afterEach(async () => {
  await bank?.close();
  bank = null;
});

const account = (n: number) => ({
  accountId: `AC-${n}`,
  accountNumber: String(1_000_000_000 + n),
  accountType: 'SVNG',
  isNotificationEnabled: true,
});
const YEARS_AHEAD = '2031-01-01T00:00:00+07:00';
/** An instant `ms` from now as the bank writes it, on its own clock in Bangkok time. */
const bankInstantIn = (ms: number) => `${new Date(Date.now() + ms + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
/** The bank's 15-minute send lock, its answer's Date header reading `date`. */
const lockWithDate = (date: string): Reply => ({
  ...fail('LKS0202', 400, { metadata: { cooldownFinishedAt: bankInstantIn(900_000) } }),
  headers: { Date: date },
});
/** Milliseconds from now to the cooldown's end as the app counts it on this phone. */
const lockLeft = (error?: ApiError) => Date.parse(error?.detail.metadata.cooldownFinishedAt ?? '') - Date.now();

async function outcome(call: () => Promise<unknown>): Promise<{ value?: unknown; error?: ApiError }> {
  try {
    return { value: await call() };
  } catch (error) {
    // A bare Error here would fail the test: every failure must be the normalised one.
    if (!(error instanceof ApiError)) throw new Error(`a bare ${String(error)} escaped the client`);
    return { error };
  }
}

interface Case {
  name: string;
  /** The bank's answer to the call; `/verify-token` answers a fresh token unless `refresh` says otherwise. */
  answer: (request: RecordedRequest, index: number) => Reply;
  refresh?: () => Reply;
  call: () => Promise<unknown>;
  expect: (result: { value?: unknown; error?: ApiError }, bank: Bank) => void;
  idToken?: () => string | null;
}

const CASES: Case[] = [
  {
    name: 'HTTP 200 with success:false and no data keeps its code',
    answer: () => ({ status: 200, body: { success: false, code: 'LKS0402', message: 'not found' } }),
    call: fetchFeatureFlags,
    expect: ({ error }) => {
      expect(error?.detail).toMatchObject({ code: 'LKS0402', message: 'not found', httpStatus: 200 });
    },
  },
  {
    name: 'HTTP 200 with success:false and LKS0106 still re-verifies, then the call succeeds',
    answer: (request, index) => (index === 0 ? { status: 200, body: { success: false, code: 'LKS0106' } } : ok({ enableSettingKma: true })),
    call: fetchFeatureFlags,
    expect: ({ value, error }, fakeBank) => {
      expect(error).toBeUndefined();
      expect(value).toMatchObject({ enableSettingKma: true });
      expect(fakeBank.requests.filter((r) => r.path === '/verify-token')).toHaveLength(1);
    },
  },
  {
    name: 'HTTP 200 with success:false and a lock code still locks, with its cooldown',
    answer: () => ({
      status: 200,
      body: { success: false, code: 'LKS0406', metadata: { cooldownFinishedAt: new Date(Date.now() + 600_000).toISOString() } },
    }),
    call: fetchFeatureFlags,
    expect: ({ error }) => {
      expect(error?.code).toBe('LKS0406');
      expect(catalogueEntryFor('LKS0406', '').next.kind).toBe('lock');
      expect(Date.parse(error?.detail.metadata.cooldownFinishedAt ?? '')).toBeGreaterThan(Date.now() + 590_000);
    },
  },
  {
    name: 'success:true with a code other than success is an error with that code',
    answer: () => ({ body: { success: true, code: 'LKS0202', message: 'limit', data: {} } }),
    call: fetchFeatureFlags,
    expect: ({ value, error }) => {
      expect(value).toBeUndefined();
      expect(error?.code).toBe('LKS0202');
    },
  },
  {
    name: 'HTTP 202 with no body while polling KMA means keep polling',
    answer: () => ({ status: 202, body: undefined }),
    call: () => verifyKma('KMA-1'),
    expect: ({ value, error }) => {
      expect(error).toBeUndefined();
      expect(value).toEqual({ httpStatus: 202, data: { status: 'PPRC' } });
    },
  },
  {
    name: 'HTTP 202 with no body while polling a registration KMA means keep polling',
    answer: () => ({ status: 202, body: undefined }),
    call: () => verifyRegisterDeepLink({ registerRef: 'R-1', authRef: 'KMA-1' }),
    expect: ({ value, error }) => {
      expect(error).toBeUndefined();
      expect(value).toMatchObject({ httpStatus: 202, data: { status: 'PPRC' } });
    },
  },
  {
    // valibot's object() takes an array; an answer whose every field has a default would pass as all defaults.
    name: 'a list where the bank answers an object is refused as malformed, not read as every default',
    answer: () => ok([]),
    call: fetchFeatureFlags,
    expect: ({ value, error }) => {
      expect(value).toBeUndefined();
      expect(error?.code).toBe('UNKNOWN');
    },
  },
  {
    name: 'an account list of 15 is taken',
    answer: () => ok({ accounts: Array.from({ length: 15 }, (_, i) => account(i)) }),
    call: fetchBankAccounts,
    expect: ({ value }) => expect((value as { accounts: unknown[] }).accounts).toHaveLength(15),
  },
  {
    name: 'an account list longer than 15 is refused as malformed',
    answer: () => ok({ accounts: Array.from({ length: 16 }, (_, i) => account(i)) }),
    call: fetchBankAccounts,
    expect: ({ value, error }) => {
      expect(value).toBeUndefined();
      expect(error?.code).toBe('UNKNOWN');
    },
  },
  {
    name: 'a KMA result with more than 15 accounts is refused as malformed',
    answer: () => ok({ status: 'FNLD', accessToken: 'v', bankAccounts: Array.from({ length: 16 }, (_, i) => account(i)) }),
    call: () => verifyRegisterDeepLink({ registerRef: 'R-1', authRef: 'KMA-1' }),
    expect: ({ error }) => expect(error?.code).toBe('UNKNOWN'),
  },
  {
    name: 'a KMA result that lists an account number twice gives it once, as the bank first lists it',
    answer: () =>
      ok({ status: 'FNLD', accessToken: 'v', bankAccounts: [account(1), account(2), { ...account(1), accountId: 'AC-again' }] }),
    call: () => verifyRegisterDeepLink({ registerRef: 'R-1', authRef: 'KMA-1' }),
    expect: ({ value }) => {
      expect(value).toMatchObject({ data: { bankAccounts: [account(1), account(2)] } });
      expect((value as { data: { bankAccounts: unknown[] } }).data.bankAccounts).toHaveLength(2);
    },
  },
  {
    name: "a cooldownFinishedAt years ahead is clamped to the catalogue's longest lock",
    answer: () => fail('LKS0603', 423, { metadata: { cooldownFinishedAt: YEARS_AHEAD } }),
    call: fetchFeatureFlags,
    expect: ({ error }) => {
      expect(error?.code).toBe('LKS0603');
      const until = Date.parse(error?.detail.metadata.cooldownFinishedAt ?? '');
      expect(until).toBeLessThanOrEqual(Date.now() + LONGEST_LOCK_SECONDS * 1000);
      expect(until).toBeGreaterThan(Date.now() + (LONGEST_LOCK_SECONDS - 60) * 1000);
    },
  },
  // A Date header years off the cooldown it came with (a broken gateway's clock) is no clock of the bank's.
  ...[
    [
      "a Date header years behind the cooldown it came with locks for the bank's 15 minutes, not the longest lock",
      'Mon, 01 Jan 2001 00:00:00 GMT',
    ],
    [
      "a Date header years ahead of the cooldown it came with locks for the bank's 15 minutes, not ending the lock at once",
      'Fri, 01 Jan 2100 00:00:00 GMT',
    ],
  ].map(([name, date]: string[]): Case => ({
    name: String(name),
    answer: () => lockWithDate(String(date)),
    call: fetchFeatureFlags,
    expect: ({ error }) => {
      expect(lockLeft(error)).toBeGreaterThan(890_000);
      expect(lockLeft(error)).toBeLessThanOrEqual(900_000);
    },
  })),
  {
    name: 'a refresh whose exchange fails throws the normalised error of the exchange',
    answer: () => fail('LKS0106', 401),
    refresh: () => fail('LINE_ID_TOKEN_EXPIRED', 401),
    call: fetchFeatureFlags,
    expect: ({ error }) => expect(error?.detail).toMatchObject({ code: 'LINE_ID_TOKEN_EXPIRED', httpStatus: 401 }),
  },
  {
    name: 'a refresh whose exchange answers in an unknown shape throws the normalised error',
    answer: () => ok({}),
    refresh: () => ({ status: 200, body: 'oops' }),
    call: refreshAccessToken,
    expect: ({ error }) => expect(error?.detail).toMatchObject({ success: false, code: 'UNKNOWN' }),
  },
  {
    name: 'a refresh where LINE cannot give an ID token throws the normalised error, never a bare one',
    answer: () => fail('LKS0106', 401),
    idToken: () => {
      throw new Error('liff.getIDToken failed');
    },
    call: fetchFeatureFlags,
    expect: ({ error }) => expect(error?.detail).toMatchObject({ success: false, code: 'UNKNOWN', message: 'liff.getIDToken failed' }),
  },
];

describe('answers the sandbox never sends', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('[family:malformed-answers] %s', async (_name, c) => {
    let index = 0;
    bank = await startFakeBank((request) => {
      if (request.path === '/verify-token') return c.refresh?.() ?? ok({ accessToken: 'fresh' });
      return c.answer(request, index++);
    });
    if (c.idToken) setChatIdTokenSource(c.idToken);
    const result = await outcome(c.call);
    c.expect(result, bank);
  });
});
