// One `Range: bytes=…` request header against a file of `size` bytes (RFC 9110, section 14).
// Only a single range is served; a list of ranges is answered with the whole file, which the
// RFC allows and no browser of ours asks for (media and resumed downloads ask for one).

/**
 * @param {string | undefined} header the request's Range header
 * @param {number} size the length of the representation being sent
 * @returns {{ kind: 'whole' } | { kind: 'part', start: number, end: number } | { kind: 'unsatisfiable' }}
 *   end is inclusive, as in Content-Range
 */
function byteRange(header, size) {
  if (header === undefined) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  // Another unit (or no unit) is not ours to understand: the whole file.
  if (!match) return { kind: 'whole' };
  const specs = match[1].split(',').map((spec) => spec.trim());
  if (specs.length !== 1) return { kind: 'whole' };
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'unsatisfiable' };
  if (spec[1] === '') {
    // `bytes=-N`: the last N bytes.
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const last = spec[2] === '' ? size - 1 : Number(spec[2]);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(last) || last < start || start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}

module.exports = { byteRange };
