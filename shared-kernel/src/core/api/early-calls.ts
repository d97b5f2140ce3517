/**
 * Bank calls begun before the page that needs them has arrived (host/src/app/start-up.ts begins a
 * route's first calls while React downloads), each taken once by that page's own call. An answer
 * is only reused within the same page load and while it is fresh; after that, or once taken, the
 * page asks the bank again. A failure is handed to the page like the failure of its own call, so
 * its error handling and retry stay as they are.
 */
const FRESH_FOR_MS = 30_000;

const begun = new Map<string, { answer: Promise<unknown>; at: number }>();

export function beginEarlyCall<T>(key: string, call: () => Promise<T>): Promise<T> {
  const answer = call();
  // Until the page takes it, a failure is nobody's to report.
  answer.catch(() => undefined);
  begun.set(key, { answer, at: Date.now() });
  return answer;
}

/**
 * The answer, settled for the page in a task after the one it arrived in. The start-up sends the
 * next call of its plan from that task (session/statement-entry-calls.ts); a page mounted by then
 * would run React's code in the same task, and a trace, or Lighthouse's simulation of a slow
 * phone, reads every request a task sends as waiting for every script it ran: the chooser's read
 * would wait for the framework's download (docs/performance-log.md). The page sees it a few
 * milliseconds later.
 */
function inTaskOfItsOwn<T>(answer: Promise<T>): Promise<T> {
  return answer.finally(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The call begun early under `key`, once, if still fresh; otherwise `call` now. */
export function takeEarlyCall<T>(key: string, call: () => Promise<T>): Promise<T> {
  const early = begun.get(key);
  begun.delete(key);
  if (early && Date.now() - early.at <= FRESH_FOR_MS) return inTaskOfItsOwn(early.answer as Promise<T>);
  return call();
}

/** Tests start each case with nothing begun. */
export function forgetEarlyCalls(): void {
  begun.clear();
}
