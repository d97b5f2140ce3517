import { json } from '../http/reply';
import { control } from './control-route';

export const resetControls = [
  control('POST', '/reset', ({ deps }) => {
    deps.store.reset();
    return json(200, { ok: true });
  }),
];
