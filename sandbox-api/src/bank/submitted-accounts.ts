import { BankError, badRequest } from '../errors/bank-error';
import { isObject, requiredString } from '../http/fields';
import type { Store } from '../state/store';
import { assertLinkable, MAX_LINKED_ACCOUNTS } from './accounts';

// The account lists the app sends whole: /registers/submit and /bank-accounts/submit.

export interface SubmittedAccount {
  accountNumber: string;
  isNotificationEnabled: boolean;
}

export function readAccountList(list: unknown[]): SubmittedAccount[] {
  if (list.length === 0) throw badRequest('at least one account is required');
  if (list.length > MAX_LINKED_ACCOUNTS) throw new BankError('LKS0502');
  return list.map((item) => {
    if (!isObject(item)) throw badRequest('each account must be an object');
    return {
      accountNumber: requiredString(item, 'accountNumber'),
      isNotificationEnabled: item.isNotificationEnabled === true,
    };
  });
}

/** Every number the customer's, linkable, and no number twice. */
export function assertAccountList(store: Store, customerId: string, accounts: SubmittedAccount[]): void {
  const seen = new Set<string>();
  for (const { accountNumber } of accounts) {
    assertLinkable(store, customerId, accountNumber);
    if (seen.has(accountNumber)) throw new BankError('LKS0505');
    seen.add(accountNumber);
  }
}
