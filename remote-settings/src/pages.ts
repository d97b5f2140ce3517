import { PATHS, type RemotePages } from 'shared-kernel';

const settingMenu = () => import(/* webpackChunkName: "page-setting-menu" */ './features/setting-menu/setting-menu-page');
// Screens of the settings issue that have not landed yet say so on screen.
const pending = () => import('shared-kernel').then((kernel) => ({ default: kernel.PendingPage }));

/** The routes this remote draws (DESIGN.md route ownership); the host owns the paths. */
export const pages: RemotePages = {
  [PATHS.setting]: settingMenu,
  [PATHS.successAccount]: pending,
  [PATHS.consentMaintenance]: pending,
  [PATHS.consentMaintenanceError]: pending,
  [PATHS.settingSurvey]: pending,
  [PATHS.successSurvey]: pending,
  [PATHS.unbinding]: pending,
  [PATHS.successUnbinding]: pending,
};
