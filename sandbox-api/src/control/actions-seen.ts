import type { IncomingHttpHeaders } from 'node:http';
import { json } from '../http/reply';
import type { Store } from '../state/store';
import { control } from './control-route';

// The bank logs each call's X-Action; the sandbox keeps the ones it saw so tests can check the
// app named every step. Kept beside the store (per sandbox process) and bounded, so a soak of
// thousands of calls cannot grow it without limit.

export const MAX_ACTIONS_KEPT = 1000;

export interface ActionSeen {
  method: string;
  /** The route pattern, e.g. `/survey-submissions/:id`. */
  path: string;
  /** The X-Action header, or null when the call carried none. */
  action: string | null;
  scenarioId: string | null;
}

const seenByStore = new WeakMap<Store, ActionSeen[]>();

function listFor(store: Store): ActionSeen[] {
  let list = seenByStore.get(store);
  if (!list) {
    list = [];
    seenByStore.set(store, list);
  }
  return list;
}

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value.slice(0, 100) : null;
};

export function recordAction(store: Store, method: string, pattern: string, headers: IncomingHttpHeaders): void {
  const list = listFor(store);
  list.push({ method, path: pattern, action: header(headers, 'x-action'), scenarioId: header(headers, 'x-scenario-id') });
  if (list.length > MAX_ACTIONS_KEPT) list.splice(0, list.length - MAX_ACTIONS_KEPT);
}

export function forgetActions(store: Store): void {
  seenByStore.delete(store);
}

export const actionsSeenControls = [
  control('GET', '/actions', ({ deps, query }) => {
    const scenarioId = query.get('scenarioId');
    const actions = listFor(deps.store).filter((seen) => !scenarioId || seen.scenarioId === scenarioId);
    return json(200, { actions });
  }),
  control('DELETE', '/actions', ({ deps }) => {
    forgetActions(deps.store);
    return json(200, { actions: [] });
  }),
];
