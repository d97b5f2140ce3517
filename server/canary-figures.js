// What the host's server saw of each remote's versions over the last window, for the release
// commands' `status` and `watch` (scripts/release/canary-watch.js), served as JSON on the admin
// port (`GET /canary-figures`, ./server-metrics.js): page views (pages served whose route a
// remote draws), error reports and LCP values the pages sent (./client-report-collector.js). Kept
// in one-minute slots, so the window slides and the memory stays bounded whatever clients send.
const { randomUUID } = require('node:crypto');

const WINDOW_MS = 15 * 60_000;
const SLOT_MS = 60_000;
// LCP values kept per remote, version and slot: enough for a 75th percentile, bounded.
const MAX_LCP_PER_SLOT = 200;
const FIGURES_PATH = '/canary-figures';

/** @param {{ now?: () => number, windowMs?: number }} [opts] */
function canaryFigures({ now = Date.now, windowMs = WINDOW_MS } = {}) {
  /** @type {Map<string, Map<string, Array<{ start: number, pageViews: number, errorReports: number, lcpMs: number[] }>>>} */
  const seen = new Map();
  // Names this window's server: the release commands count an instance reached at two addresses once.
  const instance = randomUUID();

  function slotOf(remote, version) {
    let versions = seen.get(remote);
    if (!versions) seen.set(remote, (versions = new Map()));
    let slots = versions.get(version);
    if (!slots) versions.set(version, (slots = []));
    const start = Math.floor(now() / SLOT_MS) * SLOT_MS;
    while (slots.length > 0 && slots[0].start <= start - windowMs) slots.shift();
    if (slots.at(-1)?.start !== start) slots.push({ start, pageViews: 0, errorReports: 0, lcpMs: [] });
    return slots.at(-1);
  }

  return {
    pageView(remote, version) {
      slotOf(remote, version).pageViews += 1;
    },
    errorReport(remote, version) {
      slotOf(remote, version).errorReports += 1;
    },
    lcp(remote, version, ms) {
      const slot = slotOf(remote, version);
      if (slot.lcpMs.length < MAX_LCP_PER_SLOT) slot.lcpMs.push(Math.round(ms));
    },
    /** The window's figures (and the id of the server keeping them): per remote and version, page views, error reports and LCP values (ms). */
    figures() {
      const since = now() - windowMs;
      const remotes = {};
      for (const [remote, versions] of seen) {
        for (const [version, slots] of versions) {
          const inWindow = slots.filter((slot) => slot.start > since - SLOT_MS);
          // A version nobody has reported for a whole window (one rolled back long ago) is forgotten.
          if (inWindow.length === 0) {
            versions.delete(version);
            continue;
          }
          remotes[remote] ??= {};
          remotes[remote][version] = {
            pageViews: inWindow.reduce((sum, slot) => sum + slot.pageViews, 0),
            errorReports: inWindow.reduce((sum, slot) => sum + slot.errorReports, 0),
            lcpMs: inWindow.flatMap((slot) => slot.lcpMs),
          };
        }
      }
      return { instance, windowSeconds: windowMs / 1000, remotes };
    },
  };
}

module.exports = { canaryFigures, FIGURES_PATH };
