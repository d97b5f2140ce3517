import { redactTokens } from './redact-tokens';

export type AnalyticsValue = string | number | boolean | null;

/** What the tag manager receives: the event name under 'event', params beside it. */
export interface DataLayerEntry {
  event: string;
  [param: string]: AnalyticsValue;
}

/**
 * The parameters each event may carry to the tag manager, which forwards them to third
 * parties. Anything not listed here is dropped before the data layer (and before the offline
 * queue), so a mobile number, an ID card number or an OTP added to an event by mistake can
 * never reach analytics. An event missing from the table goes out with its name only.
 */
export const EVENT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  api_error: ['code', 'flow'],
  // Core Web Vitals of the page (shared-kernel/src/kit/observability/web-vitals.ts).
  web_vital: ['name', 'value', 'rating', 'route'],
  error_page_view: ['page', 'errorCategory'],
  // A remote the page cannot run (docs/deploy-contract.md, "What the customer sees on skew").
  remote_unavailable: ['remote', 'remoteVersion', 'hostVersion', 'kernelVersion', 'missing'],
  statement_email_error: ['flow', 'errorType'],
  statement_request_submit: ['flow', 'period', 'language', 'hashedEmail'],
};

/** Every event may carry the time it happened when it waited offline (epoch ms). */
export const EVENT_TIME_PARAM = 'eventTime';

// A value made only of digits (with spaces or dashes) is a phone, ID card, account number or
// OTP whatever its parameter is called: dropped even from an allowed parameter.
const DIGITS_ONLY = /^[\d\s-]{6,}$/;

const isSafeValue = (value: AnalyticsValue): boolean => typeof value !== 'string' || !DIGITS_ONLY.test(value);

/** The entry as it may leave the app: allowed parameters only, no token, no bare number. */
export function safeEntry(entry: Readonly<Record<string, AnalyticsValue>>): DataLayerEntry | null {
  const { event } = entry;
  if (typeof event !== 'string' || event === '') return null;
  const allowed = EVENT_PARAMS[event] ?? [];
  const safe: DataLayerEntry = { event };
  for (const [key, value] of Object.entries(redactTokens(entry))) {
    if (key === 'event' || !isSafeValue(value)) continue;
    if (allowed.includes(key) || (key === EVENT_TIME_PARAM && typeof value === 'number')) safe[key] = value;
  }
  return safe;
}
