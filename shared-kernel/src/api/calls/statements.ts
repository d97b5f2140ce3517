import * as v from 'valibot';
import { callApi } from '../client';
import { beginEarlyCall, takeEarlyCall } from '../early-calls';

const AccountDataSchema = v.object({
  accountNumber: v.optional(v.string(), ''),
  accountType: v.optional(v.string(), 'SVNG'),
  accountRef: v.string(),
  email: v.optional(v.nullable(v.string()), null),
});
export type AccountData = v.InferOutput<typeof AccountDataSchema>;

export const fetchStatementAccount = (accountRef: string) =>
  callApi({
    method: 'POST',
    path: '/bank-accounts/account-details/statement',
    body: { accountRef },
    schema: AccountDataSchema,
    auth: 'verify',
  });

const statementCheck = (accountRef: string) =>
  callApi({
    method: 'GET',
    path: '/statements/pre-generate-validate',
    params: { bank_acc_id: accountRef },
    schema: v.unknown(),
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
  callApi({ method: 'POST', path: '/statements', body, schema: v.unknown(), auth: 'verify' });
