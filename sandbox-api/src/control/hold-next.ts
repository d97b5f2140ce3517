import { json } from '../http/reply';
import type { Store } from '../state/store';
import type { HoldRule } from '../state/types';
import { ruleTarget, takeRule, unreachableRule } from './call-rules';
import { control, invalid } from './control-route';

// Holding a bank answer keeps a screen that forwards as soon as the bank answers (/redirect-kma)
// on the phone long enough to look at it, in any browser: WebKit's driver cannot hold a request
// itself, as Playwright's routing does in Chromium.
export const LONGEST_HOLD_MS = 60_000;

// Calls being held now, each with what lets it go, so a tester need not wait out a long hold.
const heldByStore = new WeakMap<Store, Set<() => void>>();

/** Holds one call for `ms`, or until DELETE /hold-next or a reset lets it go. */
export function holdCall(store: Store, ms: number): Promise<void> {
  const held = heldByStore.get(store) ?? new Set<() => void>();
  heldByStore.set(store, held);
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      held.delete(release);
      resolve();
    };
    const timer = setTimeout(release, ms);
    held.add(release);
  });
}

/** Lets every held call go at once; answers how many there were. */
export function releaseHeldCalls(store: Store): number {
  const held = [...(heldByStore.get(store) ?? [])];
  for (const release of held) release();
  return held.length;
}

/** The first rule matching this call, with one use taken off it. */
export function takeHoldRule(store: Store, method: string, path: string, pattern: string): HoldRule | undefined {
  return takeRule(store.holdRules, method, path, pattern);
}

export const holdNextControls = [
  control('POST', '/hold-next', ({ body, deps }) => {
    const { path, method, ms, times } = body;
    if (typeof path !== 'string' || !path.startsWith('/')) return invalid('path must be a bank path such as /verification/kma/request');
    if (method !== undefined && typeof method !== 'string') return invalid('method must be a string');
    if (!Number.isInteger(ms) || (ms as number) < 1 || (ms as number) > LONGEST_HOLD_MS)
      return invalid(`ms must be a whole number of milliseconds from 1 to ${LONGEST_HOLD_MS}`);
    if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) return invalid('times must be a positive integer');
    const target = ruleTarget({ path, method, times });
    const unreachable = unreachableRule(target);
    if (unreachable) return invalid(unreachable);
    deps.store.holdRules.push({ ...target, ms: ms as number });
    return json(200, { rules: deps.store.holdRules });
  }),
  control('GET', '/hold-next', ({ deps }) => json(200, { rules: deps.store.holdRules })),
  control('DELETE', '/hold-next', ({ deps }) => {
    deps.store.holdRules = [];
    return json(200, { rules: [], released: releaseHeldCalls(deps.store) });
  }),
];
