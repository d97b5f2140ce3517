import { callApi } from 'shared-kernel';
import { EmptyAnswer, GetBankAccountsAnswer, SoftAddAccountAnswer, type ApiAction } from '../contract.generated';
import { firstOfEach } from '../first-of-each';

export const fetchBankAccounts = async () => {
  const answer = await callApi({
    method: 'GET',
    path: '/bank-accounts',
    action: 'GET_BANK_ACCOUNTS' satisfies ApiAction,
    schema: GetBankAccountsAnswer,
    auth: 'verify',
  });
  return { ...answer, accounts: firstOfEach(answer.accounts, (account) => account.accountNumber) };
};

export const softAddAccount = (body: { accountNumber: string; registerRef?: string }) =>
  callApi({
    method: 'POST',
    path: '/bank-accounts/soft-add',
    action: 'ADD_BANK_ACCOUNT' satisfies ApiAction,
    body,
    schema: SoftAddAccountAnswer,
    auth: 'verify',
  });

export const softDeleteAccount = (accountId: string) =>
  callApi({
    method: 'POST',
    path: '/bank-accounts/soft-delete',
    action: 'DELETE_BANK_ACCOUNT' satisfies ApiAction,
    body: { accountId },
    schema: EmptyAnswer,
    auth: 'verify',
  });

export interface SubmittedAccount {
  accountId?: string | null;
  accountNumber: string;
  accountType: string;
  isNotificationEnabled: boolean;
}
export const submitBankAccounts = (accounts: SubmittedAccount[]) =>
  callApi({
    method: 'POST',
    path: '/bank-accounts/submit',
    action: 'SUBMIT_BANK_ACCOUNTS' satisfies ApiAction,
    body: { accounts },
    schema: EmptyAnswer,
    auth: 'verify',
  });
