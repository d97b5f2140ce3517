import { invalid, control } from './control-route';
import { scrubPersonalData } from '../../../server/scrub-personal-data';
import { json } from '../http/reply';
import { header } from '../http/request';
import type { SandboxDeps } from '../sandbox-deps';
import type { Store } from '../state/store';

// The collector a runtime config's `errorReportUrl` names in the sandbox: the page's error
// reports and Web Vitals (shared-kernel/src/kit/observability/client-reports.ts), sent with
// navigator.sendBeacon as a JSON text body `{reports: [...]}`. Anyone can post to it, so it
// takes only what the app's pages send: from the app's own origins (a browser always names the
// page's origin on a POST), a batch the reporter's size, the fields a report has with their
// types, each report bounded; and it scrubs personal data and tokens again on receipt, since a
// page of another release, or no page at all, may not have, with the host's collector's rules
// (server/scrub-personal-data.js). Kept beside the store, bounded.

export const MAX_REPORTS_KEPT = 500;
/** The reporter's batch (shared-kernel/src/kit/observability/client-reports.ts BATCH_SIZE). */
export const MAX_REPORTS_PER_BATCH = 10;
/** A report as JSON: room for a long stack, and at most MAX_REPORTS_KEPT × this kept. */
export const MAX_REPORT_CHARS = 16 * 1024;
export const MAX_FIELD_CHARS = 8 * 1024;

const KINDS = [
  'window-error',
  'unhandled-rejection',
  'error-boundary',
  'start-failure',
  'remote-unavailable',
  'bank-contract',
  'web-vital',
];
const TEXT_FIELDS = [
  'release',
  'route',
  'remote',
  'remoteVersion',
  'remoteRelease',
  'message',
  'stack',
  'missing',
  'hostVersion',
  'kernelVersion',
  'name',
  'rating',
  'bankPath',
  'field',
  'expected',
];

const reportsByStore = new WeakMap<Store, Record<string, unknown>[]>();

function listFor(store: Store): Record<string, unknown>[] {
  let list = reportsByStore.get(store);
  if (!list) {
    list = [];
    reportsByStore.set(store, list);
  }
  return list;
}

export function forgetClientReports(store: Store): void {
  reportsByStore.delete(store);
}

function isReport(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if (JSON.stringify(value).length > MAX_REPORT_CHARS) return false;
  return (
    Object.entries(value).every(([field, content]) => {
      if (field === 'kind') return typeof content === 'string' && KINDS.includes(content);
      if (field === 'value') return typeof content === 'number' && Number.isFinite(content);
      return TEXT_FIELDS.includes(field) && typeof content === 'string' && content.length <= MAX_FIELD_CHARS;
    }) && 'kind' in value
  );
}

const fromApp = (deps: SandboxDeps, origin: string | undefined): boolean =>
  origin !== undefined && (origin === deps.hostOrigin || deps.allowedOrigins.includes(origin));

export const clientReportControls = [
  control('POST', '/client-reports', ({ body, headers, deps }) => {
    if (!fromApp(deps, header(headers, 'origin'))) return json(403, { error: "reports are taken from the app's pages only" });
    const { reports } = body;
    if (!Array.isArray(reports) || reports.length > MAX_REPORTS_PER_BATCH || !reports.every(isReport)) {
      return invalid(`expected {reports: [{kind, ...}]}: at most ${MAX_REPORTS_PER_BATCH} reports of the known fields`);
    }
    const list = listFor(deps.store);
    const received = reports.map((report) =>
      Object.fromEntries(
        Object.entries(report).map(([field, content]) => [field, typeof content === 'string' ? scrubPersonalData(content) : content]),
      ),
    );
    list.push(...received.map((report) => ({ ...report, receivedAt: deps.store.clock.now() })));
    list.splice(0, Math.max(0, list.length - MAX_REPORTS_KEPT));
    return json(200, { ok: true });
  }),
  // ?kind= narrows to one kind (`error-boundary`, `web-vital`, …); a misspelt one would list nothing.
  control('GET', '/client-reports', ({ query, deps }) => {
    const kind = query.get('kind');
    if (kind !== null && !KINDS.includes(kind)) return invalid(`kind must be one of ${KINDS.join(', ')}`);
    const list = listFor(deps.store);
    return json(200, { reports: kind ? list.filter((report) => report.kind === kind) : list });
  }),
];
