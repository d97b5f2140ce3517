// The host's own origin takes the page's error reports and Web Vitals
// (shared-kernel/src/kit/observability/client-reports.ts: navigator.sendBeacon, a text body
// `{"reports": [...]}`) at `POST /client-reports`, where a runtime config's `errorReportUrl`
// names it. Anyone can post there, so it takes only what the app's pages send: a POST from the
// host's own origin (a browser always names it), at most 10 reports a batch, only a report's
// fields with their types, 8 KiB a text and 16 KiB a report; it scrubs personal data again before
// the log gets a report. It counts each report per remote and version (./server-metrics.js, ./canary-figures.js);
// a version outside the manifest's live and canary is counted as `other`, so a client cannot add
// series. Error reports go to the log, one JSON line each, at most 60 a minute. A `bank-contract` report (a bank answer
// the page refused) is counted by its bank path template, logged, and never held against a remote's
// canary: the bank's fault is not the remote's. docs/serving.md ("Client reports").
const { REMOTE_NAME, VERSION } = require('./release-manifest');
const { logRecord } = require('./log-record');
const { pathTemplate } = require('./request-names');
const { scrubPersonalData } = require('./scrub-personal-data');
const { isRecord } = require('./is-record');
const { pinsOf } = require('./tester-pins');

const REPORTS_PATH = '/client-reports';
const MAX_REPORTS_PER_BATCH = 10;
const MAX_REPORT_CHARS = 16 * 1024;
const MAX_FIELD_CHARS = 8 * 1024;
const MAX_BODY_BYTES = MAX_REPORTS_PER_BATCH * MAX_REPORT_CHARS + 1024;
// Anyone can post, so what the reports write on the log is bounded whoever sends them: at most this
// many lines a minute per server (a line is up to 16 KiB), the rest counted only. Scrubbing is most
// of a report's cost, and only a report the log gets is scrubbed.
const LOG_LINES_PER_MINUTE = 60;
const ERROR_KINDS = new Set(['window-error', 'unhandled-rejection', 'error-boundary', 'start-failure', 'remote-unavailable']);
const BANK_CONTRACT = 'bank-contract';
// The kinds written on the log, one line each: every kind but the Web Vitals, which are counted only.
const LOGGED_KINDS = new Set([...ERROR_KINDS, BANK_CONTRACT]);
const KINDS = new Set([...LOGGED_KINDS, 'web-vital']);
const TEXT_FIELDS = new Set([
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
]);

/** Whether `report` is one a page of the app sends: known fields of their types, bounded. */
function isReport(report) {
  if (!isRecord(report) || !KINDS.has(report.kind) || JSON.stringify(report).length > MAX_REPORT_CHARS) return false;
  if (report.remote !== undefined && !REMOTE_NAME.test(report.remote)) return false;
  if (report.remoteRelease !== undefined && !VERSION.test(report.remoteRelease)) return false;
  return Object.entries(report).every(([field, content]) => {
    if (field === 'kind') return true;
    if (field === 'value') return typeof content === 'number' && Number.isFinite(content);
    return TEXT_FIELDS.has(field) && typeof content === 'string' && content.length <= MAX_FIELD_CHARS;
  });
}

/** A text as the log gets it: scrubbed of personal data; a version and a bank path template are not free text. */
function loggedText(field, content) {
  if (typeof content !== 'string' || field === 'remoteRelease' || field === 'kind' || field === 'bankPath') return content;
  return scrubPersonalData(content);
}

/**
 * The batch's reports, or why it is refused with which status.
 * @returns {{ reports: object[] } | { status: number, problem: string }}
 */
function readBatch(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, problem: 'not JSON' };
  }
  const reports = isRecord(body) ? body.reports : undefined;
  if (!Array.isArray(reports) || reports.length === 0 || reports.length > MAX_REPORTS_PER_BATCH || !reports.every(isReport))
    return { status: 400, problem: `expected {reports: [...]}: 1 to ${MAX_REPORTS_PER_BATCH} reports of the known fields` };
  // A bank path is kept as its template only (./request-names.js: words and `{id}`, never an id).
  return {
    reports: reports.map((report) => (report.bankPath === undefined ? report : { ...report, bankPath: pathTemplate(report.bankPath) })),
  };
}

/** Whether the request comes from a page of the host's own origin. */
function fromOwnOrigin(req) {
  try {
    return new URL(req.headers.origin ?? '').host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * @param {{ versionsInForce: () => Record<string, string[]>, metrics?: { clientReport(labels: { remote: string, version: string, kind: string, name?: string, value?: number }): void, bankContractReport(path: string): void }, figures?: ReturnType<typeof import('./canary-figures').canaryFigures>, log?: (record: object) => void, now?: () => number, pinsAllowed?: boolean }} opts
 *   versionsInForce: each released remote's live and canary versions (./remote-versions.js);
 *   pinsAllowed: whether testers' pins are honoured (./tester-pins.js): a pinned page is no page view, so its reports are not counted
 */
function clientReportCollector({ versionsInForce, metrics, figures, log = () => {}, now = Date.now, pinsAllowed = false }) {
  /**
   * The versions in force of the remote a report names, or undefined. Only the record's own
   * fields: `constructor` is a remote's name in shape, and every object has one.
   */
  function inForceOf(remote) {
    const inForce = versionsInForce();
    return remote !== undefined && Object.hasOwn(inForce, remote) ? inForce[remote] : undefined;
  }

  function count(report, pins) {
    if (report.kind === BANK_CONTRACT) metrics?.bankContractReport(report.bankPath ?? '/');
    const inForce = inForceOf(report.remote);
    if (!inForce || (Object.hasOwn(pins, report.remote) && pins[report.remote] === report.remoteRelease)) return;
    const version = inForce.includes(report.remoteRelease) ? report.remoteRelease : 'other';
    metrics?.clientReport({ remote: report.remote, version, kind: report.kind, name: report.name, value: report.value });
    if (version === 'other') return;
    if (ERROR_KINDS.has(report.kind)) figures?.errorReport(report.remote, version);
    else if (report.name === 'LCP' && typeof report.value === 'number') figures?.lcp(report.remote, version, report.value);
  }

  /**
   * The report as the log gets it: a version in force is written as it is (a content hash may be
   * ten digits); any other is scrubbed like a text, since an ID card or a mobile has a version's shape.
   */
  function forTheLog(report) {
    const scrubbed = Object.fromEntries(Object.entries(report).map(([field, content]) => [field, loggedText(field, content)]));
    if (report.remoteRelease === undefined || inForceOf(report.remote)?.includes(report.remoteRelease)) return scrubbed;
    return { ...scrubbed, remoteRelease: scrubPersonalData(report.remoteRelease) };
  }

  let minute = -1;
  let linesThisMinute = 0;
  function write(report) {
    const at = now();
    if (Math.floor(at / 60_000) !== minute) [minute, linesThisMinute] = [Math.floor(at / 60_000), 0];
    linesThisMinute += 1;
    const time = new Date(at).toISOString();
    if (linesThisMinute <= LOG_LINES_PER_MINUTE)
      log(logRecord('warn', { time, server: 'host', message: 'client report', report: forTheLog(report) }));
    else if (linesThisMinute === LOG_LINES_PER_MINUTE + 1)
      log(
        logRecord('warn', {
          time,
          server: 'host',
          message: 'client reports over the log budget: the rest of this minute are counted, not logged',
        }),
      );
  }

  function take(reports, pins) {
    for (const report of reports) {
      count(report, pins);
      if (LOGGED_KINDS.has(report.kind)) write(report);
    }
  }

  return {
    handles: (pathname) => pathname === REPORTS_PATH,
    /** Answers 204 for a batch taken, else 405, 403, 413 or 400. */
    answer(req, res) {
      const reply = (status, text) => {
        res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(text);
      };
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        return reply(405, 'method not allowed');
      }
      if (!fromOwnOrigin(req)) return reply(403, "reports are taken from the app's pages only");
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return reply(413, 'too large');
      const chunks = [];
      let size = 0;
      let tooLarge = false;
      req.on('data', (chunk) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) tooLarge = true;
        else chunks.push(chunk);
      });
      req.on('end', () => {
        if (tooLarge) return reply(413, 'too large');
        const batch = readBatch(Buffer.concat(chunks).toString('utf8'));
        if (!batch.reports) return reply(batch.status, batch.problem);
        take(batch.reports, pinsAllowed ? pinsOf(req.headers.cookie) : {});
        reply(204);
      });
      req.on('error', () => res.destroy());
    },
  };
}

module.exports = { clientReportCollector, readBatch, REPORTS_PATH, MAX_REPORTS_PER_BATCH, MAX_FIELD_CHARS, MAX_REPORT_CHARS };
