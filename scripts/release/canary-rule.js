// When a canary is worse than live (docs/deploying.md, "Watching a canary"): once the canary has
// had at least `minPageViews` page views in the window, it is rolled back when its error rate
// (error reports per page view, in per cent) is above live's by more than `marginPoints` points.
// Exactly the margin above is not more: it holds. Compared in whole numbers, so a boundary is
// where the rule says and never a rounding away. Live with no page views has a rate of 0.

/** @typedef {{ pageViews: number, errorReports: number }} Seen */

/** A rate in per cent, for people: one decimal. */
const percentOf = ({ pageViews, errorReports }) => (pageViews === 0 ? '0.0' : ((100 * errorReports) / pageViews).toFixed(1));

/**
 * @param {{ marginPoints: number, minPageViews: number }} rule
 * @param {Seen} live @param {Seen} canary
 * @returns {{ rollback: boolean, waiting: boolean, reason: string }} waiting: below the minimum, not judged yet
 */
function canaryVerdict(rule, live, canary) {
  const said = `canary ${percentOf(canary)} % errors over ${canary.pageViews} page views, live ${percentOf(live)} % over ${live.pageViews}`;
  if (canary.pageViews < rule.minPageViews)
    return { rollback: false, waiting: true, reason: `waiting for ${rule.minPageViews} page views of the canary: ${said}` };
  // canary rate > live rate + margin, with both sides multiplied by the page views (whole numbers).
  const liveViews = Math.max(live.pageViews, 1);
  const above =
    100 * canary.errorReports * liveViews >
    (100 * (live.pageViews === 0 ? 0 : live.errorReports) + rule.marginPoints * liveViews) * canary.pageViews;
  return above
    ? { rollback: true, waiting: false, reason: `${said}: more than ${rule.marginPoints} points above live` }
    : { rollback: false, waiting: false, reason: `holding: ${said}, within ${rule.marginPoints} points` };
}

module.exports = { canaryVerdict };
