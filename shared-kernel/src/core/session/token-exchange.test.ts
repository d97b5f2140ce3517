import { waitFor } from '@testing-library/react';
import { setChatIdTokenSource } from '../api/token-source';
import { freshChatIdToken } from '../liff/id-token-freshness';
import type { ChatPlatform } from '../liff/liff-client';
import { fail, fakeBankRuntimeConfig, startFakeBank } from '../../testing/fake-bank-server';
import { resetSessionReady } from './session-ready';
import { beginTokenExchange, forgetTokenExchange } from './token-exchange';

let bank: Awaited<ReturnType<typeof startFakeBank>> | null = null;

beforeEach(() => {
  resetSessionReady();
  forgetTokenExchange();
  window.history.replaceState(null, '', '/setting');
});
afterEach(async () => {
  await bank?.close();
  bank = null;
});

/** LINE as the page sees it: an ID token valid for an hour, and LINE Login, which the test watches. */
function lineWithLogin() {
  let loggedInTo: (url: string) => void = () => undefined;
  const loggedIn = new Promise<string>((resolve) => (loggedInTo = resolve));
  const platform: ChatPlatform = {
    getIDToken: () => 'id-token',
    getOS: () => 'ios',
    closeWindow: () => undefined,
    isInClient: () => true,
    idTokenExpiry: () => Date.now() / 1000 + 3600,
    login: (url) => loggedInTo(url),
  };
  setChatIdTokenSource((spent) => freshChatIdToken(platform, Date.now(), spent));
  return loggedIn;
}

/** Whether the start-up's exchange, answered `code` by the bank, goes to LINE Login (and where) or ends. */
async function exchangeAnswered(code: string): Promise<string> {
  bank = await startFakeBank(() => fail(code, 401));
  const loggedIn = lineWithLogin();
  return Promise.race([
    loggedIn.then((url) => `LINE Login back to ${url}`),
    beginTokenExchange(fakeBankRuntimeConfig(bank.baseUrl)).then((ok) => `exchange ended: ${ok}`),
  ]);
}

describe('the start-up’s token exchange after the bank has already taken the ID token', () => {
  it('renews the ID token by LINE Login, back to the same screen, instead of sending the spent one again until the error page', async () => {
    // The bank took the exchange but its answer never reached the page (a slow bank, cut at the
    // forwarder's limit): the page cannot name the access token it answered, so the bank refuses
    // the same ID token from now on, and LIFF keeps it for its session, reloads included.
    expect(await exchangeAnswered('LINE_ID_TOKEN_REUSED')).toBe('LINE Login back to http://localhost/setting');
    expect(bank?.requests.filter((request) => request.path === '/verify-token')).toHaveLength(1);
  });

  it("renews by LINE Login an ID token the bank has as expired though the phone's clock gives it an hour: the phone is behind", async () => {
    expect(await exchangeAnswered('LINE_ID_TOKEN_EXPIRED')).toBe('LINE Login back to http://localhost/setting');
    expect(bank?.requests.filter((request) => request.path === '/verify-token')).toHaveLength(1);
  });
});

describe('a bank that refuses every ID token LINE gives (expired or reused)', () => {
  it.each(['LINE_ID_TOKEN_EXPIRED', 'LINE_ID_TOKEN_REUSED'])(
    'answered %s, the customer goes to LINE Login once and then meets the error page, not LINE Login at every return',
    async (code) => {
      bank = await startFakeBank(() => fail(code, 401));
      // LINE Login brings a brand-new token each time: issued now, an hour to live.
      const logins: string[] = [];
      let issued = 0;
      const platform: ChatPlatform = {
        getIDToken: () => `id-token-${logins.length}`,
        getOS: () => 'ios',
        closeWindow: () => undefined,
        isInClient: () => true,
        idTokenIssuedAt: () => issued,
        idTokenExpiry: () => issued + 3600,
        login: (url) => logins.push(url),
      };
      setChatIdTokenSource((spent) => freshChatIdToken(platform, Date.now(), spent));
      issued = Math.floor(Date.now() / 1000);
      void beginTokenExchange(fakeBankRuntimeConfig(bank.baseUrl));
      await waitFor(() => expect(logins).toHaveLength(1));

      // Back from LINE Login: the page starts afresh, with the window's sessionStorage.
      resetSessionReady();
      forgetTokenExchange();
      issued = Math.floor(Date.now() / 1000);
      const next = await Promise.race([
        beginTokenExchange(fakeBankRuntimeConfig(bank.baseUrl)).then((ok) => `exchange ended: ${ok}`),
        waitFor(() => expect(logins).toHaveLength(2)).then(() => 'LINE Login again'),
      ]);
      expect(next).toBe('exchange ended: false');
      expect(logins).toHaveLength(1);
    },
  );
});
