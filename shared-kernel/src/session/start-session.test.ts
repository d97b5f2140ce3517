import { getDefaultStore } from 'jotai';
import { setChatIdTokenSource } from '../api/token-source';
import { registrationAtom } from '../state/registration';
import { settingAtom } from '../state/setting';
import { fail, ok, startFakeBank, testRuntimeConfig } from '../testing/fake-bank-server';
import { resetSessionReady } from './session-ready';
import { startSession } from './start-session';

let bank: Awaited<ReturnType<typeof startFakeBank>> | null = null;

beforeEach(() => {
  resetSessionReady();
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
});
