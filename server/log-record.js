// One line of a server's log (docs/serving.md, "Logs"): every line starts with when and how
// serious it is, so a log pipeline that reads the container's JSON lines can filter and alert
// on `level` without knowing each message. `info`: the server doing its work; `warn`: something
// outside it went wrong and the server carries on (a remote left out, a page's error report);
// `error`: the server failed at its own work (a 5xx, a release manifest it cannot take).
/**
 * @param {'info' | 'warn' | 'error'} level
 * @param {object} fields the line's own fields
 */
const logRecord = (level, fields) => ({ time: new Date().toISOString(), level, ...fields });

// containerd and Docker pass a line of up to 16 KiB whole and split a longer one, which a
// pipeline reading JSON lines cannot parse. A page's error report may be longer (16 KiB of text
// the collector takes, three bytes a Thai character).
const MAX_LINE_BYTES = 16 * 1024;

/** The record as one JSON line of at most 16 KiB, newline included: its longest texts cut, marked `…`. */
function logLine(record) {
  let line = `${JSON.stringify(record)}\n`;
  let cut = record;
  for (let over = Buffer.byteLength(line) - MAX_LINE_BYTES; over > 0; over = Buffer.byteLength(line) - MAX_LINE_BYTES) {
    const shorter = withLongestTextCut(cut, over);
    if (shorter === cut) break;
    cut = shorter;
    line = `${JSON.stringify(cut)}\n`;
  }
  return line;
}

/** `record` with its longest text at any depth written at least `bytes` shorter in JSON, and `…` after it. */
function withLongestTextCut(record, bytes) {
  let longest = { length: 0 };
  const find = (value, at) => {
    if (typeof value === 'string' && value.length > longest.length) longest = { length: value.length, at };
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) find(inner, [...at, key]);
  };
  find(record, []);
  if (longest.length <= 1) return record;
  const cutAt = (value, [key, ...rest]) => {
    if (key === undefined) return shortened(value, bytes);
    if (Array.isArray(value)) return value.map((inner, index) => (String(index) === key ? cutAt(inner, rest) : inner));
    return { ...value, [key]: cutAt(value[key], rest) };
  };
  return cutAt(record, longest.at);
}

const jsonBytes = (text) => Buffer.byteLength(JSON.stringify(text));

/** The longest start of `text` that, with `…` (3 bytes), is at least `bytes` shorter in JSON. */
function shortened(text, bytes) {
  const most = jsonBytes(text) - bytes - 3;
  let [kept, over] = [0, text.length];
  while (kept < over) {
    const middle = Math.ceil((kept + over) / 2);
    if (jsonBytes(text.slice(0, middle)) <= most) kept = middle;
    else over = middle - 1;
  }
  return `${text.slice(0, kept)}…`;
}

module.exports = { logRecord, logLine };
