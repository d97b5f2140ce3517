import { beginStatementEntryCalls } from './statement-entry-calls';

/**
 * What a route asks of the start-up before its page has arrived, as the remote that owns the
 * route publishes it in its first-screens descriptor (docs/remote-screens.md). The host's server
 * puts the entries of every remote into the page (`<script type="application/json"
 * id="route-start">`), keyed by route, so the host's code names no remote's route or call.
 */
export interface RouteStart {
  /** The first bank calls to begin, by plan name: only {@link STATEMENT_ENTRY_PLAN} begins any. */
  firstCalls?: string;
  /** A host screen the route leads to by itself, fetched while the app starts. */
  nextHostRoute?: string;
}

/**
 * The one first-call plan a remote may name. The calls themselves stay the kernel's (one place
 * for the API), and the host's start-up begins them before any remote's code is on the page: a
 * descriptor only names the plan, so a page cannot make the start-up call anything else. Like
 * every call that needs a token they go out once the exchange has succeeded, and not at all when
 * it fails (callApi, session-ready.ts).
 */
const STATEMENT_ENTRY_PLAN = 'statement-entry';

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

/** Begins the first calls a route's entry names; a name other than the plan's begins nothing. */
export function beginFirstCalls(start: RouteStart | undefined, query: URLSearchParams): void {
  if (start?.firstCalls === STATEMENT_ENTRY_PLAN) beginStatementEntryCalls(query);
}
