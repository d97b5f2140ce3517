// What a build folder may never answer, whatever lies in it: hidden files (`.env`, `.git/`,
// a deploy's own records), source maps (kept as build artifacts for turning reported stacks
// into source lines, docs/deploying.md) and the build's bookkeeping (which chunk is which kind,
// for the byte budget). Checked on the decoded path, segment by segment.
const BOOKKEEPING = new Set(['chunk-kinds.json']);
const COMPRESSED_COPY = /\.(br|gz)$/;

/** @param {string} pathname the decoded request path */
function isServable(pathname) {
  const segments = pathname.split('/');
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  const name = (segments.at(-1) ?? '').replace(COMPRESSED_COPY, '');
  if (name.endsWith('.map') || BOOKKEEPING.has(name)) return false;
  return true;
}

module.exports = { isServable };
