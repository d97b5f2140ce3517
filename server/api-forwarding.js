// The bank's API on the app's own origin: the host's server forwards the API path to the bank,
// as the bank's CDN or gateway would in front of the real one. A call to another origin with a
// bearer token or a JSON body costs the phone a CORS preflight, one more round trip before each
// endpoint's first answer (ARCHITECTURE.md, "First paint", fifth round). http-proxy-middleware
// does the forwarding; this file only decides what may be forwarded.
const { createProxyMiddleware } = require('http-proxy-middleware');

/**
 * @param {{ prefix: string, target: string }} bankApi every path below `prefix` (for example
 *   `/services/lks/inter/api/v1`) goes to `target`, the bank's origin; nothing else does
 */
function apiForwarding({ prefix, target }) {
  const proxy = createProxyMiddleware({
    target,
    changeOrigin: true,
    // A call has its own time limit in the app (requestTimeoutMs); the forwarder gives up later.
    proxyTimeout: 60_000,
    on: {
      error: (_error, _req, res) => {
        if (!('writeHead' in res) || res.headersSent) return res.end();
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('bank unavailable');
      },
    },
  });
  const below = `${prefix}/`;
  return {
    /** Whether the request is for the bank (its raw path is below the prefix). */
    handles: (rawUrl) => (rawUrl ?? '').startsWith(below),
    forward(req, res) {
      if (!staysBelow(req.url, below)) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end('bad request');
      }
      return proxy(req, res, () => res.end());
    },
  };
}

/**
 * A path that only looks as if it were below the prefix (`…/v1/../../__sandbox/state`, with the
 * dots or slashes percent-encoded) must not reach anything else on the bank's origin.
 */
function staysBelow(rawUrl, below) {
  const rawPath = rawUrl.split('?')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (decoded.includes('\\') || decoded.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  return new URL(rawPath, 'http://bank.invalid').pathname === rawPath && rawPath.startsWith(below);
}

module.exports = { apiForwarding };
