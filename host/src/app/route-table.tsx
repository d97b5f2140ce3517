import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PATHS, type RemoteName } from 'shared-kernel';
import { EntryPage } from '../pages/entry/entry-page';

type HostPage = ComponentType | LazyExoticComponent<ComponentType>;
export type RouteOwner = { owner: 'host'; Page: HostPage } | { owner: RemoteName };

const GeneralErrorPage = lazy(() => import(/* webpackChunkName: "page-general-error" */ '../pages/errors/general-error-page'));
const AuthRegisterVerificationErrorPage = lazy(
  () => import(/* webpackChunkName: "page-auth-errors" */ '../pages/errors/auth-register-verification-error-page'),
);
const AuthCommonVerificationErrorPage = lazy(
  () => import(/* webpackChunkName: "page-auth-errors" */ '../pages/errors/auth-common-verification-error-page'),
);

// Identity verification: one chunk for OTP, one for the bank app, one for lock and suspend.
/**
 * The one host screen a remote's route may lead to at once, without the customer doing anything
 * (its route-start entry names it, docs/remote-screens.md): its chunk is fetched while the app
 * starts, so that screen does not wait for it after the bank's answer.
 */
export const loadRequestSettingPage = () =>
  import(/* webpackChunkName: "page-request-setting" */ '../pages/request-setting/request-setting-page');
const RequestSettingPage = lazy(loadRequestSettingPage);
const ReceiveOtpPage = lazy(() => import(/* webpackChunkName: "page-otp" */ '../pages/receive-otp/receive-otp-page'));
const OtpPage = lazy(() => import(/* webpackChunkName: "page-otp" */ '../pages/otp/otp-page'));
const AuthKmaVerificationPage = lazy(() => import(/* webpackChunkName: "page-kma" */ '../pages/kma/auth-kma-verification-page'));
const RedirectKmaPage = lazy(() => import(/* webpackChunkName: "page-kma" */ '../pages/kma/redirect-kma-page'));
const LockedRegisterPage = lazy(() => import(/* webpackChunkName: "page-locked" */ '../pages/locked-register/locked-register-page'));
const SuspendRegisterPage = lazy(() => import(/* webpackChunkName: "page-locked" */ '../pages/suspend-register/suspend-register-page'));

const host = (Page: HostPage): RouteOwner => ({ owner: 'host', Page });

/**
 * The route ownership table of docs/behaviour.md#route-ownership: every path is exact, and anything else is blank.
 * `/stamp-consent-action` is drawn before the router exists (see bootstrap.tsx).
 */
export const ROUTE_TABLE: ReadonlyArray<readonly [string, RouteOwner]> = [
  [PATHS.entry, host(EntryPage)],
  [PATHS.requestSetting, host(RequestSettingPage)],
  [PATHS.receiveOtp, host(ReceiveOtpPage)],
  [PATHS.otp, host(OtpPage)],
  [PATHS.authKmaVerification, host(AuthKmaVerificationPage)],
  [PATHS.redirectKma, host(RedirectKmaPage)],
  [PATHS.lockedRegister, host(LockedRegisterPage)],
  [PATHS.suspendRegister, host(SuspendRegisterPage)],
  [PATHS.generalError, host(GeneralErrorPage)],
  [PATHS.authRegisterVerificationError, host(AuthRegisterVerificationErrorPage)],
  [PATHS.authCommonVerificationError, host(AuthCommonVerificationErrorPage)],

  [PATHS.register, { owner: 'registration' }],
  [PATHS.verify, { owner: 'registration' }],
  [PATHS.termsAndConditions, { owner: 'registration' }],
  [PATHS.info, { owner: 'registration' }],
  [PATHS.accountInfo, { owner: 'registration' }],
  [PATHS.confirmAccount, { owner: 'registration' }],
  [PATHS.addAccount, { owner: 'registration' }],
  [PATHS.addAccountDetail, { owner: 'registration' }],
  [PATHS.consentCollection, { owner: 'registration' }],
  [PATHS.survey, { owner: 'registration' }],
  [PATHS.success, { owner: 'registration' }],

  [PATHS.setting, { owner: 'settings' }],
  [PATHS.successAccount, { owner: 'settings' }],
  [PATHS.consentMaintenance, { owner: 'settings' }],
  [PATHS.consentMaintenanceError, { owner: 'settings' }],
  [PATHS.settingSurvey, { owner: 'settings' }],
  [PATHS.successSurvey, { owner: 'settings' }],
  [PATHS.unbinding, { owner: 'settings' }],
  [PATHS.successUnbinding, { owner: 'settings' }],

  [PATHS.requestStatement, { owner: 'statement' }],
  [PATHS.selectStatement, { owner: 'statement' }],
  [PATHS.successStatement, { owner: 'statement' }],
];
