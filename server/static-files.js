// A build's files, read from disk at every request: each answer opens the file, takes its
// length and date from the open descriptor and streams from it. A file replaced by a deploy
// (written beside and renamed into place, docs/serving.md) is therefore either the old one
// or the new one, whole, and a file that vanished is a 404: no request can stop the server,
// and nothing is cached from start-up that a deploy could make stale.
const fs = require('node:fs/promises');
const { pipeline } = require('node:stream');
const path = require('node:path');
const { byteRange } = require('./byte-range');
const { acceptedCodings } = require('./content-coding');
const { isServable } = require('./servable-paths');

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
const SUFFIX = { br: '.br', gzip: '.gz' };
// Missing, or a folder where a file was asked for: not found, never an error page.
const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

/** Opens a regular file, or null when there is none under that name. */
async function openFile(file) {
  let handle;
  try {
    handle = await fs.open(file, 'r');
    const stat = await handle.stat();
    if (stat.isFile()) return { handle, stat };
  } catch (error) {
    if (!NOT_FOUND_CODES.has(error.code)) throw error;
  }
  await handle?.close();
  return null;
}

const etagOf = (stat, coding) => `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${coding ? `-${coding}` : ''}"`;

function matchesEtag(header, etag) {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * @param {string} root the build's folder
 * @param {{ headersFor?: (pathname: string) => Record<string, string> }} [options] the caching
 *   and sharing headers of a file, by its path
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => Promise<boolean>}
 *   resolves false when no file answers the path (the caller sends its 404)
 */
function staticFiles(root, { headersFor = () => ({}) } = {}) {
  const base = path.resolve(root);
  return async function serve(req, res, pathname) {
    if (!isServable(pathname)) return false;
    const file = path.join(base, path.posix.normalize(pathname));
    if (file !== base && !file.startsWith(`${base}${path.sep}`)) return false;
    let opened = null;
    let coding = null;
    for (const candidate of acceptedCodings(req.headers['accept-encoding'])) {
      opened = await openFile(`${file}${SUFFIX[candidate]}`);
      if (opened) {
        coding = candidate;
        break;
      }
    }
    opened ??= await openFile(file);
    if (!opened) return false;
    const { handle, stat } = opened;
    let handed = false;
    try {
      const etag = etagOf(stat, coding);
      res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', stat.mtime.toUTCString());
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Accept-Ranges', 'bytes');
      if (coding) res.setHeader('Content-Encoding', coding);
      for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);
      if (matchesEtag(req.headers['if-none-match'], etag)) {
        res.writeHead(304);
        res.end();
        return true;
      }
      const ifRange = req.headers['if-range'];
      const range = ifRange && ifRange !== etag ? { kind: 'whole' } : byteRange(req.headers.range, stat.size);
      if (range.kind === 'unsatisfiable') {
        res.removeHeader('Content-Encoding');
        res.writeHead(416, { 'Content-Range': `bytes */${stat.size}`, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 0 });
        res.end();
        return true;
      }
      const { start, end } = range.kind === 'part' ? range : { start: 0, end: stat.size - 1 };
      if (range.kind === 'part') res.setHeader('Content-Range', `bytes ${start}-${end}/${stat.size}`);
      res.writeHead(range.kind === 'part' ? 206 : 200, { 'Content-Length': Math.max(0, end - start + 1) });
      if (req.method === 'HEAD' || stat.size === 0) {
        res.end();
        return true;
      }
      // A client that left while the file was being opened gets nothing; the descriptor is closed below.
      if (res.destroyed) return true;
      // The stream owns the descriptor from here; pipeline closes it when the answer is sent,
      // fails, or the client goes away at any point.
      const stream = handle.createReadStream({ start, end });
      handed = true;
      pipeline(stream, res, () => undefined);
      return true;
    } finally {
      if (!handed) await handle.close();
    }
  };
}

module.exports = { staticFiles };
