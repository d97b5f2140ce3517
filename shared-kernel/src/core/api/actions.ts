/**
 * The one table of the bank calls' action names, sent as `X-Action` so the bank's logs name
 * each step of a journey. Keys are `METHOD path`, `{name}` standing for one path segment.
 * The client looks the name up for every call; a call missing here goes out without one, and
 * `contract.test.ts` fails (the contract gives each call its X-Action value).
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
  'GET /active/surveys': 'GET_SURVEY',
  'GET /active/survey-submissions': 'GET_SURVEY_ANSWERS',
  'PUT /survey-submissions/{id}': 'SAVE_SURVEY_ANSWERS',
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
  'POST /settings/check-pre-setting': 'CHECK_PRE_SETTING',
  'POST /un-registers': 'UNREGISTER',
} as const satisfies Record<string, string>;

export type ApiAction = (typeof API_ACTIONS)[keyof typeof API_ACTIONS];

const TEMPLATES = Object.entries(API_ACTIONS).map(([key, action]) => {
  const [method = '', template = ''] = key.split(' ');
  const segments = template.split('/');
  return { method, segments, action };
});

/** The action name of `method path` (path without the API prefix or query), if the table has it. */
export function actionFor(method: string, path: string): ApiAction | undefined {
  const wanted = method.toUpperCase();
  const segments = (path.split('?')[0] ?? '').split('/');
  const found = TEMPLATES.find(
    (entry) =>
      entry.method === wanted &&
      entry.segments.length === segments.length &&
      entry.segments.every((part, i) => (part.startsWith('{') ? segments[i] !== '' : part === segments[i])),
  );
  return found?.action;
}
