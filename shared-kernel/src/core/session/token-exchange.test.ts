import type { ChatPlatform } from '../liff/liff-client';
import { lineWithLogin } from '../../testing/chat-platform';
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
      const brandNew = (token: string): Partial<ChatPlatform> => {
        const issued = Math.floor(Date.now() / 1000);
        return { getIDToken: () => token, idTokenIssuedAt: () => issued, idTokenExpiry: () => issued + 3600 };
      };
      const loggedIn = lineWithLogin(brandNew('id-token-1'));
      void beginTokenExchange(fakeBankRuntimeConfig(bank.baseUrl));
      expect(await loggedIn).toBe('http://localhost/setting');

      // Back from LINE Login: the page starts afresh, with the window's sessionStorage.
      resetSessionReady();
      forgetTokenExchange();
      const loggedInAgain = lineWithLogin(brandNew('id-token-2'));
      const next = await Promise.race([
        beginTokenExchange(fakeBankRuntimeConfig(bank.baseUrl)).then((ok) => `exchange ended: ${ok}`),
        loggedInAgain.then(() => 'LINE Login again'),
      ]);
      expect(next).toBe('exchange ended: false');
    },
  );
});
