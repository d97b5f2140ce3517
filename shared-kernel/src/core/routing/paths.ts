/**
 * The host's routes and the remotes' routes another package navigates to (docs/behaviour.md#route-ownership).
 * A route only its own remote navigates to is named there (its src/own-paths.ts) and listed in
 * its pages.ts, never here: a remote adds a screen without a kernel change.
 */
export const PATHS = {
  entry: '/',
  stampConsentAction: '/stamp-consent-action',
  requestSetting: '/request-setting',
  receiveOtp: '/receive-otp',
  otp: '/otp',
  authKmaVerification: '/auth-kma-verification',
  redirectKma: '/redirect-kma',
  lockedRegister: '/locked-register',
  suspendRegister: '/suspend-register',
  generalError: '/general-error',
  authRegisterVerificationError: '/auth-register-verification-error',
  authCommonVerificationError: '/auth-common-verification-error',

  register: '/register',
  info: '/info',
  accountInfo: '/account-info',
  confirmAccount: '/confirm-account',
  consentCollection: '/consent-collection',

  setting: '/setting',
  successAccount: '/success-account',
  consentMaintenance: '/consent-maintenance',
  consentMaintenanceError: '/consent-maintenance-error',
  unbinding: '/unbinding',

  requestStatement: '/request-statement',
  selectStatement: '/select-statement',

  // Only the remotes of the release in production read these: they take every path from the
  // host's kernel (scripts/kernel/previous-release-imports.json). Removed once the compatibility
  // window has moved past that release (docs/deploy-contract.md, "Window").
  verify: '/verify',
  termsAndConditions: '/terms-and-conditions',
  addAccount: '/add-account',
  addAccountDetail: '/add-account/:accountNo',
  survey: '/survey',
  success: '/success',
  settingSurvey: '/setting-survey',
  successSurvey: '/success-survey',
  successUnbinding: '/success-unbinding',
  successStatement: '/success-statement',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

export const addAccountDetailPath = (accountNo: string, accountStatus?: string): string =>
  `/add-account/${encodeURIComponent(accountNo)}${accountStatus ? `?accountStatus=${encodeURIComponent(accountStatus)}` : ''}`;

/** The statement pages name their account in the query (docs/behaviour.md#statement-journey). */
export const ACCOUNT_REF_PARAM = 'accountRef';

export const statementPathFor = (path: typeof PATHS.requestStatement | typeof PATHS.selectStatement, accountRef: string): string =>
  `${path}?${ACCOUNT_REF_PARAM}=${encodeURIComponent(accountRef)}`;
