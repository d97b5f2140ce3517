// Which precompressed files may answer a request, from its Accept-Encoding (RFC 9110, section
// 12.5.3): a coding the client weighs `q=0` is refused, `*` stands for every coding not named.

/** @returns {Map<string, number>} coding (lower case) to its weight */
function weights(header) {
  const byCoding = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.map((param) => /^q\s*=\s*([0-9.]+)$/i.exec(param)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    byCoding.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  return byCoding;
}

/**
 * @param {string | undefined} header the request's Accept-Encoding
 * @returns {Array<'br' | 'gzip'>} the codings to try, best first (brotli wins a tie); the plain
 *   file answers when none of them is there
 */
function acceptedCodings(header) {
  const byCoding = weights(header);
  const weightOf = (coding) => byCoding.get(coding) ?? byCoding.get('*') ?? 0;
  return /** @type {Array<'br' | 'gzip'>} */ (['br', 'gzip'])
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

module.exports = { acceptedCodings };
