import fc from 'fast-check';
import { formatCountdown, secondsUntil } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [3600, '60:00'],
    [1800, '30:00'],
    [65, '01:05'],
    [59, '00:59'],
    [0, '00:00'],
    [3601, '1:00:01'],
    [6000, '1:40:00'],
    [86_400, '24:00:00'],
    [65.9, '01:05'],
    [-1, '00:00'],
    [Number.NaN, '00:00'],
    [Number.POSITIVE_INFINITY, '00:00'],
  ])('%p seconds shows %p', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });

  it('round-trips whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (s) => {
        const parts = formatCountdown(s).split(':').map(Number);
        const [ss = 0, mm = 0, hh = 0] = parts.reverse();
        return hh * 3600 + mm * 60 + ss === s && (s > 3600 ? mm < 60 : parts.length === 2);
      }),
    );
  });
});

describe('secondsUntil', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('counts whole seconds to an instant with any offset', () => {
    expect(secondsUntil('2026-11-21T11:00:00Z', now)).toBe(3600);
    expect(secondsUntil('2026-11-21T17:05:00+07:00', now)).toBe(300);
  });

  it('rounds a part second up', () => {
    expect(secondsUntil('2026-11-21T10:00:00.200Z', now)).toBe(1);
    expect(secondsUntil('2026-11-21T10:00:01.000Z', now)).toBe(1);
  });

  it('is 0 once the instant has passed or cannot be read', () => {
    expect(secondsUntil('2026-11-21T09:59:59Z', now)).toBe(0);
    expect(secondsUntil('2026-11-21T10:00:00Z', now)).toBe(0);
    expect(secondsUntil('', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil('soon', now)).toBe(0);
  });

  it('defaults to now', () => {
    jest.useFakeTimers({ now });
    try {
      expect(secondsUntil('2026-11-21T10:01:00Z')).toBe(60);
    } finally {
      jest.useRealTimers();
    }
  });
});
