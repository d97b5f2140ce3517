// What a platform team sees of each request once its answer is over: one JSON line on the
// access log, and the request metrics (./server-metrics.js). The line holds only what this
// server chose to write: the route's name (./request-names.js), never the raw path, a query
// string, a header's value or a body; the trace context only as the hex fields of its own
// `traceparent` (./trace-context.js). docs/serving.md ("Logs") lists the fields.
const crypto = require('node:crypto');
const { performance } = require('node:perf_hooks');
const { logLine, logRecord } = require('./log-record');
const { ROUTES } = require('./request-names');
const { traceparentFor } = require('./trace-context');

// A client that left before any answer was sent (nginx's convention).
const CLIENT_LEFT = 499;
const milliseconds = (value) => Math.round(value * 10) / 10;
const statusClass = (status) => `${Math.floor(status / 100)}xx`;

/** Each record as one JSON line on `stream` (./log-record.js): the access log (stdout in production). */
const jsonLines =
  (stream = process.stdout) =>
  (record) =>
    stream.write(logLine(record));

/**
 * @param {{ role: string, log?: (record: object) => void, metrics?: ReturnType<typeof import('./server-metrics').createServerMetrics> }} opts
 */
function requestObservation({ role, log, metrics }) {
  const seenOf = new WeakMap();

  function finish(req, res, seen, started, bytesBefore) {
    const seconds = (performance.now() - started) / 1000;
    const status = res.headersSent ? res.statusCode : CLIENT_LEFT;
    const { route, bank } = seen;
    metrics?.request({ kind: route.kind, statusClass: statusClass(status), seconds });
    if (bank)
      metrics?.bankCall({
        path: route.bankPath,
        result: bank.failure ? 'failed' : statusClass(bank.status),
        seconds: bank.latencyMs / 1000,
      });
    log?.(
      // A call cut by a stopping server is one it failed to answer, as a 5xx is.
      logRecord(status >= 500 || seen.cutAtStop ? 'error' : 'info', {
        requestId: seen.requestId,
        traceparent: seen.traceparent,
        server: role,
        method: req.method,
        route: route.name,
        status,
        durationMs: milliseconds(seconds * 1000),
        bytes: req.socket.bytesWritten - bytesBefore,
        ...(seen.cutAtStop && { cutAtStop: true }),
        ...(bank && {
          bankPath: route.bankPath,
          bankLatencyMs: milliseconds(bank.latencyMs),
          ...(bank.failure ? { bankFailure: bank.failure } : { bankStatus: bank.status }),
        }),
      }),
    );
  }

  return {
    /**
     * Starts the record of a request: whoever answers it names its route (`seen.route`), and a
     * probe sets `seen.quiet` (no line, no count).
     */
    begin(req, res) {
      const started = performance.now();
      const bytesBefore = req.socket.bytesWritten;
      const seen = {
        requestId: crypto.randomUUID(),
        traceparent: traceparentFor(req.headers.traceparent),
        route: ROUTES.refused,
        bank: undefined,
        quiet: false,
        cutAtStop: false,
      };
      // The forwarder passes the client's headers on, so the bank sees this server's span as the parent.
      req.headers.traceparent = seen.traceparent;
      seenOf.set(res, seen);
      res.once('close', () => {
        if (!seen.quiet) finish(req, res, seen, started, bytesBefore);
      });
      return seen;
    },
    /**
     * The forwarder's report of the bank call made for `res`: the bank's status, or the failure
     * it answered 502 for, and how long the bank took (./api-forwarding.js).
     * @param {{ status?: number, failure?: string, latencyMs: number }} call
     */
    bankCall(res, call) {
      const seen = seenOf.get(res);
      if (seen) seen.bank = call;
    },
  };
}

module.exports = { requestObservation, jsonLines };
