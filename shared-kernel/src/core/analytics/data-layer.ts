import { safeEntry, type DataLayerEntry } from './event-params';

export type { AnalyticsValue, DataLayerEntry } from './event-params';

// Typed locally instead of augmenting Window, so another package declaring dataLayer
// differently cannot clash with this one.
type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

/** The tag manager's queue; created when the tag manager script has not loaded (yet). */
export function getDataLayer(): unknown[] {
  const w = window as WindowWithDataLayer;
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return w.dataLayer;
}

/**
 * The one way into the data layer; it keeps only each event's allowed parameters and redacts
 * tokens itself, so no caller can forget. It may throw (the tag manager replaces `push`);
 * `track` is what pages call, and it never does.
 */
export function pushToDataLayer(entry: DataLayerEntry): void {
  const safe = safeEntry(entry);
  if (!safe) return;
  getDataLayer().push(safe);
  hear(safe);
}

function hear(safe: DataLayerEntry): void {
  for (const listener of listeners.get(safe.event) ?? []) {
    try {
      listener(safe);
    } catch {
      // A listener (the error reporter) is best effort; it never stops the event.
    }
  }
}

const listeners = new Map<string, Set<(entry: DataLayerEntry) => void>>();
// Told before anyone listened: the error reporter starts with the host's bootstrap chunk, after
// the start-up's first bank calls may have been answered (host/src/app/start-up.ts).
const unheard: DataLayerEntry[] = [];

/**
 * Gives an entry to its listeners only, never to the tag manager: what the page's error reporter
 * hears and analytics does not (a bank answer the kernel refused, api/client.ts). With no listener
 * yet, it waits for the first (at most 10 wait).
 */
export function tellListeners(safe: DataLayerEntry): void {
  if (listeners.get(safe.event)?.size) hear(safe);
  else if (unheard.length < 10) unheard.push(safe);
}

/**
 * Called with every entry of that event as it enters the data layer (after the parameter
 * allow-list), and with those told to listeners before it came: how the error reporter hears of
 * events other packages send. Returns the unsubscribe.
 */
export function onDataLayerEvent(event: string, listener: (entry: DataLayerEntry) => void): () => void {
  const forEvent = listeners.get(event) ?? new Set();
  listeners.set(event, forEvent.add(listener));
  // Those of other events wait on.
  for (const entry of unheard.splice(0)) tellListeners(entry);
  return () => forEvent.delete(listener);
}
