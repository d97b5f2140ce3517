import { onDataLayerEvent, type DataLayerEntry, type RuntimeConfig } from 'shared-kernel';
import { DIGIT_RUN, scrubPersonalData } from './scrub-personal-data';

/**
 * Error reports and Web Vitals, sent to the runtime config's `errorReportUrl` with
 * navigator.sendBeacon in batches (docs/serving.md has the endpoint's side). Every text is
 * scrubbed of personal data here, in one place, whatever reported it. The host starts it once
 * (`startClientReports`); remotes report through the host's React root and the data layer.
 */
export type ClientReportKind =
  'window-error' | 'unhandled-rejection' | 'error-boundary' | 'start-failure' | 'remote-unavailable' | 'bank-contract' | 'web-vital';

export interface ClientReport {
  kind: ClientReportKind;
  /** The release of the page (host build) that sent it. */
  release: string;
  /** The route's path, scrubbed (an account number in a path is personal). */
  route: string;
  /** The remote that draws the route or that failed. */
  remote?: string;
  /** remote-unavailable: the remote's build label. */
  remoteVersion?: string;
  /**
   * The published version of `remote` this page was given (the release manifest's live or
   * canary, docs/deploying.md): what the host's server counts a canary's reports by.
   */
  remoteRelease?: string;
  message?: string;
  stack?: string;
  /** remote-unavailable: what the page could not give the remote. */
  missing?: string;
  hostVersion?: string;
  kernelVersion?: string;
  /** bank-contract: the refused call's bank path template, the field and what the contract expects there. */
  bankPath?: string;
  field?: string;
  expected?: string;
  /** web-vital: LCP, INP or CLS, its value and rating. */
  name?: string;
  value?: number;
  rating?: string;
}

type ReportInput = Omit<ClientReport, 'release' | 'route'>;

export interface ClientReporter {
  report(input: ReportInput): void;
  /** Sends what is waiting now (the page is being hidden or left). */
  flush(): void;
}

interface ReporterOptions {
  url: string;
  release: string;
  route: () => string;
  remoteOfRoute?: (route: string) => string | undefined;
  /** The published version of a remote this page got, where it got one. */
  releaseOfRemote?: (remote: string) => string | undefined;
  send?: (url: string, body: string) => boolean;
  /** A batch leaves this long after its first report, or at once when it is full. */
  batchDelayMs?: number;
}

const BATCH_SIZE = 10;
// A page in a loop of errors must not become a flood: beyond this, nothing more is sent.
const MAX_PER_PAGE = 50;
// A published version names a folder on the static origin (server/release-manifest.js): it is
// never free text, so it is kept only in this shape and never scrubbed (its hash may hold digits).
const PUBLISHED_VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

// A text is cut before it is scrubbed: the collector refuses a whole batch for one text over 8 KiB,
// a browser sends no beacon over 64 KiB (ten reports of three texts), and a long text's scrub
// would hold the page. The cut word goes too, lest an e-mail or a number lose the part that shows it,
// and so do the digits before it, lest a mobile or ID card written in groups (081 234 5678) keep
// its first groups, too few digits for the scrub to know it.
const MAX_TEXT = 1500;
const CUT_TAIL = new RegExp(`(?:${DIGIT_RUN.source}\\s*)?\\S{0,64}$`);
const cut = (text: string) => (text.length > MAX_TEXT ? text.slice(0, MAX_TEXT).replace(CUT_TAIL, '') : text);

const scrubbed = (report: ClientReport): ClientReport =>
  Object.fromEntries(
    Object.entries(report).map(([key, value]) => [
      key,
      typeof value === 'string' && key !== 'remoteRelease' ? scrubPersonalData(cut(value)) : value,
    ]),
  ) as unknown as ClientReport;

function withRelease(report: ClientReport, releaseOfRemote: ReporterOptions['releaseOfRemote']): ClientReport {
  const version = report.remote ? releaseOfRemote?.(report.remote) : undefined;
  return version && PUBLISHED_VERSION.test(version) ? { ...report, remoteRelease: version } : report;
}

export function createClientReporter({
  url,
  release,
  route,
  remoteOfRoute,
  releaseOfRemote,
  send,
  batchDelayMs = 3000,
}: ReporterOptions): ClientReporter {
  const beacon = send ?? ((to: string, body: string) => navigator.sendBeacon(to, body));
  const queue: ClientReport[] = [];
  const seen = new Set<string>();
  let accepted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    try {
      beacon(url, JSON.stringify({ reports: queue.splice(0) }));
    } catch {
      // Reporting is best effort; it never reaches the page.
    }
  }

  function report(input: ReportInput): void {
    const path = route();
    const full = withRelease(scrubbed({ remote: remoteOfRoute?.(path), ...input, release, route: path }), releaseOfRemote);
    // The same error on the same route is one report, however often it is thrown or caught; a
    // bank answer refused is one per call path, whatever the route.
    const key = full.kind === 'web-vital' ? `${full.name}:${full.value}` : `${full.kind}|${full.bankPath ?? full.route}|${full.message}`;
    if (seen.has(key) || accepted >= MAX_PER_PAGE) return;
    seen.add(key);
    accepted += 1;
    queue.push(full);
    if (queue.length >= BATCH_SIZE) flush();
    else timer ??= setTimeout(flush, batchDelayMs);
  }

  return { report, flush };
}

/** An error's message and stack, whatever was thrown. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'non-error thrown' };
}

const text = (entry: DataLayerEntry, key: string): string | undefined =>
  typeof entry[key] === 'string' ? (entry[key] as string) : undefined;

// Errors React reports before the runtime config (and so the reporter) is there wait here.
const early: ReportInput[] = [];
// The page's one reporter: only the host's bootstrap imports this side entry, so
// there is one copy of it on a page.
// eslint-disable-next-line no-restricted-syntax
let current: ClientReporter | null = null;

/** For the host's React root (createRoot's onCaughtError / onUncaughtError): every error boundary. */
export function reportRenderError(error: unknown): void {
  reportCaught('error-boundary', error);
}

/**
 * For the host's start-up: the page could not start (LINE's liff.init failed or timed out). The
 * customer sees the start-up failure screen; without this report a wrong LIFF ID or a LINE outage
 * would fail every customer and no error reach the operators. A runtime config that could not be
 * had names no collector, so that start is kept here and never sent.
 */
export function reportStartFailure(error: unknown): void {
  reportCaught('start-failure', error);
}

function reportCaught(kind: 'error-boundary' | 'start-failure', error: unknown): void {
  const input: ReportInput = { kind, ...describeError(error) };
  if (current) current.report(input);
  else if (early.length < BATCH_SIZE) early.push(input);
}

/**
 * Starts reporting for this page: window errors, unhandled rejections, the data layer's
 * `remote_unavailable` and `web_vital` events, the bank answers the kernel refused, and render
 * errors given to `reportRenderError`.
 * Without `errorReportUrl` in the config nothing is collected.
 */
export function startClientReports(
  config: Pick<RuntimeConfig, 'errorReportUrl'>,
  { release, remoteOfRoute, releaseOfRemote }: Pick<ReporterOptions, 'release' | 'remoteOfRoute' | 'releaseOfRemote'>,
): ClientReporter | null {
  if (!config.errorReportUrl || current) return current;
  const reporter = createClientReporter({
    url: config.errorReportUrl,
    release,
    route: () => window.location.pathname,
    remoteOfRoute,
    releaseOfRemote,
  });
  current = reporter;
  window.addEventListener('error', (event) => reporter.report({ kind: 'window-error', ...describeError(event.error ?? event.message) }));
  window.addEventListener('unhandledrejection', (event) =>
    reporter.report({ kind: 'unhandled-rejection', ...describeError(event.reason) }),
  );
  onDataLayerEvent('remote_unavailable', (entry) =>
    reporter.report({
      kind: 'remote-unavailable',
      remote: text(entry, 'remote'),
      remoteVersion: text(entry, 'remoteVersion'),
      hostVersion: text(entry, 'hostVersion'),
      kernelVersion: text(entry, 'kernelVersion'),
      missing: text(entry, 'missing'),
    }),
  );
  onDataLayerEvent('web_vital', (entry) =>
    reporter.report({
      kind: 'web-vital',
      name: text(entry, 'name'),
      value: typeof entry.value === 'number' ? entry.value : undefined,
      rating: text(entry, 'rating'),
    }),
  );
  // The kernel's own entry (core/api/client.ts): bankPath, field and expected, all texts.
  onDataLayerEvent('bank_contract', ({ event: _event, ...where }) => reporter.report({ ...where, kind: 'bank-contract' }));
  window.addEventListener('pagehide', () => reporter.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  for (const input of early.splice(0)) reporter.report(input);
  return reporter;
}

export { measureWebVitals } from './web-vitals';
