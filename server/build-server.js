// Serves one production build the way the bank's web server or CDN would: files precompressed
// at build time (brotli, gzip) served by sirv, immutable caching for content-hashed files,
// revalidation for everything whose name does not change, the security-header policy of
// ./security-policy.js, and a 400 for a URL that cannot be decoded (never a crash). The host can
// also forward the bank's API path to the bank, as the bank's CDN would, so the app calls its
// own origin (./api-forwarding.js).
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const sirv = require('sirv');
const { apiForwarding } = require('./api-forwarding');
const { assertHostTemplate, loadPrerenderedPages, loadRouteOwners, loadStartUpChunks, ownerOfRoute, renderHostPage } = require('./host-page');
const {
  BASELINE_HEADERS,
  hostContentSecurityPolicy,
  REMOTE_CONTENT_SECURITY_POLICY,
  REMOTE_SHARED_WITH_CORS,
} = require('./security-policy');

// webpack names chunks and fonts `<name>.<8 hex>.<ext>`: their content never changes under a name.
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|woff2|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// HTML, main.js, remoteEntry.js and the runtime config keep their names across deploys.
const REVALIDATE = 'no-cache';

function cacheControlFor(pathname) {
  return CONTENT_HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

function decodedPath(rawUrl) {
  const pathname = (rawUrl ?? '/').split('?')[0];
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

function answer(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** The host page is the one response made per request (it carries a fresh nonce), so it is compressed here. */
function sendHtml(req, res, html) {
  let body = Buffer.from(html);
  const accepted = String(req.headers['accept-encoding'] ?? '');
  res.setHeader('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    body = zlib.gzipSync(body, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {{ root: string, port: number, role: 'host'|'remote', runtimeConfig?: object, federated?: boolean, bankApi?: { prefix: string, target: string } }} opts
 *   federated (default true): false for the bench's plain bundle, which loads no remote entry, so
 *   its page hints none
 *   bankApi (host only): paths under `prefix` go to the bank at `target` (./api-forwarding.js)
 *   host: every extension-less path is the app's page (client-side routes), with the runtime
 *   config inlined and the content-security policy; remote: files only.
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
function createBuildServer({ root, port, role, runtimeConfig, federated = true, bankApi }) {
  if (role === 'host' && !runtimeConfig) throw new Error('the host is served with its runtime config');
  const forwardToBank = role === 'host' && bankApi ? apiForwarding(bankApi) : null;
  const assets = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    // Extension-less paths are the host's routes (below), never a guessed file.
    extensions: [],
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      if (role === 'remote' && REMOTE_SHARED_WITH_CORS.test(pathname)) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const template = role === 'host' ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  if (role === 'host') assertHostTemplate(template);
  const prerendered = role === 'host' ? loadPrerenderedPages(path.join(root, 'prerendered')) : new Map();
  const routeOwners = role === 'host' && federated ? loadRouteOwners(path.join(root, 'prerendered')) : {};
  const startUpChunks = role === 'host' ? loadStartUpChunks(path.join(root, 'prerendered')) : {};

  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) res.setHeader(name, value);
    const pathname = decodedPath(req.url);
    if (pathname === null || pathname.includes('\0')) return answer(res, 400, 'bad request');
    if (forwardToBank?.handles(req.url)) return forwardToBank.forward(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return answer(res, 405, 'method not allowed');
    }
    if (role === 'remote') {
      res.setHeader('Content-Security-Policy', REMOTE_CONTENT_SECURITY_POLICY);
      return assets(req, res, () => answer(res, 404, 'not found'));
    }
    if (pathname.startsWith('/prerendered/')) return answer(res, 404, 'not found');
    if (pathname === '/runtime-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': REVALIDATE });
      return res.end(req.method === 'HEAD' ? undefined : JSON.stringify(runtimeConfig));
    }
    if (pathname === '/index.html' || path.posix.extname(pathname) === '') {
      const nonce = crypto.randomBytes(16).toString('base64url');
      res.setHeader('Content-Security-Policy', hostContentSecurityPolicy(runtimeConfig, { nonce, pathname }));
      const page = renderHostPage(template, {
        nonce,
        runtimeConfig,
        pageHost: req.headers.host,
        prerendered: prerendered.get(pathname),
        remoteOwner: ownerOfRoute(routeOwners, pathname),
        startUpChunks,
      });
      return sendHtml(req, res, page);
    }
    return assets(req, res, () => answer(res, 404, 'not found'));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      const sockets = new Set();
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      resolve({
        url: `http://localhost:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

module.exports = { createBuildServer, cacheControlFor };
