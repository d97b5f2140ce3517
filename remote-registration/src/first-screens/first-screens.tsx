/**
 * Build time only (scripts/prerender-screens.js runs this in jsdom): this remote's routes and
 * their first screens, published beside remoteEntry.js as first-screens.json for the host's server
 * (docs/remote-screens.md). The landing comes whole with the HTML.
 */
import { PATHS } from 'shared-kernel';
import { prerenderScreen, type FirstScreens } from 'shared-kernel/prerender';
import LandingPage from '../features/landing/landing-page';

export function prerender(doc: Document): FirstScreens {
  const landing = prerenderScreen(doc, <LandingPage />, { whole: true });
  return {
    version: 1,
    routes: {
      [PATHS.register]: { screen: landing },
      [PATHS.verify]: { screen: landing },
      [PATHS.termsAndConditions]: {},
      [PATHS.info]: {},
      [PATHS.accountInfo]: {},
      [PATHS.confirmAccount]: {},
      [PATHS.addAccount]: {},
      [PATHS.addAccountDetail]: {},
      [PATHS.consentCollection]: {},
      [PATHS.survey]: {},
      [PATHS.success]: {},
    },
  };
}
