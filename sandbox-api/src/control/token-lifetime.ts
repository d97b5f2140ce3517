import { json } from '../http/reply';
import { control, invalid } from './control-route';

export const tokenLifetimeControls = [
  control('GET', '/token-lifetime', ({ deps }) => json(200, { seconds: deps.store.tokens.lifetimeSeconds })),
  control('POST', '/token-lifetime', ({ body, deps }) => {
    if (typeof body.seconds !== 'number' || !Number.isFinite(body.seconds) || body.seconds < 0)
      return invalid('seconds must be a number ≥ 0');
    deps.store.tokens.lifetimeSeconds = body.seconds;
    return json(200, { seconds: body.seconds });
  }),
];
