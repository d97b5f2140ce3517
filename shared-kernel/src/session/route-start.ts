import { beginStatementEntryCalls } from './statement-entry-calls';

/**
 * What a route asks of the start-up before its page has arrived, as the remote that owns the
 * route publishes it in its first-screens descriptor (docs/remote-screens.md). The host's server
 * puts the entries of every remote into the page (`<script type="application/json"
 * id="route-start">`), keyed by route, so the host's code names no remote's route or call.
 */
export interface RouteStart {
  /** A plan of first bank calls, by name ({@link FIRST_CALL_PLANS}). */
  firstCalls?: string;
  /** A host screen the route leads to by itself, fetched while the app starts. */
  nextHostRoute?: string;
}

/**
 * The first-call plans a remote may name. The calls themselves stay the kernel's (one place for
 * the API): a descriptor only chooses among them, so a page cannot make the start-up call anything
 * else. Like every call that needs a token they go out once the exchange has succeeded, and not at
 * all when it fails (callApi, session-ready.ts).
 */
const FIRST_CALL_PLANS: Readonly<Record<string, (query: URLSearchParams) => void>> = {
  'statement-entry': beginStatementEntryCalls,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The route-start entries the server wrote into the page, checked; anything else reads as none. */
export function readRouteStarts(doc: Document = document): Readonly<Record<string, RouteStart>> {
  const text = doc.getElementById('route-start')?.textContent?.trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const starts: Record<string, RouteStart> = {};
  for (const [route, entry] of Object.entries(parsed)) {
    if (!route.startsWith('/') || !isRecord(entry)) continue;
    starts[route] = { firstCalls: optionalText(entry.firstCalls), nextHostRoute: optionalText(entry.nextHostRoute) };
  }
  return starts;
}

/** Begins the first calls a route's entry names; an unknown plan begins nothing. */
export function beginFirstCalls(start: RouteStart | undefined, query: URLSearchParams): void {
  const plan = start?.firstCalls;
  const begin = plan && Object.prototype.hasOwnProperty.call(FIRST_CALL_PLANS, plan) ? FIRST_CALL_PLANS[plan] : undefined;
  begin?.(query);
}
