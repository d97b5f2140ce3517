import { invalid, control } from './control-route';
import { json } from '../http/reply';
import type { Store } from '../state/store';

// The collector a runtime config's `errorReportUrl` names in the sandbox: the page's error
// reports and Web Vitals (shared-kernel/src/observability/client-reports.ts), sent with
// navigator.sendBeacon as a JSON text body `{reports: [...]}`. Kept beside the store, bounded.

export const MAX_REPORTS_KEPT = 500;

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

const isReport = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { kind?: unknown }).kind === 'string';

export const clientReportControls = [
  control('POST', '/client-reports', ({ body, deps }) => {
    const { reports } = body;
    if (!Array.isArray(reports) || !reports.every(isReport)) return invalid('expected {reports: [{kind, ...}]}');
    const list = listFor(deps.store);
    list.push(...reports.map((report) => ({ ...report, receivedAt: deps.store.clock.now() })));
    list.splice(0, Math.max(0, list.length - MAX_REPORTS_KEPT));
    return json(200, { ok: true });
  }),
  // ?kind= narrows to one kind (`error-boundary`, `web-vital`, …).
  control('GET', '/client-reports', ({ query, deps }) => {
    const kind = query.get('kind');
    const list = listFor(deps.store);
    return json(200, { reports: kind ? list.filter((report) => report.kind === kind) : list });
  }),
];
