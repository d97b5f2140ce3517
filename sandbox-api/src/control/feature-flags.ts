import { json } from '../http/reply';
import { FEATURE_FLAG_NAMES } from '../state/feature-flags';
import { control, invalid } from './control-route';

export const featureFlagControls = [
  control('GET', '/feature-flags', ({ deps }) => json(200, deps.store.flags)),
  control('POST', '/feature-flags', ({ body, deps }) => {
    for (const [name, value] of Object.entries(body)) {
      if (!(FEATURE_FLAG_NAMES as string[]).includes(name)) return invalid(`unknown flag ${name}; known: ${FEATURE_FLAG_NAMES.join(', ')}`);
      if (typeof value !== 'boolean') return invalid(`${name} must be true or false`);
    }
    for (const name of FEATURE_FLAG_NAMES) {
      const value = body[name];
      if (typeof value === 'boolean') deps.store.flags[name] = value;
    }
    return json(200, deps.store.flags);
  }),
];
