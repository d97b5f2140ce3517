import type * as v from 'valibot';
import { callApi } from '../client';
import { beginEarlyCall, takeEarlyCall } from '../early-calls';
import { EmptyAnswer, GetStatementAccountAnswer, type ApiAction } from '../../../kit/api/contract.generated';

export type AccountData = v.InferOutput<typeof GetStatementAccountAnswer>;

export const fetchStatementAccount = (accountRef: string) =>
  callApi({
    method: 'POST',
    path: '/bank-accounts/account-details/statement',
    action: 'GET_STATEMENT_ACCOUNT' satisfies ApiAction,
    body: { accountRef },
    schema: GetStatementAccountAnswer,
    auth: 'verify',
  });

const statementCheck = (accountRef: string) =>
  callApi({
    method: 'GET',
    path: '/statements/pre-generate-validate',
    action: 'VALIDATE_STATEMENT_REQUEST' satisfies ApiAction,
    params: { bank_acc_id: accountRef },
    schema: EmptyAnswer,
  });
const statementCheckKey = (accountRef: string) => `pre-generate-validate ${accountRef}`;

/** The bank's check that this account may have a statement; the answer of an early call for it, if one was begun. */
export const preGenerateValidate = (accountRef: string) => takeEarlyCall(statementCheckKey(accountRef), () => statementCheck(accountRef));

/** Begins the statement check before its page has arrived (api/early-calls.ts). */
export const beginPreGenerateValidate = (accountRef: string) =>
  beginEarlyCall(statementCheckKey(accountRef), () => statementCheck(accountRef));

export interface StatementRequest {
  accountRef: string;
  Language: 'TH' | 'EN';
  FromBookingDateTime: string;
  ToBookingDateTime: string;
  Email: string;
}
export const requestStatement = (body: StatementRequest) =>
  callApi({
    method: 'POST',
    path: '/statements',
    action: 'REQUEST_STATEMENT' satisfies ApiAction,
    body,
    schema: EmptyAnswer,
    auth: 'verify',
  });
