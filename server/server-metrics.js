// Prometheus metrics of one server (prom-client, its stock histogram buckets and Node's process
// metrics), served on the admin port only: the public port never answers /metrics. Labels are
// kinds and templates, never a raw path, so their number stays bounded whatever clients send.
// docs/serving.md ("Metrics") lists them.
const http = require('node:http');
const client = require('prom-client');

// A bank path template outside the API's few dozen is a client's invention: past this many,
// new ones are counted together instead of each adding series.
const MAX_BANK_PATHS = 64;
const METRICS_PATH = '/metrics';

function createServerMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new client.Counter({
    name: 'lks_http_requests_total',
    help: 'Requests answered, by route kind (page, static, api, reports, refused) and status class',
    labelNames: ['route_kind', 'status_class'],
    registers,
  });
  const requestSeconds = new client.Histogram({
    name: 'lks_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route kind and status class',
    labelNames: ['route_kind', 'status_class'],
    registers,
  });
  const bankSeconds = new client.Histogram({
    name: 'lks_bank_call_duration_seconds',
    help: 'Time the bank took to answer a forwarded call, by bank path template and result (status class, or failed)',
    labelNames: ['path', 'result'],
    // prom-client's stock buckets end at 10 s; the forwarder waits 27 s (./build-server.js), and a
    // slow bank's 12 s and 26 s must not look the same.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 20, 25, 30],
    registers,
  });
  const bankFailures = new client.Counter({
    name: 'lks_bank_call_failures_total',
    help: 'Forwarded calls the bank did not answer (answered 502 to the app), by bank path template',
    labelNames: ['path'],
    registers,
  });
  // A silent bank shows here at once; the histogram and the counter only once its calls give up (27 s).
  const bankInFlight = new client.Gauge({
    name: 'lks_bank_calls_in_flight',
    help: 'Forwarded calls not answered yet: with the bank, or waiting for one of its 64 connections',
    registers,
  });
  const remoteScreenFetches = new client.Counter({
    name: 'lks_remote_first_screens_fetches_total',
    help: "Reads of a remote's first-screens.json: hit (kept copy), refreshed (fetched or revalidated), failed (no usable answer), refused (not a valid descriptor)",
    labelNames: ['remote', 'outcome'],
    registers,
  });
  const manifestReads = new client.Counter({
    name: 'lks_release_manifest_reads_total',
    help: 'Reads of the release manifest: refreshed (a good one read), refused (fails its schema), failed (unreadable); the last good one stays in force',
    labelNames: ['outcome'],
    registers,
  });
  const refusedClaims = new client.Gauge({
    name: 'lks_remote_route_claims_refused',
    help: "Routes a remote publishes that the host refuses it: a host route, another remote's, or not a route",
    labelNames: ['remote'],
    registers,
  });
  const pageViews = new client.Counter({
    name: 'lks_client_page_views_total',
    help: "Pages served whose route a remote draws, by remote and the version the page got (the manifest's live or canary)",
    labelNames: ['remote', 'version'],
    registers,
  });
  const clientReports = new client.Counter({
    name: 'lks_client_reports_total',
    help: 'Error reports and Web Vitals the pages sent (POST /client-reports), by remote, version (live, canary, or other) and kind',
    labelNames: ['remote', 'version', 'kind'],
    registers,
  });
  const bankContractReports = new client.Counter({
    name: 'lks_bank_contract_reports_total',
    help: "Bank answers the pages refused as outside the bank's contract (bank-contract reports), by bank path template",
    labelNames: ['path'],
    registers,
  });
  const largestPaint = new client.Histogram({
    name: 'lks_client_lcp_seconds',
    help: 'Largest Contentful Paint the pages reported, by remote and version',
    labelNames: ['remote', 'version'],
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    registers,
  });
  // The bank-contract reports' paths are bounded apart: a report is anyone's post, and invented
  // ones must not push the paths of calls the host forwarded into `other`.
  const boundedPaths = () => {
    const paths = new Set();
    return (path) => {
      if (!paths.has(path) && paths.size >= MAX_BANK_PATHS) return 'other';
      paths.add(path);
      return path;
    };
  };
  const boundedPath = boundedPaths();
  const boundedReportPath = boundedPaths();

  return {
    registry,
    /** @param {{ kind: string, statusClass: string, seconds: number }} answered */
    request({ kind, statusClass, seconds }) {
      const labels = { route_kind: kind, status_class: statusClass };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    /** @param {{ path: string, result: string, seconds: number }} call */
    bankCall({ path, result, seconds }) {
      const label = boundedPath(path);
      bankSeconds.observe({ path: label, result }, seconds);
      if (result === 'failed') bankFailures.inc({ path: label });
    },
    /** A forwarded call has begun; the function it answers is called once its answer has ended. */
    bankCallBegun() {
      bankInFlight.inc();
      return () => bankInFlight.dec();
    },
    /** @param {{ remote: string, outcome: 'hit' | 'refreshed' | 'failed' | 'refused' }} fetched */
    remoteScreensFetch({ remote, outcome }) {
      remoteScreenFetches.inc({ remote, outcome });
    },
    /** @param {{ remote: string, version: string }} viewed */
    clientPageView({ remote, version }) {
      pageViews.inc({ remote, version });
    },
    /** @param {{ remote: string, version: string, kind: string, name?: string, value?: number }} report */
    clientReport({ remote, version, kind, name, value }) {
      clientReports.inc({ remote, version, kind });
      if (kind === 'web-vital' && name === 'LCP' && typeof value === 'number') largestPaint.observe({ remote, version }, value / 1000);
    },
    /** @param {string} path a bank path template */
    bankContractReport(path) {
      bankContractReports.inc({ path: boundedReportPath(path) });
    },
    /** @param {'refreshed' | 'refused' | 'failed'} outcome */
    releaseManifestRead(outcome) {
      manifestReads.inc({ outcome });
    },
    /** @param {{ remote: string, count: number }} refused */
    remoteRouteClaimsRefused({ remote, count }) {
      refusedClaims.set({ remote }, count);
    },
  };
}

/**
 * The admin listener: `GET /metrics`, and each of `json`'s paths (the host's canary figures,
 * ./canary-figures.js), nothing else. Never routed by the balancer; Prometheus scrapes it on the
 * instance's own address.
 * @param {Record<string, () => object>} [json] a path and what it answers, as JSON
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
function startAdminServer(port, registry, json = {}) {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    const readable = req.method === 'GET' || req.method === 'HEAD';
    if (readable && Object.hasOwn(json, pathname)) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(req.method === 'HEAD' ? undefined : JSON.stringify(json[pathname]()));
    }
    if (pathname !== METRICS_PATH || !readable) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end('not found');
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('server error');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () =>
      resolve({
        url: `http://localhost:${server.address().port}/metrics`,
        close: () => {
          const closed = new Promise((done) => server.close(() => done()));
          server.closeAllConnections();
          return closed;
        },
      }),
    );
  });
}

module.exports = { createServerMetrics, startAdminServer, METRICS_PATH };
