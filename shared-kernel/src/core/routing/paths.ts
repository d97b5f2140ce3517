/** Every route of docs/behaviour.md#route-list / docs/behaviour.md#route-ownership, named once. */
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
  verify: '/verify',
  termsAndConditions: '/terms-and-conditions',
  info: '/info',
  accountInfo: '/account-info',
  confirmAccount: '/confirm-account',
  addAccount: '/add-account',
  addAccountDetail: '/add-account/:accountNo',
  consentCollection: '/consent-collection',
  survey: '/survey',
  success: '/success',

  setting: '/setting',
  successAccount: '/success-account',
  consentMaintenance: '/consent-maintenance',
  consentMaintenanceError: '/consent-maintenance-error',
  settingSurvey: '/setting-survey',
  successSurvey: '/success-survey',
  unbinding: '/unbinding',
  successUnbinding: '/success-unbinding',

  requestStatement: '/request-statement',
  selectStatement: '/select-statement',
  successStatement: '/success-statement',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

export const addAccountDetailPath = (accountNo: string, accountStatus?: string): string =>
  `/add-account/${encodeURIComponent(accountNo)}${accountStatus ? `?accountStatus=${encodeURIComponent(accountStatus)}` : ''}`;

/** The statement pages name their account in the query (docs/behaviour.md#statement-journey). */
export const ACCOUNT_REF_PARAM = 'accountRef';

export const statementPathFor = (path: typeof PATHS.requestStatement | typeof PATHS.selectStatement, accountRef: string): string =>
  `${path}?${ACCOUNT_REF_PARAM}=${encodeURIComponent(accountRef)}`;
