import { PATHS, type RemotePages } from 'shared-kernel';

const landing = () => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page');
// Screens of the registration issue that have not landed yet say so on screen.
const pending = () => import('shared-kernel').then((kernel) => ({ default: kernel.PendingPage }));

/** The routes this remote draws (DESIGN.md route ownership); the host owns the paths. */
export const pages: RemotePages = {
  [PATHS.register]: landing,
  [PATHS.verify]: landing,
  [PATHS.termsAndConditions]: pending,
  [PATHS.info]: pending,
  [PATHS.accountInfo]: pending,
  [PATHS.confirmAccount]: pending,
  [PATHS.addAccount]: pending,
  [PATHS.addAccountDetail]: pending,
  [PATHS.consentCollection]: pending,
  [PATHS.survey]: pending,
  [PATHS.success]: pending,
};
