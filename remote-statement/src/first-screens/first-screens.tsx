/**
 * Build time only (scripts/prerender-screens.js runs this in jsdom): the first screens of this
 * remote's routes, published beside remoteEntry.js as first-screens.json for the host's server
 * (docs/remote-screens.md), one entry per route of pages.ts; what is said here of some of them. The statement entry from the chat is drawn as it is while the bank
 * checks the account (the same for every account; nothing in it acts); its first bank calls begin
 * with the start-up, and the verification chooser it goes on to is fetched meanwhile.
 */
import { PATHS } from 'shared-kernel';
import { prerenderScreen, type FirstScreens } from 'shared-kernel/prerender';
import RequestStatementPage from '../features/request-statement/request-statement-page';

export { pages } from '../pages';

export function prerender(doc: Document): FirstScreens {
  return {
    version: 1,
    routes: {
      [PATHS.requestStatement]: {
        screen: prerenderScreen(doc, <RequestStatementPage />, { whole: false }),
        firstCalls: 'statement-entry',
        nextHostRoute: PATHS.requestSetting,
      },
    },
  };
}
