// The window the release commands judge a canary on: the last 15 minutes, by the minute.
const { canaryFigures } = require('./canary-figures');

test('the figures slide with the window: what was seen more than 15 minutes ago is no longer counted', () => {
  let now = Date.parse('2026-11-26T07:00:30Z');
  const figures = canaryFigures({ now: () => now });
  figures.pageView('registration', '0.1.1-b');
  figures.errorReport('registration', '0.1.1-b');
  now += 10 * 60_000;
  figures.pageView('registration', '0.1.1-b');
  figures.lcp('registration', '0.1.1-b', 1840.4);
  const { instance } = figures.figures();
  expect(figures.figures()).toEqual({
    instance,
    windowSeconds: 900,
    remotes: { registration: { '0.1.1-b': { pageViews: 2, errorReports: 1, lcpMs: [1840] } } },
  });
  now += 6 * 60_000;
  expect(figures.figures().remotes.registration['0.1.1-b']).toEqual({ pageViews: 1, errorReports: 0, lcpMs: [1840] });
  now += 15 * 60_000;
  expect(figures.figures()).toEqual({ instance, windowSeconds: 900, remotes: {} });
});

test("each server's window names it, apart from every other's, so one reached at two addresses is counted once", () => {
  const [one, other] = [canaryFigures(), canaryFigures()];
  expect(one.figures().instance).toBe(one.figures().instance);
  expect(one.figures().instance).not.toBe(other.figures().instance);
});

test('LCP values are kept up to 200 a minute for each version, whatever the pages send', () => {
  const figures = canaryFigures({ now: () => 0 });
  for (let n = 0; n < 500; n += 1) figures.lcp('registration', '0.1.1-b', 1000 + n);
  expect(figures.figures().remotes.registration['0.1.1-b'].lcpMs).toHaveLength(200);
});
