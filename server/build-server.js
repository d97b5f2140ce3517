// Serves one production build the way the bank's web server or CDN would: files precompressed
// at build time (brotli, gzip) read from disk at every request (./static-files.js), immutable
// caching for content-hashed files, revalidation for everything whose name does not change, the
// security-header policy of ./security-policy.js, and a 400 for a URL that cannot be decoded.
// No request can stop it: every answer's failure is caught and answered, or its socket closed.
// The host can also forward the bank's API path to the bank, as the bank's CDN would, so the
// app calls its own origin (./api-forwarding.js). docs/serving.md describes the whole policy.
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const { apiForwarding } = require('./api-forwarding');
const { canaryFigures, FIGURES_PATH } = require('./canary-figures');
const { clientReportCollector } = require('./client-report-collector');
const { acceptedCodings } = require('./content-coding');
const { assertHostTemplate, loadHostRoutes, loadKernelStyles, loadStartUpChunks, renderHostPage } = require('./host-page');
const { logRecord } = require('./log-record');
const { createProbes } = require('./probes');
const { createRemoteScreens } = require('./remote-screens');
const { remoteVersions } = require('./remote-versions');
const { pinBadge } = require('./tester-pins');
const { ROUTES } = require('./request-names');
const { requestObservation } = require('./request-observation');
const {
  BASELINE_HEADERS,
  crossOriginResourcePolicy,
  hostContentSecurityPolicy,
  REMOTE_SHARED_WITH_CORS,
  STRICT_TRANSPORT_SECURITY,
} = require('./security-policy');
const { createServerMetrics, METRICS_PATH, startAdminServer } = require('./server-metrics');
const { staticFiles } = require('./static-files');

// webpack names chunks and fonts `<name>.<8 hex>.<ext>`: their content never changes under a name.
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|woff2|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// HTML, main.js and remoteEntry.js keep their names across deploys.
const REVALIDATE = 'no-cache';
// The page carries the runtime config and a nonce made for this one response, and the runtime
// config names the remotes' versions this device gets (its canary cohort, a tester's pin): no
// shared cache keeps either.
const PER_DEVICE = 'private, no-cache';
// A client has this long to send its request line and headers, and then its whole request.
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
// Node checks those two limits every connectionsCheckingInterval, 30 s unless set: a client sending
// its headers a line at a time would keep its connection up to 30 s past them.
const TIMEOUTS_CHECKED_EVERY_MS = 1_000;
// A connection idle this long is closed. Behind a load balancer that keeps connections to this
// server, the balancer must close first (docs/deploying.md): above the usual 60 s idle limit.
const KEEP_ALIVE_SECONDS = 65;
// A stopping server lets calls in flight finish for this long (the bank's slowest answers are a
// few seconds); systemd's TimeoutStopSec (deploy/systemd) is above it.
const STOP_GRACE_MS = 10_000;

function cacheControlFor(pathname) {
  return CONTENT_HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

/**
 * The request's path, decoded and normalised (`//`, `/./`, `/x/../` and their encodings folded),
 * so every check below sees the path the file system would; null when it cannot be decoded (a
 * 400). The fragment is never part of it.
 */
function decodedPath(rawUrl) {
  const pathname = (rawUrl ?? '/').split('?')[0].split('#')[0];
  try {
    return path.posix.normalize(decodeURIComponent(pathname));
  } catch {
    return null;
  }
}

// Which site a request is for must have one answer: two Host headers could name one site to a
// cache or balancer in front and another to this server (RFC 9112, section 3.2: a 400).
const hostIsAmbiguous = (req) => (req.headersDistinct.host?.length ?? 0) > 1;

function answer(res, status, text) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** The host page is the one response made per request (it carries a fresh nonce), so it is compressed here. */
function sendHtml(req, res, html) {
  let body = Buffer.from(html);
  const [coding] = acceptedCodings(req.headers['accept-encoding']);
  // The page's language follows the language cookie, else Accept-Language (./page-language.js):
  // a cache that keeps the page (it is `private, no-cache`) keys it by both.
  res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (coding === 'br') {
    body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
  } else if (coding === 'gzip') {
    body = zlib.gzipSync(body, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PER_DEVICE, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * What the host page is made from: the template and the build's records beside it. Read again
 * whenever index.html is another file than last time (a host deploy), so a running server
 * never mixes one release's page with another's records; a half-written release keeps the
 * last whole one.
 */
function hostBuildReader(root) {
  const templateFile = path.join(root, 'index.html');
  const records = path.join(root, 'prerendered');
  let loaded = null;
  const identity = (stat) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  function read() {
    const stat = fs.statSync(templateFile);
    if (loaded?.identity === identity(stat)) return loaded;
    const template = fs.readFileSync(templateFile, 'utf8');
    assertHostTemplate(template);
    loaded = {
      identity: identity(stat),
      template,
      kernelStyles: loadKernelStyles(records),
      startUpChunks: loadStartUpChunks(records),
      ...loadHostRoutes(records),
    };
    return loaded;
  }
  read();
  return () => {
    try {
      return read();
    } catch (error) {
      if (loaded) return loaded;
      throw error;
    }
  };
}

// The forwarder gives up on a silent bank before the app gives up on the call (the runtime
// config's requestTimeoutMs, README "Runtime config"), so the app hears the bank failed (502, the
// service's message) rather than timing out itself and asking the customer to check their
// connection. The last tenth leaves room for the answer's way back; nginx does the same (deploy/nginx/lks.conf).
// An app with no limit of its own (0, as axios reads it) leaves the forwarder its default.
const APP_CALL_LIMIT_MS = 30_000;
const bankTimeFor = ({ requestTimeoutMs }) =>
  Math.floor((Number.isFinite(requestTimeoutMs) && requestTimeoutMs > 0 ? requestTimeoutMs : APP_CALL_LIMIT_MS) * 0.9);

/**
 * @param {{ root: string, port: number, role: 'host'|'remote', runtimeConfig?: object, federated?: boolean, bankApi?: { prefix: string, target: string, limits?: object }, production?: boolean, remoteScreensOptions?: object, releases?: { manifest: string, origin: string | Record<string, string> }, staticOrigin?: boolean, keepAliveSeconds?: number, headersTimeoutMs?: number, log?: (record: object) => void, adminPort?: number }} opts
 *   federated (default true): false for the bench's plain bundle, which loads no remote entry, so
 *   its page hints none
 *   remoteScreensOptions: how the host takes the remotes' first screens (./remote-screens.js)
 *   staticOrigin (remote): the folder is a static origin of published versions
 *   (`<remote>/<version>/`, scripts/release/), whose every file is immutable, remoteEntry.js included
 *   releases (host): the release manifest and the static origin its versions are on; absent, the
 *   remotes are where the runtime config says (./remote-versions.js)
 *   bankApi (host only): paths under `prefix` go to the bank at `target` (./api-forwarding.js)
 *   production: served over HTTPS only, so browsers are told never to use plain HTTP (HSTS)
 *   keepAliveSeconds: how long an idle connection stays open (above the load balancer's limit)
 *   headersTimeoutMs: how long a client has for its request line and headers (10 s; tests shorten it)
 *   log: takes each request's access-log record (./request-observation.js; main.js and `npm
 *   start` write them as JSON lines on stdout); none when absent (tests, the bench)
 *   adminPort: where the Prometheus metrics are served (./server-metrics.js); absent, none are kept
 *   host: every extension-less path (and any `index.html`) is the app's page (client-side
 *   routes), with the runtime config inlined and the content-security policy; remote: files only.
 * @returns {Promise<{ url: string, metricsUrl?: string, close(): Promise<void>, stop(graceMs?: number): Promise<void> }>}
 */
function createBuildServer({
  root,
  port,
  role,
  runtimeConfig,
  federated = true,
  bankApi,
  production = false,
  remoteScreensOptions = {},
  releases,
  staticOrigin = false,
  keepAliveSeconds = KEEP_ALIVE_SECONDS,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
  log,
  adminPort,
}) {
  if (role === 'host' && !runtimeConfig) throw new Error('the host is served with its runtime config');
  const metrics = adminPort === undefined ? undefined : createServerMetrics();
  const observation = requestObservation({ role, log, metrics });
  const forwardToBank =
    role === 'host' && bankApi
      ? apiForwarding({
          ...bankApi,
          limits: { bankTimeoutMs: bankTimeFor(runtimeConfig), ...bankApi.limits },
          report: observation.bankCall,
        })
      : null;
  const files = staticFiles(root, {
    headersFor: (pathname) => ({
      // A published version never changes (scripts/release/publish.js): not even its entry.
      'Cache-Control': staticOrigin ? IMMUTABLE : cacheControlFor(pathname),
      ...(role === 'remote' && REMOTE_SHARED_WITH_CORS.test(pathname) ? { 'Access-Control-Allow-Origin': '*' } : {}),
    }),
  });
  const hostBuild = role === 'host' ? hostBuildReader(root) : null;
  // Which version of each remote a request gets (./remote-versions.js). Testers may pin a version
  // in every environment but production (./tester-pins.js); production loads no entry unchecked.
  const productionConfig = runtimeConfig?.environment === 'production';
  const versions =
    role === 'host'
      ? remoteVersions({
          remotes: runtimeConfig.remotes ?? {},
          releases,
          production,
          log,
          metrics,
          pinsAllowed: !productionConfig,
          integrityRequired: productionConfig,
          environment: runtimeConfig.environment,
        })
      : null;
  // The window `npm run release -- status` and `watch` read on the admin port (./canary-figures.js).
  const figures = role === 'host' && metrics ? canaryFigures() : undefined;
  const collector =
    role === 'host'
      ? clientReportCollector({
          versionsInForce: versions.versionsInForce,
          metrics,
          figures,
          log,
          pinsAllowed: !productionConfig,
        })
      : null;
  const probes = createProbes({
    root,
    // A static origin holds versions, not one build: there is no entry at its root to check.
    role: staticOrigin ? 'origin' : role,
    readRemotes:
      role === 'host'
        ? async () => {
            const entries = versions.inForce();
            await remoteScreens.readAll(entries);
            return entries.map(([, entryUrl]) => entryUrl);
          }
        : undefined,
  });
  // Each remote's first screens, from its own deploy (./remote-screens.js).
  const remoteScreens =
    role === 'host'
      ? createRemoteScreens({
          remotes: runtimeConfig.remotes ?? {},
          // A remote left out is a line of the server's log, where a pipeline reads it as JSON.
          ...(log && { warn: (message) => log(logRecord('warn', { server: role, message })) }),
          ...remoteScreensOptions,
          observe: (read) => {
            metrics?.remoteScreensFetch(read);
            probes.remoteScreensFetched(read);
          },
          claimsRefused: (refused) => metrics?.remoteRouteClaimsRefused(refused),
        })
      : null;

  /**
   * The runtime config as this request gets it: each remote's entry chosen for it
   * (./remote-versions.js), and the tester's pins in force.
   */
  async function runtimeConfigFor(req, res, pathname) {
    const target = (req.url ?? '').split('#')[0];
    const search = target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
    const { remotes, versions: chosen, integrity, pins, setCookies } = await versions.forRequest(req, { pathname, search });
    if (setCookies.length > 0) res.setHeader('Set-Cookie', setCookies);
    const entryIntegrity = Object.keys(integrity).length > 0 ? { remoteIntegrity: integrity } : {};
    return { config: { ...runtimeConfig, remotes, ...entryIntegrity }, versions: chosen, pins, search };
  }

  /** A page of a route a remote draws is a page view of the version it got, pins apart. */
  function countPageView(owner, version, pins) {
    if (!owner || !version || pins[owner] || !versions.versionsInForce()[owner]?.includes(version)) return;
    metrics?.clientPageView({ remote: owner, version });
    figures?.pageView(owner, version);
  }

  async function page(req, res, pathname) {
    const { template, kernelStyles, startUpChunks, hostRoutes, nextRemoteRoutes } = hostBuild();
    const { config, versions: chosen, pins, search } = await runtimeConfigFor(req, res, pathname);
    // Never an error for the remotes' sake: without their screens the page is still whole.
    const { owner, nextOwner, route, routeStarts, remoteRoutes } = await remoteScreens
      .forPage(pathname, { search, hostRoutes, nextRemoteRoutes, remotes: config.remotes })
      .catch(() => ({ routeStarts: {}, remoteRoutes: undefined }));
    if (req.method === 'GET') countPageView(owner, chosen[owner], pins);
    const hinted = owner ?? nextOwner;
    const nonce = crypto.randomBytes(16).toString('base64url');
    res.setHeader('Content-Security-Policy', hostContentSecurityPolicy(config, { nonce, pathname }));
    const html = renderHostPage(template, {
      nonce,
      runtimeConfig: config,
      pageHost: req.headers.host,
      acceptLanguage: req.headers['accept-language'],
      cookie: req.headers.cookie,
      // The bench's plain build loads no remote entry, so its page hints none.
      remoteEntry: federated && hinted ? config.remotes[hinted] : undefined,
      remoteEntryIntegrity: federated && hinted ? config.remoteIntegrity?.[hinted] : undefined,
      route,
      kernelStyles,
      remoteRoutes,
      routeStarts,
      startUpChunks,
      badge: pinBadge(pins, nonce, config.remoteIntegrity, { pathname, search }),
    });
    return sendHtml(req, res, html);
  }

  /** Answers the request, naming its route on `seen` for the access log and the metrics. */
  async function handle(req, res, seen) {
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) res.setHeader(name, value);
    res.setHeader('Cross-Origin-Resource-Policy', crossOriginResourcePolicy(role));
    if (production) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const pathname = decodedPath(req.url);
    if (pathname === null || pathname.includes('\0') || hostIsAmbiguous(req)) return answer(res, 400, 'bad request');
    if (forwardToBank?.handles(req.url)) {
      seen.route = ROUTES.api(req.url, bankApi.prefix);
      const ended = metrics?.bankCallBegun();
      if (ended) res.once('close', ended);
      return forwardToBank.forward(req, res);
    }
    if (collector?.handles(pathname)) {
      seen.route = ROUTES.clientReports;
      return collector.answer(req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return answer(res, 405, 'method not allowed');
    }
    if (probes.handles(pathname)) {
      seen.quiet = true;
      return probes.answer(req, res, pathname);
    }
    // The metrics are the admin port's only: the public port never serves them, not even as a page.
    if (pathname === METRICS_PATH) return answer(res, 404, 'not found');
    seen.route = ROUTES.static;
    if (role === 'host') {
      if (pathname.startsWith('/prerendered/')) return answer(res, 404, 'not found');
      if (pathname === '/runtime-config.json') {
        seen.route = ROUTES.runtimeConfig;
        const { config } = await runtimeConfigFor(req, res, pathname);
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': PER_DEVICE });
        return res.end(req.method === 'HEAD' ? undefined : JSON.stringify(config));
      }
      // The template is never sent as it is: any index.html is the page, filled for this response.
      const isPage =
        (path.posix.basename(pathname) === 'index.html' && !pathname.endsWith('/')) ||
        (path.posix.extname(pathname) === '' && !pathname.split('/').some((segment) => segment.startsWith('.')));
      if (isPage) {
        seen.route = ROUTES.page(pathname);
        return page(req, res, pathname);
      }
    }
    if (!(await files(req, res, pathname))) answer(res, 404, 'not found');
  }

  let stopping = false;
  // Answers in progress, with their records: one not yet begun is told to end its connection when
  // the server stops, and one still open when the grace time ends is cut and logged as such.
  const answering = new Map();
  const waitingForDrain = [];
  const endConnectionAfter = (res) => res.setHeader('Connection', 'close');
  const server = http.createServer({ connectionsCheckingInterval: TIMEOUTS_CHECKED_EVERY_MS }, (req, res) => {
    // While stopping, each answer ends its connection: the balancer opens its next one elsewhere.
    if (stopping) endConnectionAfter(res);
    const seen = observation.begin(req, res);
    answering.set(res, seen);
    res.on('close', () => {
      answering.delete(res);
      if (answering.size === 0) waitingForDrain.splice(0).forEach((done) => done());
    });
    Promise.resolve()
      .then(() => handle(req, res, seen))
      .catch(() => answer(res, 500, 'server error'));
  });
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = keepAliveSeconds * 1000;
  // A request that asks to leave HTTP/1.1 (`Upgrade: h2c`, a WebSocket) has nothing to talk to here.
  server.on('upgrade', (_req, socket) => socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'));
  server.on('clientError', (error, socket) => {
    if (!socket.writable) return socket.destroy();
    // A request not whole within its time limit is a timeout, as a balancer reads it; anything else is malformed.
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      const sockets = new Set();
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      const cutConnections = () => {
        for (const seen of answering.values()) seen.cutAtStop = true;
        for (const socket of sockets) socket.destroy();
      };
      // Every answer's close, its access-log line with it, has run: the entry exits after the stop.
      const answered = () => (answering.size === 0 ? Promise.resolve() : new Promise((done) => waitingForDrain.push(done)));
      // Ends once every connection has: the bank's kept ones go then.
      const closed = () =>
        new Promise((done) =>
          server.close(() => {
            forwardToBank?.close();
            done();
          }),
        );
      resolve({
        url: `http://localhost:${server.address().port}`,
        close: () => {
          const ended = closed();
          cutConnections();
          return ended.then(answered);
        },
        /**
         * Stops as a process manager asks (SIGTERM): no new connection; idle kept ones closed
         * now; calls in flight answered, each with its connection closed after it; whatever is
         * left after `graceMs` is cut.
         */
        stop: (graceMs = STOP_GRACE_MS) => {
          stopping = true;
          for (const res of answering.keys()) if (!res.headersSent) endConnectionAfter(res);
          const ended = closed();
          server.closeIdleConnections();
          const cut = setTimeout(cutConnections, graceMs);
          return ended.then(answered).finally(() => clearTimeout(cut));
        },
      });
    });
  }).then((served) => withAdminListener(served, adminPort, metrics, figures ? { [FIGURES_PATH]: figures.figures } : {}));
}

/** The public server and, with `metrics`, its admin listener beside it: both stop together. */
async function withAdminListener(served, adminPort, metrics, json) {
  if (!metrics) return served;
  const admin = await startAdminServer(adminPort, metrics.registry, json).catch((error) =>
    served.close().then(() => Promise.reject(error)),
  );
  const both = (ended) => ended.finally(() => admin.close());
  return {
    ...served,
    metricsUrl: admin.url,
    close: () => both(served.close()),
    stop: (graceMs) => both(served.stop(graceMs)),
  };
}

module.exports = { createBuildServer, cacheControlFor };
