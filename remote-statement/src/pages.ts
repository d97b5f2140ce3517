import { PATHS, type RemotePages } from 'shared-kernel';

const successStatement = () =>
  import(/* webpackChunkName: "page-success-statement" */ './features/success-statement/success-statement-page');
// Screens of the statement issue that have not landed yet say so on screen.
const pending = () => import('shared-kernel').then((kernel) => ({ default: kernel.PendingPage }));

/** The routes this remote draws (DESIGN.md route ownership); the host owns the paths. */
export const pages: RemotePages = {
  [PATHS.requestStatement]: pending,
  [PATHS.selectStatement]: pending,
  [PATHS.successStatement]: successStatement,
};
