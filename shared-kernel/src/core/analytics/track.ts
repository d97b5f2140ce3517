import { type AnalyticsValue, type DataLayerEntry, pushToDataLayer } from './data-layer';
import { enqueueOfflineEvent, flushOfflineEvents } from './offline-queue';

export interface AnalyticsEvent {
  name: string;
  /** Undefined params are left out; 'event' is reserved for the name. */
  params?: Readonly<Record<string, AnalyticsValue | undefined>>;
}

function toEntry({ name, params = {} }: AnalyticsEvent): DataLayerEntry {
  const entry: DataLayerEntry = { event: name };
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'event' && value !== undefined) entry[key] = value;
  }
  return entry;
}

/**
 * Sends now when online; offline, the event waits in storage. Online, anything still waiting
 * goes first: the browser may report online before its 'online' event reaches the queue.
 * Never throws: a broken tag manager or full storage must not stop a customer's journey (the
 * error handler tracks before it shows its popup).
 */
export function track(event: AnalyticsEvent): void {
  try {
    const entry = toEntry(event);
    if (!navigator.onLine) {
      enqueueOfflineEvent(entry);
      return;
    }
    flushOfflineEvents();
    try {
      pushToDataLayer(entry);
    } catch {
      // The data layer refused it: keep it with its time for the next flush.
      enqueueOfflineEvent(entry);
    }
  } catch {
    // Analytics is best effort; nothing here may reach the page.
  }
}
