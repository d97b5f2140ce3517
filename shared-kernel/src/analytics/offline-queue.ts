import { LOCAL_KEYS } from '../storage/keys';
import { type AnalyticsValue, type DataLayerEntry, pushToDataLayer } from './data-layer';
import { redactTokens } from './redact-tokens';

/** The queue lives under the kernel's one name for it. */
export const OFFLINE_EVENTS_KEY = LOCAL_KEYS.offlineEvents;

function isAnalyticsValue(value: unknown): value is AnalyticsValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isDataLayerEntry(value: unknown): value is DataLayerEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.event === 'string' && Object.values(entry).every(isAnalyticsValue);
}

/**
 * Stored events, oldest first. A value that is not JSON or not an array reads as empty, and
 * unreadable items are skipped, so one bad write never blocks the events after it.
 */
export function readOfflineEvents(): DataLayerEntry[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(OFFLINE_EVENTS_KEY) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(stored) ? stored.filter(isDataLayerEntry) : [];
}

/** Appends; if storage is unavailable or full the event is pushed now rather than lost. */
export function enqueueOfflineEvent(entry: DataLayerEntry): void {
  const safe = redactTokens(entry);
  if (typeof safe.event !== 'string') return;
  const event: DataLayerEntry = { ...safe, event: safe.event };
  try {
    localStorage.setItem(OFFLINE_EVENTS_KEY, JSON.stringify([...readOfflineEvents(), event]));
  } catch {
    pushToDataLayer(event);
  }
}

/** Pushes the stored events in the order they happened, then forgets them. */
export function flushOfflineEvents(): void {
  const events = readOfflineEvents();
  try {
    localStorage.removeItem(OFFLINE_EVENTS_KEY);
  } catch {
    // Storage that cannot be cleared could not have been written either; nothing to flush.
    return;
  }
  events.forEach(pushToDataLayer);
}

/**
 * Flushes whenever the connection comes back, and once at start for events a previous
 * session left behind. Returns the unsubscribe.
 */
export function startOfflineQueue(): () => void {
  const onOnline = (): void => flushOfflineEvents();
  window.addEventListener('online', onOnline);
  if (navigator.onLine) flushOfflineEvents();
  return () => window.removeEventListener('online', onOnline);
}
