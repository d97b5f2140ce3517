// W3C Trace Context (https://www.w3.org/TR/trace-context/): a request keeps the trace it came
// with when its `traceparent` is valid, or starts one here; either way this server is a new span
// of it, and that span is the parent the bank's gateway sees (server/api-forwarding.js passes the
// header on). Only the parsed hex fields are kept: nothing else of the header reaches a log.
const crypto = require('node:crypto');

// version 00, trace-id, parent-id, flags; a later version may append fields after the flags.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZEROS = /^0+$/;

/** The trace of `header`, or null when it is absent or invalid (then a new trace is started). */
function parseTraceparent(header) {
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null;
  if (!match) return null;
  const [, version, traceId, parentId, flags, rest] = match;
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (ALL_ZEROS.test(traceId) || ALL_ZEROS.test(parentId)) return null;
  return { traceId, flags };
}

/** This server's span of the request's trace, as the `traceparent` it passes on. */
function traceparentFor(header) {
  const { traceId, flags } = parseTraceparent(header) ?? { traceId: crypto.randomBytes(16).toString('hex'), flags: '01' };
  return `00-${traceId}-${crypto.randomBytes(8).toString('hex')}-${flags}`;
}

module.exports = { traceparentFor, parseTraceparent };
