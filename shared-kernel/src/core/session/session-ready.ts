/**
 * The first paint does not wait for the bank: the shell renders as soon as LIFF is up while
 * the chat token is exchanged. Calls that need a token wait here instead, and learn whether the
 * session opened: after a failed exchange there is no token to send, so they are not sent.
 */
let markReady: (opened: boolean) => void = () => undefined;
let ready: Promise<boolean> = new Promise((resolve) => {
  markReady = resolve;
});

/** Resolves once the start-up exchange has ended: true when it opened a session. */
export const sessionReady = (): Promise<boolean> => ready;
export const resolveSessionReady = (opened: boolean): void => markReady(opened);

/** Tests start each case with a session that is already open. */
export function resetSessionReady(open = false): void {
  ready = new Promise((resolve) => {
    markReady = resolve;
    if (open) resolve(true);
  });
}
