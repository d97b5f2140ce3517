// A canary's share of devices, and each device keeping its version (docs/deploying.md, "Cohorts").
const { cohorts, inCanary, pointOf, COOKIE } = require('./cohort');

const SHARES = [1, 5, 10, 25, 50, 75, 90];
const VERSIONS = ['0.1.0-4b1c2d3e4f', '0.2.0-a0b1c2d3e4', '1.0.0-ffffffffff'];

test.each([0, 0.123, 0.5, 0.999])('a canary takes its share of 1,000 new devices within 3 points (sequence from %f)', (start) => {
  const devices = cohorts({ start });
  const points = Array.from({ length: 1000 }, () => devices.assign().point);
  for (const remote of ['registration', 'statement'])
    for (const version of VERSIONS)
      for (const percent of SHARES) {
        const share = points.filter((point) => inCanary(point, remote, { version, percent })).length / 10;
        expect(Math.abs(share - percent)).toBeLessThanOrEqual(3);
      }
});

test('a device keeps its version for as long as the canary runs, and a larger share keeps the devices already in', () => {
  const devices = cohorts({ start: 0.3 });
  const points = Array.from({ length: 1000 }, () => devices.assign().point);
  const canary = { version: VERSIONS[0], percent: 10 };
  const first = points.map((point) => inCanary(point, 'registration', canary));
  expect(points.map((point) => inCanary(point, 'registration', canary))).toEqual(first);
  const widened = points.map((point) => inCanary(point, 'registration', { ...canary, percent: 50 }));
  expect(first.every((inFirst, index) => !inFirst || widened[index])).toBe(true);
});

test('each canary draws its own devices', () => {
  const devices = cohorts({ start: 0.7 });
  const points = Array.from({ length: 1000 }, () => devices.assign().point);
  const inFirst = points.filter((point) => inCanary(point, 'registration', { version: VERSIONS[0], percent: 10 }));
  const inBoth = inFirst.filter((point) => inCanary(point, 'registration', { version: VERSIONS[1], percent: 10 }));
  expect(inBoth.length).toBeLessThan(inFirst.length / 2);
});

test('the cookie holds a point and nothing else, for a year, out of scripts’ reach; HTTPS only in production', () => {
  const { point, setCookie } = cohorts({ start: 0 }).assign();
  expect(setCookie).toBe(`${COOKIE}=${point}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
  expect(cohorts({ secure: true }).assign().setCookie).toMatch(/; HttpOnly; Secure$/);
  expect(pointOf(`a=1; ${COOKIE}=${point}`)).toBe(point);
  expect(pointOf(`${COOKIE}=12345`)).toBeNull();
  expect(pointOf(`${COOKIE}=x`)).toBeNull();
  expect(pointOf(undefined)).toBeNull();
});
