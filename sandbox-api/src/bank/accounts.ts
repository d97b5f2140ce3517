import { BankError } from '../errors/bank-error';
import type { Store } from '../state/store';
import type { Account, LineLink } from '../state/types';

export const MAX_LINKED_ACCOUNTS = 15;
export const SUPPORTED_ACCOUNT_TYPES: readonly string[] = ['SVNG', 'CURR', 'TIME'];

export interface BankAccountView {
  accountId: string | null;
  accountNumber: string;
  accountType: string;
  isNotificationEnabled: boolean;
  accountStatus: 'Active' | 'Inactive';
  accountRef: string;
}

export function accountView(account: Account, accountId: string | null, isNotificationEnabled: boolean): BankAccountView {
  return {
    accountId,
    accountNumber: account.accountNumber,
    accountType: account.accountType,
    isNotificationEnabled,
    accountStatus: account.accountStatus,
    accountRef: account.accountRef,
  };
}

/**
 * May this customer link this number? Ownership is looked at first: another customer's
 * account answers LKS0503 like an unknown number, so soft-add tells nobody whether someone
 * else's account is dormant or of an unsupported type.
 */
export function assertLinkable(store: Store, customerId: string, accountNumber: string): Account {
  const account = store.accounts.get(accountNumber);
  if (!/^\d{10}$/.test(accountNumber) || !account || account.ownerId !== customerId) throw new BankError('LKS0503');
  if (!SUPPORTED_ACCOUNT_TYPES.includes(account.accountType)) throw new BankError('LKS0504');
  if (account.dormant) throw new BankError('LKS0506');
  return account;
}

export function assertRoomForOneMore(count: number): void {
  if (count >= MAX_LINKED_ACCOUNTS) throw new BankError('LKS0502');
}

export function knownAccount(store: Store, accountNumber: string): Account {
  const account = store.accounts.get(accountNumber);
  if (!account) throw new Error(`no account ${accountNumber}`);
  return account;
}

/** One of the user's linked accounts by its reference, or LKS0503. */
export function linkedAccountByRef(store: Store, link: LineLink, accountRef: string): Account {
  const account = [...store.accounts.values()].find((candidate) => candidate.accountRef === accountRef);
  if (!account || !link.accounts.some((linked) => linked.accountNumber === account.accountNumber)) throw new BankError('LKS0503');
  return account;
}
