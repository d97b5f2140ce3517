import { thaiIso } from '../clock';
import { json } from '../http/reply';
import { control, invalid } from './control-route';

// The bank writes times with a four-digit year (thaiIso); a clock past it could not say what time
// it is, and every call that reads the time would fail until a reset.
const END_OF_FOUR_DIGIT_YEARS_MS = Date.parse('9999-12-31T23:59:59+07:00');

export const clockControls = [
  control('GET', '/clock', ({ deps }) => json(200, { now: thaiIso(deps.store.clock.now()) })),
  control('POST', '/clock', ({ body, deps }) => {
    const seconds = body.advanceSeconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return invalid('advanceSeconds must be a number ≥ 0');
    if (deps.store.clock.now() + seconds * 1000 > END_OF_FOUR_DIGIT_YEARS_MS)
      return invalid('advanceSeconds must keep the clock before the year 10000 (the bank writes four-digit years)');
    deps.store.clock.advance(seconds);
    return json(200, { now: thaiIso(deps.store.clock.now()) });
  }),
];
