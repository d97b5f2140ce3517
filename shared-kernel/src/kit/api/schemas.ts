import type * as v from 'valibot';
import type {
  AuthenticationLinkAnswer,
  BankAccountSchema,
  GetSurveyAnswer,
  OtpIssuedAnswer,
  KmaPolledOrKmaPendingAnswer,
} from './contract.generated';

/** Answer shapes the bank shares between several calls (docs/behaviour.md#app-state), as docs/api/openapi.yaml states them. */
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;
export type AuthenticationLink = v.InferOutput<typeof AuthenticationLinkAnswer>;
export type KmaStatus = v.InferOutput<typeof KmaPolledOrKmaPendingAnswer>['status'];
export type OtpIssued = v.InferOutput<typeof OtpIssuedAnswer>;
/** The interest survey the bank runs now. */
export type Survey = v.InferOutput<typeof GetSurveyAnswer>;

export type KmaPurpose = 'DEREGISTRATION' | 'STATEMENT_REQUEST' | 'CONSENT_MANAGEMENT' | 'ACCOUNT_MANAGEMENT' | 'OTHER';
