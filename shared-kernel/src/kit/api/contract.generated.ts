// GENERATED from docs/api/openapi.yaml by scripts/api-contract-schemas.js: do not edit. Change the
// document and run `npm run api-contract`; scripts/api-contract-schemas.test.js
// fails when this file is not what the document gives. The hand-written calls (api/calls/) use the
// schemas and each names its action (docs/bank-api.md).
//
// The schema of each operation's success answer (the envelope's `data`), by operationId:
//   verifyChatToken:           AccessTokenAnswer
//   getFeatureFlags:           GetFeatureFlagsAnswer
//   getTerms:                  GetTermsAnswer
//   acceptTerms:               EmptyAnswer
//   checkCustomer:             CheckCustomerAnswer
//   validateCaptcha:           ValidateCaptchaAnswer
//   preRegisterOtp:            PreRegisteredAnswer
//   preRegisterKma:            PreRegisteredAnswer
//   requestRegisterOtp:        OtpIssuedAnswer
//   verifyRegisterOtp:         AccessTokenAnswer
//   requestRegisterKma:        AuthenticationLinkAnswer
//   verifyRegisterKma:         KmaPolledOrKmaPendingAnswer
//   submitRegister:            SubmitRegisterAnswer
//   getBankAccounts:           GetBankAccountsAnswer
//   softAddAccount:            SoftAddAccountAnswer
//   softDeleteAccount:         EmptyAnswer
//   submitBankAccounts:        EmptyAnswer
//   getStatementAccount:       GetStatementAccountAnswer
//   validateStatementRequest:  EmptyAnswer
//   requestStatement:          EmptyAnswer
//   checkPreVerifyCustomer:    CheckPreVerifyCustomerAnswer
//   verifyCustomerMobile:      EmptyAnswer
//   checkOtpAvailable:         CheckOtpAvailableAnswer
//   requestServiceOtp:         OtpIssuedAnswer
//   verifyServiceOtp:          AccessTokenAnswer
//   requestKma:                AuthenticationLinkAnswer
//   verifyKma:                 KmaPolledOrKmaPendingAnswer
//   getConsentCollectionForm:  GetConsentCollectionFormAnswer
//   getConsentMaintenanceForm: GetConsentMaintenanceFormAnswer
//   sendConsentResult:         EmptyAnswer
//   getSurvey:                 GetSurveyAnswer
//   getSurveyAnswers:          GetSurveyAnswersAnswer
//   saveSurveyAnswers:         EmptyAnswer
//   checkPreSetting:           CheckPreSettingAnswer
//   unregister:                EmptyAnswer
import * as v from 'valibot';

export const AccessTokenAnswer = /*#__PURE__*/ v.object({
  accessToken: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.minLength(1)),
});
export const GetFeatureFlagsAnswer = /*#__PURE__*/ v.object({
  enableRegistrationConsentManagement: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
  enableRegistrationKma: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
  enableSettingConsentManagement: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
  enableSettingKma: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
});
export const GetTermsAnswer = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.union([/*#__PURE__*/ v.string(), /*#__PURE__*/ v.number()]),
  content: /*#__PURE__*/ v.string(),
});
export const EmptyAnswer = /*#__PURE__*/ v.object({});
export const CheckCustomerAnswer = /*#__PURE__*/ v.object({
  isValidateCaptcha: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
  isHaveKMA: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
});
export const ValidateCaptchaAnswer = /*#__PURE__*/ v.object({ valid: /*#__PURE__*/ v.boolean() });
export const PreRegisteredAnswer = /*#__PURE__*/ v.object({
  registerRef: /*#__PURE__*/ v.string(),
  hashedMobileNumber: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.string(), ''),
  mustConfirmRegisterForReplace: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
});
export const ThaiDateTimeSchema = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/),
);
export const OtpIssuedAnswer = /*#__PURE__*/ v.object({ otpRef: /*#__PURE__*/ v.string(), expiredAt: ThaiDateTimeSchema });
export const AuthenticationLinkAnswer = /*#__PURE__*/ v.object({
  authenticationReference: /*#__PURE__*/ v.string(),
  authenticationWebUri: /*#__PURE__*/ v.string(),
  authenticationApplicationUri: /*#__PURE__*/ v.string(),
  expiryDateTime: /*#__PURE__*/ v.string(),
});
export const AccountNumberSchema = /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.regex(/^\d{10}$/));
export const BankAccountSchema = /*#__PURE__*/ v.object({
  accountId: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()), null),
  accountNumber: AccountNumberSchema,
  accountType: /*#__PURE__*/ v.string(),
  isNotificationEnabled: /*#__PURE__*/ v.boolean(),
  accountStatus: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.picklist(['Active', 'Inactive']), 'Active'),
  accountRef: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.string(), ''),
});
export const KmaPolledAnswer = /*#__PURE__*/ v.object({
  status: /*#__PURE__*/ v.picklist(['ACPT', 'FNLD', 'RJCT', 'EXPD']),
  accessToken: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.string()),
  bankAccounts: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.pipe(/*#__PURE__*/ v.array(BankAccountSchema), /*#__PURE__*/ v.maxLength(15))),
});
export const KmaPendingAnswer = /*#__PURE__*/ v.object({ status: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.picklist(['PPRC']), 'PPRC') });
export const KmaPolledOrKmaPendingAnswer = /*#__PURE__*/ v.union([KmaPolledAnswer, KmaPendingAnswer]);
export const SubmitRegisterAnswer = /*#__PURE__*/ v.object({ mustConsent: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false) });
export const GetBankAccountsAnswer = /*#__PURE__*/ v.object({
  accounts: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.array(BankAccountSchema), /*#__PURE__*/ v.maxLength(15)),
});
export const SoftAddAccountAnswer = /*#__PURE__*/ v.object({ account: BankAccountSchema });
export const GetStatementAccountAnswer = /*#__PURE__*/ v.object({
  accountNumber: AccountNumberSchema,
  accountType: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.string(), 'SVNG'),
  accountRef: /*#__PURE__*/ v.string(),
  email: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()), null),
});
export const CheckPreVerifyCustomerAnswer = /*#__PURE__*/ v.object({
  isHaveKMA: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
});
export const CheckOtpAvailableAnswer = /*#__PURE__*/ v.object({ isAvailable: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), true) });
export const GetConsentCollectionFormAnswer = /*#__PURE__*/ v.object({
  shouldSkip: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
  formUrl: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.string(), ''),
});
export const GetConsentMaintenanceFormAnswer = /*#__PURE__*/ v.object({ formUrl: /*#__PURE__*/ v.string() });
export const GetSurveyAnswer = /*#__PURE__*/ v.object({
  uid: /*#__PURE__*/ v.string(),
  choices: /*#__PURE__*/ v.array(/*#__PURE__*/ v.object({ id: /*#__PURE__*/ v.string(), name: /*#__PURE__*/ v.string() })),
});
export const GetSurveyAnswersAnswer = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.string(),
  answers: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
});
export const CheckPreSettingAnswer = /*#__PURE__*/ v.object({
  isFillConsentAllowed: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.boolean(), false),
});

/**
 * The X-Action of each operation by `METHOD path`, `{name}` standing for one path segment: what
 * the client sends for a call that names none, as a remote built before the calls named theirs.
 */
export const API_ACTIONS = {
  'POST /verify-token': 'VERIFY_CHAT_TOKEN',
  'GET /feature-flags': 'GET_FEATURE_FLAGS',
  'GET /term-and-conditions': 'GET_TERMS',
  'POST /term-and-conditions/accept': 'ACCEPT_TERMS',
  'POST /registers/check-customer': 'CHECK_CUSTOMER',
  'GET /registers/validate-captcha': 'VALIDATE_CAPTCHA',
  'POST /registers/otp/pre-register': 'PRE_REGISTER_OTP',
  'POST /registers/kma/pre-register': 'PRE_REGISTER_KMA',
  'POST /registers/otp/request': 'REQUEST_REGISTER_OTP',
  'POST /registers/otp/verify': 'VERIFY_REGISTER_OTP',
  'POST /registers/kma/deep-link/request': 'REQUEST_REGISTER_KMA',
  'POST /registers/kma/deep-link/verify': 'VERIFY_REGISTER_KMA',
  'POST /registers/submit': 'SUBMIT_REGISTER',
  'GET /bank-accounts': 'GET_BANK_ACCOUNTS',
  'POST /bank-accounts/soft-add': 'ADD_BANK_ACCOUNT',
  'POST /bank-accounts/soft-delete': 'DELETE_BANK_ACCOUNT',
  'POST /bank-accounts/submit': 'SUBMIT_BANK_ACCOUNTS',
  'POST /bank-accounts/account-details/statement': 'GET_STATEMENT_ACCOUNT',
  'GET /statements/pre-generate-validate': 'VALIDATE_STATEMENT_REQUEST',
  'POST /statements': 'REQUEST_STATEMENT',
  'POST /verification/check-pre-verify-customer': 'CHECK_PRE_VERIFY_CUSTOMER',
  'POST /verification/verify-customer': 'VERIFY_CUSTOMER_MOBILE',
  'POST /verification/otp/check-generate-available': 'CHECK_OTP_AVAILABLE',
  'POST /verification/otp/request': 'REQUEST_OTP',
  'POST /verification/otp/verify': 'VERIFY_OTP',
  'POST /verification/kma/request': 'REQUEST_KMA',
  'POST /verification/kma/verify': 'VERIFY_KMA',
  'POST /consents/collection-forms': 'GET_CONSENT_COLLECTION_FORM',
  'POST /consents/maintenance-forms': 'GET_CONSENT_MAINTENANCE_FORM',
  'POST /consents/forms/results': 'SEND_CONSENT_RESULT',
  'GET /active/surveys': 'GET_SURVEY',
  'GET /active/survey-submissions': 'GET_SURVEY_ANSWERS',
  'PUT /survey-submissions/{id}': 'SAVE_SURVEY_ANSWERS',
  'POST /settings/check-pre-setting': 'CHECK_PRE_SETTING',
  'POST /un-registers': 'UNREGISTER',
} as const;

/** An X-Action of the contract: each call names its own, so a misspelt one fails the type check. */
export type ApiAction = (typeof API_ACTIONS)[keyof typeof API_ACTIONS];
