import { LOCAL_KEYS } from '../storage/keys';
import { type AnalyticsValue, type DataLayerEntry, pushToDataLayer } from './data-layer';
import { EVENT_TIME_PARAM, safeEntry } from './event-params';

/** The queue lives under the kernel's one name for it. */
export const OFFLINE_EVENTS_KEY = LOCAL_KEYS.offlineEvents;

/**
 * At most this many events wait; the oldest go first. A long offline spell must not fill the
 * phone's storage or make every new event rewrite thousands of old ones.
 */
export const MAX_OFFLINE_EVENTS = 100;

// Events storage refused (full or disabled), kept for this page's life instead of being lost.
let unstored: DataLayerEntry[] = [];

function isAnalyticsValue(value: unknown): value is AnalyticsValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isDataLayerEntry(value: unknown): value is DataLayerEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.event === 'string' && Object.values(entry).every(isAnalyticsValue);
}

const newest = (events: DataLayerEntry[]): DataLayerEntry[] => events.slice(-MAX_OFFLINE_EVENTS);

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
  return Array.isArray(stored) ? newest(stored.filter(isDataLayerEntry)) : [];
}

/** False when storage refused the write. */
function writeOfflineEvents(events: DataLayerEntry[]): boolean {
  try {
    if (events.length === 0) localStorage.removeItem(OFFLINE_EVENTS_KEY);
    else localStorage.setItem(OFFLINE_EVENTS_KEY, JSON.stringify(events));
    return true;
  } catch {
    return false;
  }
}

/**
 * Appends the event with the time it happened, so it is reported at that time when it is sent
 * later. The oldest events are dropped beyond the bound; if storage refuses the write the
 * events wait in memory instead of being lost.
 */
export function enqueueOfflineEvent(entry: DataLayerEntry): void {
  const safe = safeEntry(entry);
  if (!safe) return;
  const event: DataLayerEntry = { ...safe, [EVENT_TIME_PARAM]: safe[EVENT_TIME_PARAM] ?? Date.now() };
  if (writeOfflineEvents(newest([...readOfflineEvents(), event]))) return;
  unstored = newest([...unstored, event]);
}

/**
 * Pushes the waiting events in the order they happened and forgets exactly those pushed: if
 * the data layer throws, that event and the ones after it stay for the next flush.
 */
export function flushOfflineEvents(): void {
  const waiting = [...readOfflineEvents(), ...unstored];
  if (waiting.length === 0) return;
  unstored = [];
  let pushed = 0;
  for (const event of waiting) {
    try {
      pushToDataLayer(event);
    } catch {
      break;
    }
    pushed += 1;
  }
  const rest = waiting.slice(pushed);
  if (!writeOfflineEvents(rest)) unstored = newest(rest);
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
