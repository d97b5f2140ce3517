import { thaiIso } from '../clock';
import { json } from '../http/reply';
import { control, invalid } from './control-route';

export const clockControls = [
  control('GET', '/clock', ({ deps }) => json(200, { now: thaiIso(deps.store.clock.now()) })),
  control('POST', '/clock', ({ body, deps }) => {
    const seconds = body.advanceSeconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return invalid('advanceSeconds must be a number ≥ 0');
    deps.store.clock.advance(seconds);
    return json(200, { now: thaiIso(deps.store.clock.now()) });
  }),
];
