import type { BankAccount } from '../../kit/api/schemas';

/** Accounts arrive with notifications off; in registration linking them is what the customer came for. */
export const withNotificationsOn = (accounts: readonly BankAccount[]): BankAccount[] =>
  accounts.map((account) => ({ ...account, isNotificationEnabled: true }));
