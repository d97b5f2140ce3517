import type { RuntimeConfig } from '../config/runtime-config';
import { setDeviceOs } from '../api/request-headers';
import { setChatIdTokenSource } from '../api/token-source';
import { LOCAL_KEYS } from '../storage/keys';
import { localStore } from '../storage/stores';
import { deviceOsOf, setChatPlatform, type ChatPlatform } from './liff-client';

/**
 * LIFF start-up, before the router renders. Production loads the pluggable SDK with only the
 * modules we call; mock mode adds @line/liff-mock and lets the sandbox play LINE by signing
 * the ID token the bank verifies.
 */
export async function startLiff(config: RuntimeConfig): Promise<ChatPlatform> {
  // One chunk for the SDK: splitting the login modules off cost more gzip than it saved (measured).
  const [{ default: liff }, isInClient, getIdToken, getOs, closeWindow, login, isLoggedIn] = await Promise.all([
    import(/* webpackChunkName: "liff" */ '@line/liff/core'),
    import(/* webpackChunkName: "liff" */ '@line/liff/is-in-client'),
    import(/* webpackChunkName: "liff" */ '@line/liff/get-id-token'),
    import(/* webpackChunkName: "liff" */ '@line/liff/get-os'),
    import(/* webpackChunkName: "liff" */ '@line/liff/close-window'),
    import(/* webpackChunkName: "liff" */ '@line/liff/login'),
    import(/* webpackChunkName: "liff" */ '@line/liff/is-logged-in'),
  ]);
  // LiffMockPlugin needs isInClient installed first (its README).
  liff.use(new isInClient.default());
  liff.use(new getIdToken.default());
  liff.use(new getOs.default());
  liff.use(new closeWindow.default());
  liff.use(new login.default());
  liff.use(new isLoggedIn.default());

  let fetchIdToken: () => Promise<string | null>;
  if (config.liffMock) {
    const { LiffMockPlugin } = await import(/* webpackChunkName: "liff-mock" */ '@line/liff-mock');
    // The mock's types are written for the full SDK; at run time it needs only isInClient (above).
    liff.use(new LiffMockPlugin() as unknown as Parameters<typeof liff.use>[0]);
    // liff-mock's types do not declare `mock`; the option is real (its README).
    await liff.init({ liffId: config.liffId, mock: true } as Parameters<typeof liff.init>[0]);
    const mock = (liff as unknown as { $mock: { set(data: Record<string, unknown>): void } }).$mock;
    fetchIdToken = async () => {
      const token = await fetchSandboxIdToken(config);
      mock.set({ getIDToken: token });
      return token;
    };
  } else {
    await liff.init({ liffId: config.liffId });
    if (!liff.isLoggedIn()) liff.login();
    fetchIdToken = async () => liff.getIDToken();
  }

  const platform: ChatPlatform = {
    getIDToken: () => liff.getIDToken(),
    getOS: () => liff.getOS(),
    closeWindow: () => liff.closeWindow(),
    isInClient: () => liff.isInClient(),
  };
  setChatPlatform(platform);
  setDeviceOs(deviceOsOf(platform.getOS()));
  setChatIdTokenSource(fetchIdToken);
  return platform;
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
