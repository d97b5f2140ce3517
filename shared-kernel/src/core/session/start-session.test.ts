import { getDefaultStore } from 'jotai';
import { setChatIdTokenSource } from '../api/token-source';
import { registrationAtom } from '../state/registration';
import { settingAtom } from '../state/setting';
import { fail, ok, startFakeBank, testRuntimeConfig } from '../../testing/fake-bank-server';
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
    await expect(startSession(testRuntimeConfig(bank.baseUrl))).resolves.toBe(true);
    expect(getDefaultStore().get(registrationAtom).isStartLiff).toBe(false);
    expect(getDefaultStore().get(settingAtom).isStartLiff).toBe(false);
  });

  it('leaves isStartLiff as it was when the exchange fails', async () => {
    bank = await startFakeBank(() => fail('LINE_ID_TOKEN_EXPIRED', 401));
    const oneTry = { ...testRuntimeConfig(bank.baseUrl), retry: { chatTokenAttempts: 1, chatTokenDelayMs: 1, expiredTokenRetries: 0 } };
    await expect(startSession(oneTry)).resolves.toBe(false);
    expect(getDefaultStore().get(registrationAtom).isStartLiff).toBe(true);
  });

  it('keeps its feature-flag read for the screens that need the flags, so they do not ask the bank again', async () => {
    bank = await startFakeBank((request) =>
      request.path === '/verify-token' ? ok({ accessToken: 'at-1' }) : ok({ enableSettingKma: true, enableRegistrationKma: false }),
    );
    await expect(featureFlagsReadAtStartUp()).resolves.toBeNull();
    await startSession(testRuntimeConfig(bank.baseUrl));
    await expect(featureFlagsReadAtStartUp()).resolves.toMatchObject({ enableSettingKma: true });
    expect(bank.requests.filter((request) => request.path === '/feature-flags')).toHaveLength(1);
  });

  it('answers no flags when its read failed, so a screen asks the bank itself', async () => {
    bank = await startFakeBank((request) => (request.path === '/verify-token' ? ok({ accessToken: 'at-1' }) : fail('UNKNOWN', 500)));
    await startSession(testRuntimeConfig(bank.baseUrl));
    await expect(featureFlagsReadAtStartUp()).resolves.toBeNull();
  });
});
