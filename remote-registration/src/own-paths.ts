/**
 * The paths of this remote's routes that no other package navigates to, named for this remote's
 * own screens; the kernel's PATHS names those another package does. The routes themselves are
 * pages.ts (docs/behaviour.md#route-ownership).
 */
export const OWN_PATHS = {
  verify: '/verify',
  termsAndConditions: '/terms-and-conditions',
  addAccount: '/add-account',
  addAccountDetail: '/add-account/:accountNo',
  survey: '/survey',
  success: '/success',
} as const;
