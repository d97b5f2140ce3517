/**
 * Build time only (scripts/prerender-screens.js runs this in jsdom): the first screens of this
 * remote's routes, published beside remoteEntry.js as first-screens.json for the host's server
 * (docs/remote-screens.md), one entry per route of pages.ts; what is said here of some of them. The landing comes whole with the HTML.
 */
import { PATHS } from 'shared-kernel';
import { prerenderScreen, type FirstScreens } from 'shared-kernel/prerender';
import LandingPage from '../features/landing/landing-page';
import { OWN_PATHS } from '../own-paths';

export { pages } from '../pages';

export function prerender(doc: Document): FirstScreens {
  const landing = prerenderScreen(doc, <LandingPage />, { whole: true });
  return {
    version: 1,
    routes: {
      [PATHS.register]: { screen: landing },
      [OWN_PATHS.verify]: { screen: landing },
    },
  };
}
