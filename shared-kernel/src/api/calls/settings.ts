import * as v from 'valibot';
import { callApi } from 'shared-kernel';

export const checkPreSetting = () =>
  callApi({
    method: 'POST',
    path: '/settings/check-pre-setting',
    body: {},
    schema: v.object({ isFillConsentAllowed: v.optional(v.boolean(), false) }),
  });

export const unregister = () => callApi({ method: 'POST', path: '/un-registers', body: {}, schema: v.unknown(), auth: 'verify' });
