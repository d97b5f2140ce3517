import type { RuntimeConfig } from '../config/runtime-config';
import { setDeviceOs } from '../api/request-headers';
import { setChatIdTokenSource } from '../api/token-source';
import { chooseStartLanguage } from '../language/language';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { localStore, sessionStore } from '../storage/stores';
import { freshChatIdToken } from './id-token-freshness';
import { deviceOsOf, setChatPlatform, type ChatPlatform } from './liff-client';

/**
 * LIFF start-up, before the router renders. Production loads the pluggable SDK with only the
 * modules we call; mock mode adds @line/liff-mock and lets the sandbox play LINE by signing
 * the ID token the bank verifies.
 */
export async function startLiff(config: RuntimeConfig): Promise<ChatPlatform> {
  // Mock mode: the sandbox signs the ID token that LINE would hand over with init. Ask for it now,
  // while the SDK's chunks load, so the bank's first call does not wait one more round trip for it.
  const sandboxIdToken = config.liffMock ? fetchSandboxIdToken(config).catch(() => null) : Promise.resolve(null);
  // The sandbox's LINE language is known before any of LIFF loads: a start that fails on the way
  // still speaks it, as one inside LINE speaks LINE's (below), not the test browser's.
  const sandboxLanguage = config.liffMock ? sandboxAppLanguage() : null;
  if (sandboxLanguage) chooseStartLanguage(sandboxLanguage);
  // One chunk for the SDK: splitting the login modules off cost more gzip than it saved (measured).
  const [
    { default: liff },
    isInClient,
    getIdToken,
    getDecodedIdToken,
    getOs,
    closeWindow,
    login,
    isLoggedIn,
    openWindow,
    logout,
    getAppLanguage,
  ] = await Promise.all([
    import(/* webpackChunkName: "liff" */ '@line/liff/core'),
    import(/* webpackChunkName: "liff" */ '@line/liff/is-in-client'),
    import(/* webpackChunkName: "liff" */ '@line/liff/get-id-token'),
    import(/* webpackChunkName: "liff" */ '@line/liff/get-decoded-id-token'),
    import(/* webpackChunkName: "liff" */ '@line/liff/get-os'),
    import(/* webpackChunkName: "liff" */ '@line/liff/close-window'),
    import(/* webpackChunkName: "liff" */ '@line/liff/login'),
    import(/* webpackChunkName: "liff" */ '@line/liff/is-logged-in'),
    import(/* webpackChunkName: "liff" */ '@line/liff/open-window'),
    import(/* webpackChunkName: "liff" */ '@line/liff/logout'),
    import(/* webpackChunkName: "liff" */ '@line/liff/get-app-language'),
  ]);
  // LiffMockPlugin needs isInClient installed first (its README).
  liff.use(new isInClient.default());
  liff.use(new getIdToken.default());
  liff.use(new getDecodedIdToken.default());
  liff.use(new getOs.default());
  liff.use(new closeWindow.default());
  liff.use(new login.default());
  liff.use(new isLoggedIn.default());
  liff.use(new openWindow.default());
  liff.use(new logout.default());
  liff.use(new getAppLanguage.default());

  let leave: Pick<ChatPlatform, 'login' | 'openExternal'>;
  let tokenArrived: Promise<void> = Promise.resolve();
  if (config.liffMock) {
    const { LiffMockPlugin } = await import(/* webpackChunkName: "liff-mock" */ '@line/liff-mock');
    // The mock's types are written for the full SDK; at run time it needs only isInClient (above).
    liff.use(new LiffMockPlugin() as unknown as Parameters<typeof liff.use>[0]);
    // liff-mock's types do not declare `mock`; the option is real (its README).
    await liff.init({ liffId: config.liffId, mock: true } as Parameters<typeof liff.init>[0]);
    type MockData = Record<string, unknown>;
    const mock = (liff as unknown as { $mock: { set(update: (data: MockData) => MockData): void } }).$mock;
    // liff-mock's set replaces all its answers: merge, so getOS and the rest keep theirs.
    const answer = (patch: MockData) => mock.set((data) => ({ ...data, ...patch }));
    answer({ isInClient: sandboxPlaysLineClient(), getAppLanguage: sandboxLanguage });
    // Like LIFF, the token is read once at start and cached; the sandbox plays LINE by signing
    // it. The first paint does not wait for it: the token source does.
    tokenArrived = sandboxIdToken.then((idToken) => {
      if (idToken !== null) answer({ getIDToken: idToken, getDecodedIDToken: jwtClaims(idToken) });
    });
    leave = {
      // liff-mock's login does nothing; opening the URL again re-runs start-up, which is where
      // the sandbox signs a new token, as LINE Login's round trip would.
      login: (redirectUri) => window.location.assign(redirectUri),
      // The sandbox's bank app and stores are web pages: the same tab plays the external browser.
      openExternal: (url) => window.location.assign(url),
    };
  } else {
    // LINE's language can be read before init: a start that fails still speaks the customer's language.
    chooseStartLanguage(liff.getAppLanguage());
    await liff.init({ liffId: config.liffId });
    if (!liff.isLoggedIn()) {
      // Without a redirectUri LINE Login returns to the LIFF app's endpoint URL, not to the route
      // the external browser opened (e2e/real-liff/real-sdk.spec.ts).
      liff.login({ redirectUri: window.location.href });
      // The page is leaving for LINE Login: nothing else starts, so no second login is asked for.
      return new Promise<never>(() => undefined);
    }
    forgetLoginReturn();
    leave = {
      // The SDK exchanges LINE Login's code only when it holds no session: while it still holds
      // one it keeps the expired ID token it has. Forgetting it first makes the round trip bring
      // a new one (e2e/real-liff/real-sdk.spec.ts).
      login: (redirectUri) => {
        liff.logout();
        liff.login({ redirectUri });
      },
      openExternal: (url) => liff.openWindow({ url, external: true }),
    };
  }

  const platform: ChatPlatform = {
    getIDToken: () => liff.getIDToken(),
    getOS: () => liff.getOS(),
    closeWindow: () => liff.closeWindow(),
    isInClient: () => liff.isInClient(),
    idTokenExpiry: () => expiryOf(liff.getDecodedIDToken()),
    ...leave,
  };
  setChatPlatform(platform);
  setDeviceOs(deviceOsOf(platform.getOS()));
  setChatIdTokenSource(() => tokenArrived.then(() => freshChatIdToken(platform)));
  return platform;
}

/** What LINE Login appends to the page it returns to; the SDK has used them once init is done. */
const LOGIN_RETURN_PARAMS = ['code', 'state', 'liffClientId', 'liffRedirectUri'];

/** The one-time login code and its companions leave the address bar (and so history and bookmarks). */
function forgetLoginReturn(): void {
  const url = new URL(window.location.href);
  if (!LOGIN_RETURN_PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of LOGIN_RETURN_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.href);
}

function expiryOf(claims: unknown): number | null {
  const exp = typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : null;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** The claims of a JWT, as liff.getDecodedIDToken() gives them (no signature check: the bank checks). */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const SANDBOX_CLIENT_PARAM = 'sandboxClient';

/**
 * Mock mode only: the sandbox plays the LINE client (so 'back to chat' can close the window)
 * unless a tester opens a page with `?sandboxClient=browser` (`?sandboxClient=line` goes back);
 * the choice lasts for this tab.
 */
export function sandboxPlaysLineClient(search: string = window.location.search): boolean {
  const asked = new URLSearchParams(search).get(SANDBOX_CLIENT_PARAM);
  if (asked === 'browser' || asked === 'line') sessionStore.set(SESSION_KEYS.sandboxClient, asked);
  return sessionStore.get(SESSION_KEYS.sandboxClient) !== 'browser';
}

const SANDBOX_LANGUAGE_PARAM = 'sandboxLanguage';

/**
 * Mock mode only: the language the sandbox's LINE runs in. Thai unless a tester opens a page with
 * `?sandboxLanguage=en` (or any other LINE language; `?sandboxLanguage=th` goes back); the choice
 * lasts for this tab. liff-mock's own answer is 'en', which would make every sandbox page English.
 */
export function sandboxAppLanguage(search: string = window.location.search): string {
  const asked = new URLSearchParams(search).get(SANDBOX_LANGUAGE_PARAM);
  if (asked) sessionStore.set(SESSION_KEYS.sandboxLanguage, asked);
  return sessionStore.get(SESSION_KEYS.sandboxLanguage) ?? 'th';
}

const SANDBOX_USER_PARAM = 'sandboxUser';
const SANDBOX_USER_ID = /^U[\w-]{1,64}$/;

/**
 * The LINE user this browser plays in the sandbox (mock mode only): `?sandboxUser=U…` picks one
 * (for example the seeded registered customer), otherwise one is made once and kept.
 */
export function sandboxLineUserId(search: string = window.location.search): string {
  const asked = new URLSearchParams(search).get(SANDBOX_USER_PARAM);
  if (asked && SANDBOX_USER_ID.test(asked)) localStore.set(LOCAL_KEYS.sandboxLineUserId, asked);
  const existing = localStore.get(LOCAL_KEYS.sandboxLineUserId);
  if (existing) return existing;
  const created = `U${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
  localStore.set(LOCAL_KEYS.sandboxLineUserId, created);
  return created;
}

async function fetchSandboxIdToken(config: RuntimeConfig): Promise<string> {
  if (!config.mockIdTokenUrl) throw new Error('mock LIFF needs mockIdTokenUrl in the runtime config');
  const url = new URL(config.mockIdTokenUrl);
  url.searchParams.set('sub', sandboxLineUserId());
  const response = await fetch(url);
  if (!response.ok) throw new Error(`sandbox ID token: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const token = typeof body === 'object' && body !== null && 'idToken' in body ? body.idToken : null;
  if (typeof token !== 'string') throw new Error('sandbox ID token: unexpected answer');
  return token;
}
