/**
 * Lets promise chains already under way run their next steps, without a timer: for tests whose
 * timers are fake, or that must tell "later in this task" from "in a later task".
 */
export async function runPendingMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}
