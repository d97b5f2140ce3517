// Which devices get a remote's canary (docs/deploying.md, "Cohorts"). A device is given one
// number, its point (0–9999), in a cookie the host's server sets while a canary is in force; it
// names no person (some thousand devices share each point) and the server keeps nothing. A device
// is in a canary when its point, turned by an offset taken from the remote and the canary's
// version, falls below the canary's share: the same device keeps its version for as long as that
// canary runs (a whole journey, page loads and returns from the bank's app included), a larger
// share keeps the devices already in, and each canary draws its own devices. New devices are given
// the points of a golden-ratio sequence from a random start, which spreads any run of them evenly:
// a share holds within 3 points over 1,000 devices (within 0.2 measured), where random points
// would stray by more than 3 about one time in nineteen at 50 %.
const crypto = require('node:crypto');
const { cookiePairs } = require('./request-cookies');

const COOKIE = 'lks_cohort';
const POINTS = 10_000;
const GOLDEN = (Math.sqrt(5) - 1) / 2;
// A year: the device keeps its cohort across visits, so a canary's customers stay with it.
const MAX_AGE_SECONDS = 31_536_000;
const POINT = /^\d{1,4}$/;

/** The device's point from the request's `Cookie` header, or null. */
function pointOf(cookieHeader = '') {
  for (const [name, value] of cookiePairs(cookieHeader)) if (name === COOKIE && POINT.test(value)) return Number(value);
  return null;
}

/** The offset of one canary: the same for every server, different for each remote and version. */
function offsetOf(remote, version) {
  return crypto.createHash('sha256').update(`${remote} ${version}`).digest().readUInt32BE(0) % POINTS;
}

/** Whether the device at `point` gets `canary` of `remote`. */
function inCanary(point, remote, canary) {
  return (point + offsetOf(remote, canary.version)) % POINTS < canary.percent * (POINTS / 100);
}

/**
 * @param {{ start?: number, secure?: boolean }} [opts] start: where the sequence begins (random
 *   unless a test names it); secure: the cookie is sent over HTTPS only (production)
 */
function cohorts({ start = Math.random(), secure = false } = {}) {
  let position = start;
  return {
    /** A new device's point, and the Set-Cookie header that keeps it on the device. */
    assign() {
      position = (position + GOLDEN) % 1;
      const point = Math.floor(position * POINTS);
      const attributes = ['Path=/', `Max-Age=${MAX_AGE_SECONDS}`, 'SameSite=Lax', 'HttpOnly', ...(secure ? ['Secure'] : [])];
      return { point, setCookie: `${COOKIE}=${point}; ${attributes.join('; ')}` };
    },
  };
}

module.exports = { cohorts, inCanary, pointOf, COOKIE };
