import { json } from '../http/reply';
import { forgetActions } from './actions-seen';
import { forgetClientReports } from './client-reports';
import { control } from './control-route';
import { releaseHeldCalls } from './hold-next';

export const resetControls = [
  control('POST', '/reset', ({ deps }) => {
    deps.store.reset();
    forgetActions(deps.store);
    forgetClientReports(deps.store);
    releaseHeldCalls(deps.store);
    return json(200, { ok: true });
  }),
];
