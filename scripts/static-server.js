// A small static file server for the production builds: gzip, long cache for hashed chunks,
// CORS for remotes, SPA fallback and the runtime config for the host. No dependency needed.
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const HASHED = /\.[0-9a-f]{8}\.(js|woff2)$/;

/**
 * @param {{ root: string, port: number, spa?: boolean, runtimeConfig?: object }} opts
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
function createStaticServer({ root, port, spa = false, runtimeConfig }) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (runtimeConfig && url.pathname === '/runtime-config.json') {
      return send(req, res, Buffer.from(JSON.stringify(runtimeConfig)), '.json', 'no-store');
    }
    let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
    if (!file.startsWith(root)) return notFound(res);
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (!spa || path.extname(url.pathname)) return notFound(res);
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    return send(req, res, fs.readFileSync(file), ext, cache);
  });

  function send(req, res, body, ext, cacheControl) {
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    const compressible = ext !== '.woff2' && ext !== '.png';
    if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('Content-Encoding', 'gzip');
      body = zlib.gzipSync(body, { level: 9 });
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function notFound(res) {
    res.statusCode = 404;
    res.end('not found');
  }

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

module.exports = { createStaticServer };
