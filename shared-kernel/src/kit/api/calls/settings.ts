import { callApi } from 'shared-kernel';
import { CheckPreSettingAnswer, EmptyAnswer, type ApiAction } from '../contract.generated';

export const checkPreSetting = () =>
  callApi({
    method: 'POST',
    path: '/settings/check-pre-setting',
    action: 'CHECK_PRE_SETTING' satisfies ApiAction,
    body: {},
    schema: CheckPreSettingAnswer,
  });

export const unregister = () =>
  callApi({
    method: 'POST',
    path: '/un-registers',
    action: 'UNREGISTER' satisfies ApiAction,
    body: {},
    schema: EmptyAnswer,
    auth: 'verify',
  });
