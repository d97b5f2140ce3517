import * as v from 'valibot';
import { fetchFeatureFlags } from './calls/app-start';
import { fetchBankAccounts } from '../../kit/api/calls/accounts';
import { validateCaptcha } from '../../kit/api/calls/registration';
import { callApi, resetApiClient } from './client';
import { ApiError } from './normalised-error';
import { setDeviceOs } from './request-headers';
import { setChatIdTokenSource } from './token-source';
import { fail, ok, startFakeBank } from '../../testing/fake-bank-server';
import { SESSION_KEYS } from '../storage/keys';
import { resetSessionReady, resolveSessionReady } from '../session/session-ready';
import { catalogueEntryFor, ERROR_CATALOGUE } from '../errors/catalogue';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { PATHS } from '../routing/paths';
import { lineWithLogin } from '../../testing/chat-platform';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;

afterEach(async () => {
  await bank?.close();
  bank = null;
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the bank API client', () => {
  it('sends the bearer token, scenario id and device OS, and returns the checked answer', async () => {
    bank = await startFakeBank(() => ok({ enableSettingKma: true }));
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    setDeviceOs('ANDROID');
    const flags = await fetchFeatureFlags();
    expect(flags).toEqual({
      enableRegistrationConsentManagement: false,
      enableRegistrationKma: false,
      enableSettingConsentManagement: false,
      enableSettingKma: true,
    });
    const [request] = bank.requests;
    expect(request?.headers.authorization).toBe('Bearer access-1');
    expect(request?.headers['x-device-os']).toBe('ANDROID');
    expect(request?.headers['x-scenario-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reaches the bank from an engine without crypto.randomUUID (iOS 15.0-15.3), with a version 4 scenario id', async () => {
    bank = await startFakeBank(() => ok({ enableSettingKma: true }));
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    localStorage.clear();
    // The engine's crypto as iOS 15.0-15.3 have it: getRandomValues, no randomUUID (Safari 15.4).
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      await fetchFeatureFlags();
    } finally {
      Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
    }
    expect(bank.requests[0]?.headers['x-scenario-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('uses the verify token, once there is one, for calls made after verification', async () => {
    bank = await startFakeBank(() => ok({ accounts: [] }));
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    sessionStorage.setItem(SESSION_KEYS.verifyToken, 'verify-1');
    await fetchBankAccounts();
    expect(bank.requests[0]?.headers.authorization).toBe('Bearer verify-1');
  });

  it('carries a query value to the bank exactly, whatever characters it holds', async () => {
    bank = await startFakeBank(() => ok({ valid: true }));
    const token = 'a+b/c=d&e f?ก';
    await validateCaptcha(token);
    const url = new URL(bank.requests[0]?.path ?? '', bank.baseUrl);
    expect(url.pathname).toBe('/registers/validate-captcha');
    expect([...url.searchParams]).toEqual([['token', token]]);
  });

  it('refuses an answer that does not match its schema instead of passing it on', async () => {
    bank = await startFakeBank(() => ok({ accounts: [{ accountNumber: '12' }] }));
    const error = await caught(fetchBankAccounts());
    expect(error.code).toBe('UNKNOWN');
  });

  it('normalises a coded server error with the defaults of docs/behaviour.md#normalised-error', async () => {
    const inAnHour = `${new Date(Date.now() + 3_600_000 + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
    bank = await startFakeBank(() => fail('LKS0406', 423, { metadata: { cooldownFinishedAt: inAnHour } }));
    const error = await caught(fetchFeatureFlags());
    expect(error.detail).toEqual({
      success: false,
      code: 'LKS0406',
      message: 'failure LKS0406',
      detailedErrors: null,
      metadata: { profileStatus: 'UNKNOWN', cooldownFinishedAt: expect.any(String) },
      httpStatus: 423,
    });
    // On this phone's clock: the hour the bank has left, counted from the bank's Date header.
    const left = Date.parse(error.detail.metadata.cooldownFinishedAt) - Date.now();
    expect(left).toBeGreaterThan(3_590_000);
    expect(left).toBeLessThanOrEqual(3_601_000);
  });

  it('gives UNKNOWN and the default message for a server error with no body', async () => {
    bank = await startFakeBank(() => ({ status: 500, body: {} }));
    const error = await caught(fetchFeatureFlags());
    expect(error.code).toBe('UNKNOWN');
    expect(error.detail.message).toBe('An unexpected error occurred.');
  });

  it('reports NETWORK_ERROR when the bank cannot be reached', async () => {
    bank = await startFakeBank(() => ok({}));
    await bank.close();
    bank = null;
    const error = await caught(fetchFeatureFlags());
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.detail.message).toBe('Network error occurred. Please check your connection.');
  });

  it('[family:faults] reports NETWORK_ERROR, as for a dropped connection, when the bank does not answer within the time limit', async () => {
    const never = new Promise<never>(() => undefined);
    bank = await startFakeBank(() => never);
    // The runtime config's limit (30 s in production), short here; the held call is ended by close().
    setRuntimeConfig({ ...getRuntimeConfig(), requestTimeoutMs: 100 });
    resetApiClient();
    const error = await caught(fetchFeatureFlags());
    expect(error.code).toBe('NETWORK_ERROR');
    expect(catalogueEntryFor(error.code, error.detail.message)).toBe(ERROR_CATALOGUE.NETWORK_ERROR);
  });

  describe('when the access token has expired (LKS0106)', () => {
    it('re-verifies with the chat ID token once for concurrent calls, then retries each', async () => {
      bank = await startFakeBank((request) => {
        if (request.path === '/verify-token') return ok({ accessToken: 'fresh' });
        return request.headers.authorization === 'Bearer fresh' ? ok({}) : fail('LKS0106', 401);
      });
      sessionStorage.setItem(SESSION_KEYS.accessToken, 'old');
      await Promise.all([fetchFeatureFlags(), fetchFeatureFlags(), fetchFeatureFlags()]);
      const refreshes = bank.requests.filter((r) => r.path === '/verify-token');
      expect(bank.requests.filter((r) => r.path === '/feature-flags')).toHaveLength(6);
      expect(refreshes).toHaveLength(1);
      expect(refreshes[0]?.body).toEqual({ lineIdToken: 'chat-id-token', oldAccessToken: 'old' });
      expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('fresh');
    });

    it('gives up after the configured two retries', async () => {
      bank = await startFakeBank((request) => (request.path === '/verify-token' ? ok({ accessToken: 'still-bad' }) : fail('LKS0106', 401)));
      const error = await caught(fetchFeatureFlags());
      expect(error.code).toBe('LKS0106');
      expect(bank.requests.filter((r) => r.path === '/feature-flags')).toHaveLength(3);
    });

    it.each(['LINE_ID_TOKEN_EXPIRED', 'LINE_ID_TOKEN_REUSED'])(
      'goes to LINE Login, back to the same screen, when the bank refuses the ID token the renewal sends (%s)',
      async (code) => {
        // A phone behind LINE's clock half an hour in (its ID token past its hour on LINE's clock,
        // not on the phone's), or another tab that renewed with the same ID token first.
        bank = await startFakeBank((request) => fail(request.path === '/verify-token' ? code : 'LKS0106', 401));
        sessionStorage.setItem(SESSION_KEYS.accessToken, 'old');
        window.history.replaceState(null, '', '/setting');
        const loggedIn = lineWithLogin();
        const outcome = await Promise.race([
          caught(fetchFeatureFlags()).then((error) => `the call failed: ${error.code}`),
          loggedIn.then((url) => `LINE Login back to ${url}`),
        ]);
        expect(outcome).toBe('LINE Login back to http://localhost/setting');
      },
    );

    it('fails with the original code when there is no chat ID token to re-verify with', async () => {
      bank = await startFakeBank(() => fail('LKS0106', 401));
      setChatIdTokenSource(() => null);
      const error = await caught(callApi({ method: 'GET', path: '/feature-flags', schema: v.unknown() }));
      expect(error.code).toBe('UNKNOWN');
      expect(bank.requests.filter((r) => r.path === '/verify-token')).toHaveLength(0);
    });
  });

  it('does not re-verify with the chat token when the VERIFY token expired: the customer must verify again', async () => {
    bank = await startFakeBank(() => fail('LKS0106', 401));
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    sessionStorage.setItem(SESSION_KEYS.verifyToken, 'verify-old');
    const error = await caught(fetchBankAccounts());
    expect(error.code).toBe('VERIFICATION_EXPIRED');
    expect(sessionStorage.getItem(SESSION_KEYS.verifyToken)).toBeNull();
    expect(bank.requests.filter((r) => r.path === '/verify-token')).toHaveLength(0);
  });

  it('sends nothing that needs a token after the start-up could not exchange the chat token', async () => {
    bank = await startFakeBank(() => ok({ enableSettingKma: true }));
    resetSessionReady();
    resolveSessionReady(false);
    const error = await caught(fetchFeatureFlags());
    expect(error.code).toBe('SESSION_NOT_OPEN');
    expect(ERROR_CATALOGUE.SESSION_NOT_OPEN.next).toEqual({ kind: 'route', to: PATHS.generalError, replace: true });
    expect(bank.requests).toHaveLength(0);
    // What needs no token still goes out.
    await callApi({ method: 'GET', path: '/feature-flags', schema: v.unknown(), auth: 'none' });
    expect(bank.requests).toHaveLength(1);
  });
});
