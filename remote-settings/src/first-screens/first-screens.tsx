/**
 * Build time only (scripts/prerender-screens.js runs this in jsdom): the first screens of this
 * remote's routes, published beside remoteEntry.js as first-screens.json for the host's server
 * (docs/remote-screens.md), one entry per route of pages.ts; what is said here of some of them. The settings menu is drawn as it is while the bank's pre-setting check
 * is under way: its heading and the items every registered customer has, inert until the check
 * answers; the personal-data item, which depends on the answer, joins later.
 */
import { PATHS } from 'shared-kernel';
import { prerenderScreen, type FirstScreens } from 'shared-kernel/prerender';
import SettingMenuPage from '../features/setting-menu/setting-menu-page';

export { pages } from '../pages';

export function prerender(doc: Document): FirstScreens {
  return {
    version: 1,
    routes: {
      [PATHS.setting]: { screen: prerenderScreen(doc, <SettingMenuPage />, { whole: true }) },
    },
  };
}
