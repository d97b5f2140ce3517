const { percentile, range } = require('./percentile');

describe('the serving bench percentile', () => {
  it('is a time some response really took, by nearest rank, whatever order the responses came in', () => {
    const times = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(times, 50)).toBe(5);
    expect(percentile(times, 90)).toBe(9);
    expect(percentile(times, 99)).toBe(10);
    expect(percentile(times, 100)).toBe(10);
  });

  it('names the one slow response of a hundred at p99 and not at p98', () => {
    const times = [...Array.from({ length: 99 }, () => 2), 40];
    expect(percentile(times, 99)).toBe(2);
    expect(percentile(times, 99.5)).toBe(40);
  });

  it('orders fractional milliseconds as numbers, not as text', () => {
    expect(percentile([0.9, 10.2, 1.05, 2.5], 75)).toBe(2.5);
  });

  it('leaves the responses it was given in their order', () => {
    const times = [3, 1, 2];
    percentile(times, 50);
    expect(times).toEqual([3, 1, 2]);
  });

  it('refuses no responses and a percentile outside (0, 100]', () => {
    expect(() => percentile([], 99)).toThrow('a percentile of no values');
    expect(() => percentile([1], 0)).toThrow('a percentile is in (0, 100], not 0');
    expect(() => percentile([1], 101)).toThrow('a percentile is in (0, 100], not 101');
  });
});

describe('a figure over the passes', () => {
  it('is the median pass with the lowest and highest beside it, each written as asked', () => {
    expect(range([1840, 1510, 1990], (ms) => `${ms} ms`)).toBe('1840 ms (1510 ms–1990 ms)');
  });
});
