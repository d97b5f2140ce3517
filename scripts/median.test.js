const { median } = require('./median');

describe('the bench median', () => {
  it('is the middle run of an odd count, whatever the order the runs came in', () => {
    expect(median([2.52, 2.39, 2.47])).toBe(2.47);
  });

  it('is halfway between the two middle runs of an even count, not the upper of them', () => {
    // Four statement-entry runs of one build: the upper middle alone would read 2.47 s.
    expect(median([2.471, 2.448, 2.496, 2.419])).toBeCloseTo(2.4595, 6);
  });

  it('leaves the runs it was given in their order', () => {
    const runs = [3, 1, 2, 4];
    median(runs);
    expect(runs).toEqual([3, 1, 2, 4]);
  });
});
