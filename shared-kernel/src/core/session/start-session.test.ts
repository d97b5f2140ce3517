import { getDefaultStore } from 'jotai';
import { setChatIdTokenSource } from '../api/token-source';
import { registrationAtom } from '../state/registration';
import { settingAtom } from '../state/setting';
import { fail, fakeBankRuntimeConfig, ok, startFakeBank } from '../../testing/fake-bank-server';
import { setRuntimeConfig } from '../config/runtime-config';
import { resetApiClient } from '../api/client';
import { resetSessionReady } from './session-ready';
import { featureFlagsReadAtStartUp, forgetStartUpFlags, startSession } from './start-session';
import { forgetTokenExchange } from './token-exchange';

let bank: Awaited<ReturnType<typeof startFakeBank>> | null = null;

beforeEach(() => {
  resetSessionReady();
  forgetTokenExchange();
  forgetStartUpFlags();
  setChatIdTokenSource(() => 'line-id-token');
});
afterEach(async () => {
  await bank?.close();
  bank = null;
});

describe('starting the chat-app flow', () => {
  it('stamps isStartLiff false in registration and settings once the chat token is exchanged', async () => {
    bank = await startFakeBank((request) => (request.path === '/verify-token' ? ok({ accessToken: 'at-1' }) : ok({})));
    await expect(startSession(fakeBankRuntimeConfig(bank.baseUrl))).resolves.toBe(true);
    expect(getDefaultStore().get(registrationAtom).isStartLiff).toBe(false);
    expect(getDefaultStore().get(settingAtom).isStartLiff).toBe(false);
  });

  it('leaves isStartLiff as it was when the exchange fails', async () => {
    bank = await startFakeBank(() => fail('LINE_ID_TOKEN_EXPIRED', 401));
    const oneTry = { ...fakeBankRuntimeConfig(bank.baseUrl), retry: { chatTokenAttempts: 1, chatTokenDelayMs: 1, expiredTokenRetries: 0 } };
    await expect(startSession(oneTry)).resolves.toBe(false);
    expect(getDefaultStore().get(registrationAtom).isStartLiff).toBe(true);
  });

  it('asks the bank five times when each exchange fails at once, then ends on the error page (false)', async () => {
    bank = await startFakeBank(() => fail('UNKNOWN', 500));
    await expect(startSession(fakeBankRuntimeConfig(bank.baseUrl))).resolves.toBe(false);
    expect(bank.requests.filter((request) => request.path === '/verify-token')).toHaveLength(5);
  });

  it('gives a bank that never answers the exchange one call’s time limit in all, not five: the customer is not left on the spinner', async () => {
    // The bank hangs: the exchange is never answered, so the app's own time limit for a call ends it.
    bank = await startFakeBank((request) => (request.path === '/verify-token' ? new Promise<undefined>(() => {}) : ok({})));
    const config = { ...fakeBankRuntimeConfig(bank.baseUrl), requestTimeoutMs: 300 };
    setRuntimeConfig(config);
    resetApiClient();
    await expect(startSession(config)).resolves.toBe(false);
    expect(bank.requests.filter((request) => request.path === '/verify-token')).toHaveLength(1);
  });

  it('exchanges the token where the runtime config sets no limit for a call (0)', async () => {
    bank = await startFakeBank((request) => (request.path === '/verify-token' ? ok({ accessToken: 'at-1' }) : ok({})));
    await expect(startSession({ ...fakeBankRuntimeConfig(bank.baseUrl), requestTimeoutMs: 0 })).resolves.toBe(true);
  });

  it('keeps its feature-flag read for the screens that need the flags, so they do not ask the bank again', async () => {
    bank = await startFakeBank((request) =>
      request.path === '/verify-token' ? ok({ accessToken: 'at-1' }) : ok({ enableSettingKma: true, enableRegistrationKma: false }),
    );
    await expect(featureFlagsReadAtStartUp()).resolves.toBeNull();
    await startSession(fakeBankRuntimeConfig(bank.baseUrl));
    await expect(featureFlagsReadAtStartUp()).resolves.toMatchObject({ enableSettingKma: true });
    expect(bank.requests.filter((request) => request.path === '/feature-flags')).toHaveLength(1);
  });

  it('answers no flags when its read failed, so a screen asks the bank itself', async () => {
    bank = await startFakeBank((request) => (request.path === '/verify-token' ? ok({ accessToken: 'at-1' }) : fail('UNKNOWN', 500)));
    await startSession(fakeBankRuntimeConfig(bank.baseUrl));
    await expect(featureFlagsReadAtStartUp()).resolves.toBeNull();
  });
});
