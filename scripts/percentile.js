// The serving bench's figures (scripts/bench-serving.js): a percentile of every response's time,
// and how one figure spread over the passes, so a loaded machine's noise is printed beside it.
const { median } = require('./median');

/**
 * Nearest rank: the smallest time that at least p per cent of the responses took no longer
 * than, so p99 is a time some response really took.
 * @param {number[]} values @param {number} p in (0, 100]
 */
function percentile(values, p) {
  if (values.length === 0) throw new Error('a percentile of no values');
  if (!(p > 0 && p <= 100)) throw new Error(`a percentile is in (0, 100], not ${p}`);
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

/** One figure over the passes as text: its median, then the lowest and highest pass, each as `format` writes it. @param {number[]} values */
const range = (values, format) => `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;

module.exports = { percentile, range };
