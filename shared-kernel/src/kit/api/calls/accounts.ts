import { callApi } from 'shared-kernel';
import { EmptyAnswer, GetBankAccountsAnswer, SoftAddAccountAnswer } from '../contract.generated';

export const fetchBankAccounts = () =>
  callApi({
    method: 'GET',
    path: '/bank-accounts',
    schema: GetBankAccountsAnswer,
    auth: 'verify',
  });

export const softAddAccount = (body: { accountNumber: string; registerRef?: string }) =>
  callApi({
    method: 'POST',
    path: '/bank-accounts/soft-add',
    body,
    schema: SoftAddAccountAnswer,
    auth: 'verify',
  });

export const softDeleteAccount = (accountId: string) =>
  callApi({ method: 'POST', path: '/bank-accounts/soft-delete', body: { accountId }, schema: EmptyAnswer, auth: 'verify' });

export interface SubmittedAccount {
  accountId?: string | null;
  accountNumber: string;
  accountType: string;
  isNotificationEnabled: boolean;
}
export const submitBankAccounts = (accounts: SubmittedAccount[]) =>
  callApi({ method: 'POST', path: '/bank-accounts/submit', body: { accounts }, schema: EmptyAnswer, auth: 'verify' });
