import { type BankAccount } from 'shared-kernel';
import { digitsOnly } from 'shared-kernel/display-formats';

export const toggleNotification = (accounts: readonly BankAccount[], accountNumber: string): BankAccount[] =>
  accounts.map((account) =>
    account.accountNumber === accountNumber ? { ...account, isNotificationEnabled: !account.isNotificationEnabled } : account,
  );

export const withoutAccount = (accounts: readonly BankAccount[], accountNumber: string): BankAccount[] =>
  accounts.filter((account) => account.accountNumber !== accountNumber);

export const findAccount = (accounts: readonly BankAccount[], accountNumber: string): BankAccount | undefined => {
  const wanted = digitsOnly(accountNumber);
  return accounts.find((account) => account.accountNumber === wanted);
};
