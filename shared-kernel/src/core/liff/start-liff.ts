import type { RuntimeConfig } from '../config/runtime-config';
import { setDeviceOs } from '../api/request-headers';
import { setChatIdTokenSource } from '../api/token-source';
import { chooseStartLanguage } from '../language/language';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { keepStorageToLineUser } from '../storage/line-user-state';
import { localStore, sessionStore } from '../storage/stores';
import { freshChatIdToken } from './id-token-freshness';
import { LIFF_INIT_LIMIT_MS } from './liff-init-limit';
import { deviceOsOf, setChatPlatform, type ChatPlatform } from './liff-client';
import { randomUuid } from '../random-uuid';

/**
 * LIFF start-up, before the router renders. Production loads the pluggable SDK with only the
 * modules we call; mock mode adds @line/liff-mock and lets the sandbox play LINE by signing
 * the ID token the bank verifies.
 */
export async function startLiff(config: RuntimeConfig): Promise<ChatPlatform> {
  // Mock mode: the sandbox plays LINE with the mock, in a chunk of its own that only a sandbox
  // page fetches (hinted with the page's, so it is here with the SDK's); it asks for the ID token
  // it signs at once, while the SDK's chunks load.
  const sandboxUser = config.liffMock ? sandboxLineUserId() : null;
  const sandbox = sandboxUser
    ? import(/* webpackChunkName: "liff-mock" */ './sandbox-liff').then((mock) => mock.sandboxLine(config, sandboxUser))
    : null;
  // The sandbox's LINE language is known before any of LIFF loads: a start that fails on the way
  // still speaks it, as one inside LINE speaks LINE's (below), not the test browser's.
  if (sandbox) chooseStartLanguage(sandboxAppLanguage());
  // One chunk for the SDK: splitting the login modules off cost more gzip than it saved (measured).
  const { liff } = await import(/* webpackChunkName: "liff" */ './liff-sdk');

  let leave: Pick<ChatPlatform, 'login' | 'openExternal'>;
  let tokenArrived: Promise<void> = Promise.resolve();
  if (sandbox) {
    ({ leave, tokenArrived } = await (await sandbox).play(liff, sandboxAppLanguage()));
  } else {
    // LINE's language can be read before init: a start that fails still speaks the customer's language.
    chooseStartLanguage(liff.getAppLanguage());
    await withinInitLimit(liff.init({ liffId: config.liffId }));
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

  // Before any page or bank call reads storage: what another LINE user left there goes.
  const lineUser = sandboxUser ?? subjectOf(liff.getDecodedIDToken());
  if (lineUser) await keepStorageToLineUser(lineUser);

  const platform: ChatPlatform = {
    getIDToken: () => liff.getIDToken(),
    getOS: () => liff.getOS(),
    closeWindow: () => liff.closeWindow(),
    isInClient: () => liff.isInClient(),
    idTokenExpiry: () => secondsClaim(liff.getDecodedIDToken(), 'exp'),
    idTokenIssuedAt: () => secondsClaim(liff.getDecodedIDToken(), 'iat'),
    ...leave,
  };
  setChatPlatform(platform);
  setDeviceOs(deviceOsOf(platform.getOS()));
  setChatIdTokenSource((spent) => tokenArrived.then(() => freshChatIdToken(platform, Date.now(), spent)));
  return platform;
}

/** liff.init, or a failed start once LINE has taken LIFF_INIT_LIMIT_MS without an answer. */
function withinInitLimit(init: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`liff.init took over ${LIFF_INIT_LIMIT_MS} ms`)), LIFF_INIT_LIMIT_MS);
  });
  return Promise.race([init, limit]).finally(() => clearTimeout(timer));
}

/**
 * What LINE Login appends to the page it returns to: a one-time code, or an error (a login the
 * customer declined or LINE could not give); the SDK has used them once init has run.
 */
const LOGIN_RETURN_PARAMS = ['code', 'state', 'liffClientId', 'liffRedirectUri', 'error', 'error_description', 'liffOAuth2Error'];

/**
 * The start once more, on the route asked for, after it failed: without LINE Login's used code or
 * its error, which would fail it the same way, so the SDK logs in afresh.
 */
export function startAgain(): void {
  forgetLoginReturn();
  window.location.reload();
}

/** The one-time login code and its companions leave the address bar (and so history and bookmarks). */
function forgetLoginReturn(): void {
  const url = new URL(window.location.href);
  if (!LOGIN_RETURN_PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of LOGIN_RETURN_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.href);
}

/** A time claim of the ID token (`exp`, `iat`: seconds since the epoch), or null. */
function secondsClaim(claims: unknown, name: 'exp' | 'iat'): number | null {
  const value = typeof claims === 'object' && claims !== null && name in claims ? (claims as Record<string, unknown>)[name] : null;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The LINE user ID (`sub`) of the ID token LIFF decoded, or null. */
function subjectOf(claims: unknown): string | null {
  const sub = typeof claims === 'object' && claims !== null && 'sub' in claims ? claims.sub : null;
  return typeof sub === 'string' && sub !== '' ? sub : null;
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
  const created = `U${randomUuid().replace(/-/g, '')}`;
  localStore.set(LOCAL_KEYS.sandboxLineUserId, created);
  return created;
}
