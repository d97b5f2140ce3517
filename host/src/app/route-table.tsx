import type { ComponentType } from 'react';
import { PATHS, type Flow } from 'shared-kernel';
import { EntryPage } from '../pages/entry/entry-page';
import { retryingLazy } from './retrying-lazy';
import { kmaApprovedPath, verificationMode } from '../verification/verification-flow';

type HostPage = ComponentType;

const GeneralErrorPage = retryingLazy(() => import(/* webpackChunkName: "page-general-error" */ '../pages/errors/general-error-page'));
const AuthRegisterVerificationErrorPage = retryingLazy(
  () => import(/* webpackChunkName: "page-auth-errors" */ '../pages/errors/auth-register-verification-error-page'),
);
const AuthCommonVerificationErrorPage = retryingLazy(
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
const RequestSettingPage = retryingLazy(loadRequestSettingPage);
const ReceiveOtpPage = retryingLazy(() => import(/* webpackChunkName: "page-otp" */ '../pages/receive-otp/receive-otp-page'));
const OtpPage = retryingLazy(() => import(/* webpackChunkName: "page-otp" */ '../pages/otp/otp-page'));
const AuthKmaVerificationPage = retryingLazy(() => import(/* webpackChunkName: "page-kma" */ '../pages/kma/auth-kma-verification-page'));
const RedirectKmaPage = retryingLazy(() => import(/* webpackChunkName: "page-kma" */ '../pages/kma/redirect-kma-page'));
const LockedRegisterPage = retryingLazy(
  () => import(/* webpackChunkName: "page-locked" */ '../pages/locked-register/locked-register-page'),
);
const SuspendRegisterPage = retryingLazy(
  () => import(/* webpackChunkName: "page-locked" */ '../pages/suspend-register/suspend-register-page'),
);

/**
 * The host's own routes (docs/behaviour.md#route-ownership): every path is exact. The remotes'
 * routes are theirs to list (each one's pages.ts), and the page says which remote draws which
 * (./remote-routes.ts); any other path is blank. `/stamp-consent-action` is drawn before the
 * router exists (see bootstrap.tsx).
 */
export const HOST_ROUTES: ReadonlyArray<readonly [string, HostPage]> = [
  [PATHS.entry, EntryPage],
  [PATHS.requestSetting, RequestSettingPage],
  [PATHS.receiveOtp, ReceiveOtpPage],
  [PATHS.otp, OtpPage],
  [PATHS.authKmaVerification, AuthKmaVerificationPage],
  [PATHS.redirectKma, RedirectKmaPage],
  [PATHS.lockedRegister, LockedRegisterPage],
  [PATHS.suspendRegister, SuspendRegisterPage],
  [PATHS.generalError, GeneralErrorPage],
  [PATHS.authRegisterVerificationError, AuthRegisterVerificationErrorPage],
  [PATHS.authCommonVerificationError, AuthCommonVerificationErrorPage],
];

/**
 * The remote screen a host route goes on to by itself, for the flow in progress (the mirror of a
 * remote route's `nextHostRoute`, docs/remote-screens.md): the bank app's return, a waiting screen
 * with nothing of a remote on it, goes where the approval goes. That screen's code is fetched
 * while the app starts (../federation/warm-current-route.ts), and its remote's entry, for the
 * registration flow, is hinted by the server with the page (../prerender/host-routes.ts).
 */
export const NEXT_REMOTE_ROUTES: Readonly<Record<string, (flow: Flow | null) => string>> = {
  [PATHS.authKmaVerification]: (flow) => kmaApprovedPath(verificationMode(flow), flow),
};
