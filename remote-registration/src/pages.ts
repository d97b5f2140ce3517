import { PATHS, type RemotePages } from 'shared-kernel';
import { guardPages } from 'shared-kernel/compatibility';
import { OWN_PATHS } from './own-paths';

const landing = () => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page');
// The terms screen in the landing's chunk (one name, one chunk): the landing's Next needs no
// download, however soon it is tapped (docs/performance.md, "Between screens").
const terms = () => import(/* webpackChunkName: "page-landing" */ './features/terms/terms-page');
const info = () => import(/* webpackChunkName: "page-info" */ './features/info/info-page');
const accountInfo = () => import(/* webpackChunkName: "page-account-info" */ './features/accounts/account-info-page');
const confirmAccount = () => import(/* webpackChunkName: "page-confirm-account" */ './features/accounts/confirm-account-page');
const addAccount = () => import(/* webpackChunkName: "page-add-account" */ './features/accounts/add-account-page');
const accountDetail = () => import(/* webpackChunkName: "page-account-detail" */ './features/accounts/account-detail-page');
const consentCollection = () => import(/* webpackChunkName: "page-consent-collection" */ './features/consent/consent-collection-page');
const survey = () => import(/* webpackChunkName: "page-survey" */ './features/survey/survey-page');
const success = () => import(/* webpackChunkName: "page-success" */ './features/success/success-page');

/**
 * The routes this remote draws, in the order its journey walks them (the host fetches the next
 * screens in this order from the page on show), and the only list of them: its build publishes
 * them in first-screens.json, from which the host learns them (docs/behaviour.md#route-ownership).
 * Each page first checks the kernel the page serves (docs/deploy-contract.md, "What the customer
 * sees on skew").
 */
export const pages: RemotePages = guardPages('registration', __LKS_BUILD__, {
  [PATHS.register]: landing,
  [OWN_PATHS.verify]: landing,
  [OWN_PATHS.termsAndConditions]: terms,
  [PATHS.info]: info,
  [PATHS.accountInfo]: accountInfo,
  [PATHS.confirmAccount]: confirmAccount,
  [OWN_PATHS.addAccount]: addAccount,
  [OWN_PATHS.addAccountDetail]: accountDetail,
  [PATHS.consentCollection]: consentCollection,
  [OWN_PATHS.survey]: survey,
  [OWN_PATHS.success]: success,
});
