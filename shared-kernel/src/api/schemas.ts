import * as v from 'valibot';
import { MAX_ACCOUNTS } from '../validation/account-number';

/** Answer shapes the bank shares between several calls (docs/behaviour.md#app-state). */
export const AccountTypeSchema = v.string();
export const BankAccountSchema = v.object({
  accountId: v.nullish(v.string(), null),
  accountNumber: v.pipe(v.string(), v.regex(/^\d{10}$/)),
  accountType: AccountTypeSchema,
  isNotificationEnabled: v.boolean(),
  accountStatus: v.optional(v.picklist(['Active', 'Inactive']), 'Active'),
  accountRef: v.optional(v.string(), ''),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;
/** A customer links at most 15 accounts, so a longer list from the bank is malformed, not shown. */
export const BankAccountListSchema = v.pipe(v.array(BankAccountSchema), v.maxLength(MAX_ACCOUNTS));

export const AuthenticationLinkSchema = v.object({
  authenticationReference: v.string(),
  authenticationWebUri: v.string(),
  authenticationApplicationUri: v.string(),
  expiryDateTime: v.string(),
});
export type AuthenticationLink = v.InferOutput<typeof AuthenticationLinkSchema>;

export const KmaStatusSchema = v.picklist(['ACPT', 'PPRC', 'FNLD', 'RJCT', 'EXPD']);
export type KmaStatus = v.InferOutput<typeof KmaStatusSchema>;

export const OtpIssuedSchema = v.object({ otpRef: v.string(), expiredAt: v.string() });
export type OtpIssued = v.InferOutput<typeof OtpIssuedSchema>;

export const VerifiedSchema = v.object({ accessToken: v.pipe(v.string(), v.minLength(1)) });
export const EmptySchema = v.object({});

/** The interest survey the bank runs now, and the customer's saved answers to it. */
export const SurveySchema = v.object({
  uid: v.string(),
  choices: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type Survey = v.InferOutput<typeof SurveySchema>;
export const SubmissionSchema = v.object({ id: v.string(), answers: v.array(v.string()) });

export type KmaPurpose = 'DEREGISTRATION' | 'STATEMENT_REQUEST' | 'CONSENT_MANAGEMENT' | 'ACCOUNT_MANAGEMENT' | 'OTHER';
