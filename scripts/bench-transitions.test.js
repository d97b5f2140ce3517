const { bankTime, waitBeforeTap } = require('./bench-transitions');

describe("the transitions bench's time of the bank", () => {
  it('counts calls in flight together once, so a tap is held to the time the bank really took', () => {
    expect(
      bankTime([
        { start: 0, end: 200 },
        { start: 100, end: 250 },
      ]),
    ).toBe(250);
  });

  it('adds calls that go one after another, and leaves out the gaps between them', () => {
    expect(
      bankTime([
        { start: 400, end: 560 },
        { start: 0, end: 170 },
        { start: 200, end: 370 },
      ]),
    ).toBe(500);
  });

  it('counts a call inside another not at all', () => {
    expect(
      bankTime([
        { start: 0, end: 300 },
        { start: 50, end: 100 },
      ]),
    ).toBe(300);
  });
});

describe("the transitions bench's moment of a tap", () => {
  it('waits, on a screen shown a moment ago, until the customer has read it for 5 s', () => {
    expect(waitBeforeTap(10_000 + 1_200, 10_000)).toBe(3_800);
  });

  it('waits the quiet second on a screen read for longer than that, a form typed into for one', () => {
    expect(waitBeforeTap(10_000 + 4_500, 10_000)).toBe(1_000);
    expect(waitBeforeTap(10_000 + 9_000, 10_000)).toBe(1_000);
  });
});
