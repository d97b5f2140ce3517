import * as v from 'valibot';
import { callApi } from 'shared-kernel';
import { BankAccountListSchema, BankAccountSchema } from '../schemas';

export const fetchBankAccounts = () =>
  callApi({
    method: 'GET',
    path: '/bank-accounts',
    schema: v.object({ accounts: BankAccountListSchema }),
    auth: 'verify',
  });

export const softAddAccount = (body: { accountNumber: string; registerRef?: string }) =>
  callApi({
    method: 'POST',
    path: '/bank-accounts/soft-add',
    body,
    schema: v.object({ account: BankAccountSchema }),
    auth: 'verify',
  });

export const softDeleteAccount = (accountId: string) =>
  callApi({ method: 'POST', path: '/bank-accounts/soft-delete', body: { accountId }, schema: v.unknown(), auth: 'verify' });

export interface SubmittedAccount {
  accountId?: string | null;
  accountNumber: string;
  accountType: string;
  isNotificationEnabled: boolean;
}
export const submitBankAccounts = (accounts: SubmittedAccount[]) =>
  callApi({ method: 'POST', path: '/bank-accounts/submit', body: { accounts }, schema: v.unknown(), auth: 'verify' });
