import { callApi } from 'shared-kernel';
import { CheckPreSettingAnswer, EmptyAnswer } from '../contract.generated';

export const checkPreSetting = () =>
  callApi({
    method: 'POST',
    path: '/settings/check-pre-setting',
    body: {},
    schema: CheckPreSettingAnswer,
  });

export const unregister = () => callApi({ method: 'POST', path: '/un-registers', body: {}, schema: EmptyAnswer, auth: 'verify' });
