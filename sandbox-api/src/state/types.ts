// The sandbox bank's records. Times are sandbox-clock milliseconds; they are turned into
// +07:00 strings only at the edge.

export type AccountStatus = 'Active' | 'Inactive';
export type CustomerStatus = 'ACTIVE' | 'SUSPENDED';
export type ConsentStatus = 'ACCEPTED' | 'REJECTED';
export type OtpScope = 'register' | 'verification';

export interface Customer {
  id: string;
  name: string;
  nationalId: string;
  mobile: string;
  email: string;
  hasKma: boolean;
  captchaRequired: boolean;
  status: CustomerStatus;
  registrationLockedUntil: number;
  verificationLockedUntil: number;
  consent: ConsentRecord | null;
  consentHistory: ConsentRecord[];
}

export interface Account {
  accountNumber: string;
  /** SVNG, CURR, TIME, or an unsupported product code that the bank refuses to link. */
  accountType: string;
  accountStatus: AccountStatus;
  dormant: boolean;
  ownerId: string | null;
  /** Listed at registration without being typed in; the rest are reachable by soft-add. */
  offeredAtRegistration: boolean;
  accountRef: string;
}

export interface LinkedAccount {
  accountId: string;
  accountNumber: string;
  isNotificationEnabled: boolean;
  linkedAt: number;
}

export interface LineLink {
  sub: string;
  customerId: string;
  linkedAt: number;
  accounts: LinkedAccount[];
}

/** Unsaved edits on the confirm-account screen of a registered user (settings flow). */
export interface AccountDraft {
  added: string[];
  deletedAccountIds: string[];
}

export interface Registration {
  registerRef: string;
  sub: string;
  customerId: string;
  channel: 'OTP' | 'KMA';
  isSkipReplace: boolean;
  mustConfirmRegisterForReplace: boolean;
  referral: string;
  deviceOS: string;
  createdAt: number;
  verifiedAt: number | null;
  verifiedBy: 'OTP' | 'KMA' | null;
  /** Account numbers on the registration's confirm-account list, once verified. */
  workingSet: string[] | null;
  submittedAt: number | null;
  replacedSub: string | null;
}

/** One ID and mobile pair judged by the customer check or pre-register (bank/customer-checks.ts). */
export interface JudgedPair {
  at: number;
  pair: string;
}

export interface OtpRecord {
  otpRef: string;
  codeHash: string;
  scope: OtpScope;
  customerId: string;
  sub: string;
  registerRef: string | null;
  /** A service OTP's purpose, named when it was requested; null for registration. */
  purpose: string | null;
  sentAt: number;
  expiresAt: number;
  wrongAttempts: number;
  state: 'active' | 'used' | 'superseded' | 'exhausted';
}

/** Per quota (bank/otp.ts quotaKey): the send window, its cooldown, and every wrong code of the last day. */
export interface OtpGuard {
  sends: number[];
  cooldownUntil: number;
  wrongCodesAt: number[];
}

export type KmaDecision = 'APPROVED' | 'REJECTED';

export interface KmaRequest {
  authRef: string;
  kind: 'register' | 'verification';
  sub: string;
  customerId: string;
  registerRef: string | null;
  purpose: string;
  redirectPath: string;
  accountReference: string | null;
  createdAt: number;
  expiresAt: number;
  polled: boolean;
  decision: KmaDecision | null;
  decidedAt: number | null;
  verifyToken: string | null;
}

export interface ConsentTransaction {
  transactionReference: string;
  sub: string;
  customerId: string;
  kind: 'collection' | 'maintenance';
  createdAt: number;
  /** What the person clicked on the provider page. */
  providerStatus: ConsentStatus | null;
  /** What the app reported back through /consents/forms/results. */
  resultStatus: ConsentStatus | null;
}

export interface ConsentRecord {
  status: ConsentStatus;
  transactionReference: string;
  recordedAt: number;
  via: 'seed' | 'collection' | 'maintenance';
}

export interface SurveySubmission {
  id: string;
  customerId: string;
  answers: string[];
  updatedAt: number | null;
}

export interface SmsMessage {
  to: string;
  code: string;
  otpRef: string;
  sentAt: string;
  scope: OtpScope;
}

export interface StatementEmail {
  to: string;
  accountRef: string;
  accountNumber: string;
  accountType: string;
  language: 'TH' | 'EN';
  fromBookingDateTime: string;
  toBookingDateTime: string;
  fromDate: string;
  toDate: string;
  requestedAt: string;
  sub: string;
}

export interface LinkEvent {
  at: string;
  event: 'linked' | 'replaced' | 'unlinked';
  sub: string;
  customerId: string;
  /** For 'replaced': the LINE user that lost the link. */
  previousSub?: string;
}

export interface FeatureFlags {
  enableRegistrationConsentManagement: boolean;
  enableRegistrationKma: boolean;
  enableSettingConsentManagement: boolean;
  enableSettingKma: boolean;
}

/** A test's rule for the next bank call(s) to one path (CONTROLS.md: fail-next, hold-next). */
export interface CallRule {
  /** null: any method. */
  method: string | null;
  path: string;
  remaining: number;
}

/** The next matching bank call(s) answer only after `ms`. */
export interface HoldRule extends CallRule {
  ms: number;
}

export interface FailRule extends CallRule {
  code: string;
  status: number | null;
  cooldownSeconds: number | null;
  message: string | null;
}
