import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { localStore, sessionStore } from '../storage/stores';
import type { ChatPlatform } from './liff-client';

/**
 * LIFF reads the chat ID token once, at liff.init, and LINE ID tokens live about an hour: a
 * customer who returns to an open mini-app would send an expired token to the bank. A token
 * with less than this left is renewed before it is sent.
 */
export const ID_TOKEN_MIN_REMAINING_MS = 60_000;
/** A second expired token this soon after a re-login is sent as it is (the bank refuses it), never another loop. */
export const RELOGIN_GUARD_MS = 60_000;

/** Where we are, as an internal path (the journey to resume after LINE Login). */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The chat ID token to send to the bank, renewed by LINE Login when it has expired or is about
 * to, or when the bank has it as already exchanged (`spent`), once the customer has answered the
 * alert on screen. The re-login comes back to the URL the page is then on, so the customer lands
 * on the same screen; the returned promise then never settles because the page is leaving.
 */
export function freshChatIdToken(platform: ChatPlatform, now: number = Date.now(), spent?: boolean): Promise<string | null> {
  const token = platform.getIDToken();
  const expiry = platform.idTokenExpiry?.() ?? null;
  // Back from LINE Login the token is brand-new, so how far its `iat` is from the phone's clock is
  // how far the phone is from LINE's: a phone hours fast would otherwise renew every token it is given.
  // Learnt once per LINE Login (leaving for it forgets the last gap): a later token is not brand-new.
  const issued = platform.idTokenIssuedAt?.() ?? null;
  if (issued !== null && sessionStore.get(SESSION_KEYS.reloginAt) && !sessionStore.get(SESSION_KEYS.lineClockAhead))
    sessionStore.set(SESSION_KEYS.lineClockAhead, String(now - issued * 1000));
  const lineNow = now - (Number(sessionStore.get(SESSION_KEYS.lineClockAhead)) || 0);
  if (!spent && token && expiry !== null && expiry * 1000 - lineNow > ID_TOKEN_MIN_REMAINING_MS) {
    arrivedAfterRelogin();
    return Promise.resolve(token);
  }
  // The guard outlives the return from LINE Login: a bank that refuses the new token as spent too
  // (expired on its clock, or LINE gave the same one back) ends the tries on the error page.
  if (!platform.login || now - Number(sessionStore.get(SESSION_KEYS.reloginAt)) < RELOGIN_GUARD_MS) return Promise.resolve(token);
  sessionStore.set(SESSION_KEYS.reloginAt, String(now));
  sessionStore.remove(SESSION_KEYS.lineClockAhead);
  const login = platform.login;
  // Fetched only for a re-login: the start-up's token exchange runs while React's chunk downloads
  // (docs/performance.md), and a static import of the popups' store would make it wait for that chunk.
  void import('../state/alert-answered')
    // A module that did not come (a dropped connection) holds nothing up: LINE Login at once.
    .then(
      ({ alertAnswered }) => alertAnswered(),
      () => undefined,
    )
    .then(() => {
      // If LINE brings the customer back to the entry page instead of this URL, `/` resumes here.
      localStore.set(LOCAL_KEYS.wantToGoTo, currentPath());
      login(window.location.href);
    });
  return new Promise<never>(() => undefined);
}

/** Back on the screen we left for LINE Login: the stored journey is done. */
function arrivedAfterRelogin(): void {
  if (localStore.get(LOCAL_KEYS.wantToGoTo) === currentPath()) localStore.remove(LOCAL_KEYS.wantToGoTo);
}
