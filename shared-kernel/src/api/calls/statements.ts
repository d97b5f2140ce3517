import * as v from 'valibot';
import { callApi } from '../client';

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

export const preGenerateValidate = (accountRef: string) =>
  callApi({
    method: 'GET',
    path: '/statements/pre-generate-validate',
    params: { bank_acc_id: accountRef },
    schema: v.unknown(),
  });

export interface StatementRequest {
  accountRef: string;
  Language: 'TH' | 'EN';
  FromBookingDateTime: string;
  ToBookingDateTime: string;
  Email: string;
}
export const requestStatement = (body: StatementRequest) =>
  callApi({ method: 'POST', path: '/statements', body, schema: v.unknown(), auth: 'verify' });
