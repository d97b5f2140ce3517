/**
 * The first paint does not wait for the bank: the shell renders as soon as LIFF is up while
 * the chat token is exchanged. Calls that need a token wait here instead.
 */
let markReady: () => void = () => undefined;
let ready: Promise<void> = new Promise((resolve) => {
  markReady = resolve;
});

export const sessionReady = (): Promise<void> => ready;
export const resolveSessionReady = (): void => markReady();

/** Tests start each case with a session that is already open. */
export function resetSessionReady(open = false): void {
  ready = new Promise((resolve) => {
    markReady = resolve;
    if (open) resolve();
  });
}
