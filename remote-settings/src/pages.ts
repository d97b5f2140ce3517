import { PATHS, type RemotePages } from 'shared-kernel';
import { guardPages } from 'shared-kernel/compatibility';
import { OWN_PATHS } from './own-paths';

const settingMenu = () => import(/* webpackChunkName: "page-setting-menu" */ './features/setting-menu/setting-menu-page');
const successAccount = () => import(/* webpackChunkName: "page-setting-success" */ './features/success-pages/success-account-page');
const successSurvey = () => import(/* webpackChunkName: "page-setting-success" */ './features/success-pages/success-survey-page');
const successUnbinding = () => import(/* webpackChunkName: "page-setting-success" */ './features/success-pages/success-unbinding-page');
const consentMaintenance = () =>
  import(/* webpackChunkName: "page-consent-maintenance" */ './features/consent-maintenance/consent-maintenance-page');
const consentMaintenanceError = () =>
  import(/* webpackChunkName: "page-consent-maintenance-error" */ './features/consent-maintenance-error/consent-maintenance-error-page');
const settingSurvey = () => import(/* webpackChunkName: "page-setting-survey" */ './features/setting-survey/setting-survey-page');
const unbinding = () => import(/* webpackChunkName: "page-unbinding" */ './features/unbinding/unbinding-page');

/**
 * The routes this remote draws, and the only list of them: its build publishes them in
 * first-screens.json, from which the host learns them (docs/behaviour.md#route-ownership). Each
 * page first checks the kernel the page serves (docs/deploy-contract.md, "What the customer sees on skew").
 */
export const pages: RemotePages = guardPages('settings', __LKS_BUILD__, {
  [PATHS.setting]: settingMenu,
  [PATHS.successAccount]: successAccount,
  [PATHS.consentMaintenance]: consentMaintenance,
  [PATHS.consentMaintenanceError]: consentMaintenanceError,
  [OWN_PATHS.settingSurvey]: settingSurvey,
  [OWN_PATHS.successSurvey]: successSurvey,
  [PATHS.unbinding]: unbinding,
  [OWN_PATHS.successUnbinding]: successUnbinding,
});
