// The bench's central figure: the middle run, or halfway between the two middle runs when the
// count is even (a run Lighthouse could not finish leaves an even count behind).
/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

module.exports = { median };
