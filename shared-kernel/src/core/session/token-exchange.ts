import { exchangeChatIdToken, spentIdToken } from '../api/client';
import { currentChatIdToken } from '../api/token-source';
import type { RuntimeConfig } from '../config/runtime-config';
import { resolveSessionReady } from './session-ready';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Chat ID token → POST /verify-token → access token, retried (docs/behaviour.md#limits-and-timings: 5 tries, 1 s
 * apart), all within one call's time limit (`withinMs`): a bank that hangs costs the customer
 * that limit once, not five times. Resolves false when every try failed; the caller shows /general-error.
 */
export async function exchangeTokenWithRetries(attempts: number, delayMs: number, withinMs: number): Promise<boolean> {
  // The page's own clock: a phone's clock set while it waits moves no deadline. No limit for a
  // call (0, as axios reads it) is none for the tries either.
  const deadline = withinMs > 0 ? performance.now() + withinMs : Infinity;
  // The bank took an exchange whose answer never came back (a slow bank cut at the forwarder's
  // limit): it refuses that ID token from then on, and LIFF keeps it for its session, reloads
  // included, so only LINE Login brings one the bank takes.
  let spent = false;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const left = deadline - performance.now();
    if (left <= 0) break;
    try {
      const idToken = await currentChatIdToken(spent);
      if (idToken) {
        // Whole milliseconds: an XHR reads a timeout below 1 as none.
        await exchangeChatIdToken(idToken, withinMs > 0 ? Math.ceil(left) : undefined);
        return true;
      }
    } catch (error) {
      // So too for an ID token the bank has as expired that the phone does not: its clock is behind.
      spent = spentIdToken(error);
    }
    if (attempt < attempts) await sleep(delayMs);
  }
  return false;
}

let exchange: Promise<boolean> | null = null;

/**
 * The start-up token exchange, once per page: the host begins it as soon as LIFF is up, before
 * React has arrived (host/src/app/start-up.ts), and the session's start reads the same result.
 * Calls that need a token wait for it (sessionReady), and are not sent when it failed.
 */
export function beginTokenExchange(config: RuntimeConfig): Promise<boolean> {
  exchange ??= exchangeTokenWithRetries(config.retry.chatTokenAttempts, config.retry.chatTokenDelayMs, config.requestTimeoutMs).then(
    (ok) => {
      resolveSessionReady(ok);
      return ok;
    },
  );
  return exchange;
}

/** Tests start each case before any exchange. */
export function forgetTokenExchange(): void {
  exchange = null;
}
