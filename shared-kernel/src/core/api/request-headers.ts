import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { localStore, sessionStore } from '../storage/stores';
import { readVerifyToken } from '../session/verified-journey';
import { randomUuid } from '../random-uuid';

export type AuthKind = 'access' | 'verify' | 'none';
export type DeviceOs = 'IOS' | 'ANDROID' | 'OTHERS';

let deviceOs: DeviceOs = 'OTHERS';
export const setDeviceOs = (os: DeviceOs): void => {
  deviceOs = os;
};
export const getDeviceOs = (): DeviceOs => deviceOs;

/** X-Scenario-Id ties one customer journey together in the bank's logs; made once, cleared on unbinding. */
export function scenarioId(): string {
  const existing = localStore.get(LOCAL_KEYS.scenarioId);
  if (existing) return existing;
  const created = randomUuid();
  localStore.set(LOCAL_KEYS.scenarioId, created);
  return created;
}

/** True when a call goes out with the verify token (not the access token it falls back to). */
export const sendsVerifyToken = (auth: AuthKind): boolean => auth === 'verify' && Boolean(readVerifyToken());

export function bearerFor(auth: AuthKind): string | null {
  if (auth === 'none') return null;
  const token =
    auth === 'verify' ? (readVerifyToken() ?? sessionStore.get(SESSION_KEYS.accessToken)) : sessionStore.get(SESSION_KEYS.accessToken);
  return token ? `Bearer ${token}` : null;
}

export function headersFor(opts: { auth: AuthKind; action?: string; purpose?: string }): Record<string, string> {
  const headers: Record<string, string> = { 'X-Scenario-Id': scenarioId(), 'X-Device-Os': deviceOs };
  const bearer = bearerFor(opts.auth);
  if (bearer) headers.Authorization = bearer;
  if (opts.action) headers['X-Action'] = opts.action;
  if (opts.purpose) headers['X-Purpose'] = opts.purpose;
  return headers;
}
