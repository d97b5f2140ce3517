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
  tellListeners(safe);
}

/**
 * Gives an entry to its listeners only, never to the tag manager: what the page's error reporter
 * hears and analytics does not (a bank answer the kernel refused, api/client.ts).
 */
export function tellListeners(safe: DataLayerEntry): void {
  for (const listener of listeners.get(safe.event) ?? []) {
    try {
      listener(safe);
    } catch {
      // A listener (the error reporter) is best effort; it never stops the event.
    }
  }
}

const listeners = new Map<string, Set<(entry: DataLayerEntry) => void>>();

/**
 * Called with every entry of that event as it enters the data layer (after the parameter
 * allow-list): how the error reporter hears of events other packages send. Returns the unsubscribe.
 */
export function onDataLayerEvent(event: string, listener: (entry: DataLayerEntry) => void): () => void {
  const forEvent = listeners.get(event) ?? new Set();
  listeners.set(event, forEvent.add(listener));
  return () => forEvent.delete(listener);
}
