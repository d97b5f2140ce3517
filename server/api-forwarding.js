// The bank's API on the app's own origin: the host's server forwards the API path to the bank,
// as the bank's CDN or gateway would in front of the real one. A call to another origin with a
// bearer token or a JSON body costs the phone a CORS preflight, one more round trip before each
// endpoint's first answer (ARCHITECTURE.md, "Serving"). What may pass and what is added or
// taken away on the way is the policy of docs/serving.md ("The bank's API").
const http = require('node:http');
const https = require('node:https');
const { performance } = require('node:perf_hooks');

// Each segment of a bank path as the bank names its resources and ids; nothing a Java server
// could read otherwise (`..;`, `;jsessionid=`, a percent-encoded dot or slash, an empty segment).
const ALLOWED_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
// Hop-by-hop (RFC 9110, section 7.6.1) and proxy headers: they belong to one connection, never
// to the next one.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
// Who the client is, and which host it asked for, is what this server saw, never what the client claims.
const CLIENT_CLAIMS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

// The methods of the bank's contract (docs/api/openapi.yaml); any other (TRACE, PROPFIND, …)
// would carry the customer's bearer token to a handler the bank never meant to expose.
const BANK_METHODS = ['GET', 'POST', 'PUT'];
// A kept connection the bank closes while it is being reused fails with one of these before any
// answer. Only a call that may be sent twice (RFC 9110, section 9.2.2) is sent again, once, on a
// new connection; a POST may already have been acted on, so it answers 502 as nginx does.
const IDEMPOTENT = new Set(['GET', 'PUT']);
const RESET = new Set(['ECONNRESET', 'EPIPE']);

const DEFAULT_LIMITS = {
  // A bank call's JSON body is a few hundred bytes; a form with every field is well under this.
  maxBodyBytes: 64 * 1024,
  // The whole body must have arrived by then; until it has, no connection to the bank is used.
  bodyTimeoutMs: 10_000,
  // The host sets it below the app's own limit for a call (./build-server.js). It bounds the whole
  // answer (headers and body), however the bank paces it.
  bankTimeoutMs: 27_000,
  // A kept connection idle this long is closed before the bank closes it (a Node server's default
  // is 5 s; gateways keep one longer), so a call rarely meets a connection the bank is closing.
  keptIdleMs: 4_000,
};

function withoutHopByHop(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const copy = { ...headers };
  for (const name of [...HOP_BY_HOP, ...named]) delete copy[name];
  return copy;
}

/** Only a path made of allowed segments below the prefix; a query string passes as it is. */
function allowedPath(rawUrl, below) {
  const [rawPath] = rawUrl.split('?');
  if (!rawPath.startsWith(below)) return false;
  const segments = rawPath.slice(below.length).split('/');
  return segments.every((segment) => ALLOWED_SEGMENT.test(segment));
}

function refuse(res, status, text, headers = {}) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close', ...headers });
  res.end(text);
}

// A final answer's status is 200–599 (1xx are interim and Node's client reads past them);
// anything else is a broken bank, never something to pass on to the customer.
const meaningfulStatus = (status) => Number.isInteger(status) && status >= 200 && status <= 599;

/** The whole body, bounded in size and time; rejects with the status to answer. */
function readBody(req, { maxBodyBytes, bodyTimeoutMs }) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const timer = setTimeout(() => reject(408), bodyTimeoutMs);
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        clearTimeout(timer);
        reject(413);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    req.on('error', () => {
      clearTimeout(timer);
      reject(400);
    });
  });
}

/**
 * @param {{ prefix: string, target: string, limits?: Partial<typeof DEFAULT_LIMITS>, report?: (res: import('node:http').ServerResponse, call: { status?: number, failure?: string, latencyMs: number }) => void }} bankApi
 *   every allowed path below `prefix` (for example `/services/lks/inter/api/v1`) goes to
 *   `target`, the bank's origin; nothing else does. `report` is told, per answer, what the bank
 *   answered or why the call answers 502, and how long it took (its request's access-log line,
 *   ./request-observation.js).
 */
function apiForwarding({ prefix, target, limits = {}, report = () => {} }) {
  const bounds = { ...DEFAULT_LIMITS, ...limits };
  const bank = new URL(target);
  const transport = bank.protocol === 'https:' ? https : http;
  // Connections to the bank are kept and reused, and bounded in number. The agent's `timeout`
  // is a kept connection's idle limit: a call sets its own (bankTimeoutMs) while it runs.
  const agent = new transport.Agent({
    keepAlive: true,
    maxSockets: 64,
    maxFreeSockets: 16,
    timeout: bounds.keptIdleMs,
  });
  const below = `${prefix}/`;
  let closing = false;

  async function forward(req, res) {
    if (!BANK_METHODS.includes(req.method ?? '')) return refuse(res, 405, 'method not allowed', { Allow: BANK_METHODS.join(', ') });
    if (!allowedPath(req.url, below)) return refuse(res, 400, 'bad request');
    let body;
    try {
      body = await readBody(req, bounds);
    } catch (status) {
      return refuse(res, typeof status === 'number' ? status : 400, 'bad request');
    }
    const headers = withoutHopByHop(req.headers);
    for (const name of CLIENT_CLAIMS) delete headers[name];
    headers.host = bank.host;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['content-length'] = String(body.length);
    const options = {
      protocol: bank.protocol,
      hostname: bank.hostname,
      port: bank.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
      timeout: bounds.bankTimeoutMs,
    };
    send(options, body, res, IDEMPOTENT.has(req.method ?? ''));
  }

  function bankUnavailable(res, cause, sentAt = performance.now()) {
    report(res, { failure: cause, latencyMs: performance.now() - sentAt });
    refuse(res, 502, 'bank unavailable');
  }

  // One listener on the customer's side follows whichever call is current, the first or its resend.
  function send(options, body, res, mayResend) {
    let current;
    const attempt = (resendable) => {
      let answered = false;
      const sentAt = performance.now();
      const call = transport.request(options, (answer) => {
        answered = true;
        if (!meaningfulStatus(answer.statusCode)) {
          call.destroy();
          return bankUnavailable(res, `status ${String(answer.statusCode).padStart(3, '0')}`, sentAt);
        }
        report(res, { status: answer.statusCode, latencyMs: performance.now() - sentAt });
        res.writeHead(answer.statusCode, withoutHopByHop(answer.headers));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      });
      current = call;
      // A 101 is no answer to a call that asked for no upgrade; Node hands it over as an upgrade,
      // not as a response, and without this the customer's call would wait for ever.
      call.on('upgrade', (answer, socket) => {
        answered = true;
        socket.destroy();
        bankUnavailable(res, `status ${answer.statusCode}`, sentAt);
      });
      call.on('timeout', () => call.destroy(new Error('bank timeout')));
      // The time limit is for the whole answer, not for each pause in it: a bank that sends a
      // byte now and then would otherwise hold the customer's call, and one of the connections
      // every call shares, for ever.
      const deadline = setTimeout(() => {
        if (!answered) return call.destroy(new Error('bank timeout'));
        report(res, { failure: 'bank timeout', latencyMs: performance.now() - sentAt });
        call.destroy();
        res.destroy();
      }, bounds.bankTimeoutMs);
      call.on('close', () => clearTimeout(deadline));
      call.on('error', (error) => {
        // The customer has gone, or the server is closing and cut the call itself: the call was let
        // go, not failed by the bank, so there is nothing to answer or log.
        if (res.destroyed || closing) return;
        if (resendable && !answered && call.reusedSocket && RESET.has(error.code)) return attempt(false);
        bankUnavailable(res, error.code ?? error.message, sentAt);
      });
      call.end(body);
    };
    res.on('close', () => {
      if (!res.writableFinished) current.destroy();
    });
    attempt(mayResend);
  }

  return {
    /** Whether the request is for the bank (its raw path is below the prefix). */
    handles: (rawUrl) => (rawUrl ?? '').startsWith(below),
    forward: (req, res) => forward(req, res).catch((error) => bankUnavailable(res, error.code ?? 'forwarding error')),
    close: () => {
      closing = true;
      agent.destroy();
    },
  };
}

module.exports = { apiForwarding, allowedPath };
