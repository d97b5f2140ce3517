// The bank's error codes (docs/behaviour.md#error-codes) with the HTTP status and short English message the
// sandbox answers them with. The front end keys its popups on `code`; status only has to be
// right enough for axios to treat the reply as an error.

export type ProfileStatus = 'ACTIVE' | 'LOCKED' | 'SUSPENDED' | 'UNKNOWN';

export interface CatalogueEntry {
  status: number;
  message: string;
  profileStatus: ProfileStatus;
  /** Cooldown applied when fail-next forces this code without saying how long. */
  defaultCooldownSeconds?: number;
}

export const CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  LKS0106: { status: 401, message: 'Access token expired', profileStatus: 'UNKNOWN' },
  LKS0107: { status: 401, message: 'Access token invalid', profileStatus: 'UNKNOWN' },
  LKS0202: { status: 400, message: 'Cannot send OTP now, please wait', profileStatus: 'ACTIVE', defaultCooldownSeconds: 15 * 60 },
  LKS0203: { status: 400, message: 'OTP expired', profileStatus: 'ACTIVE' },
  LKS0204: { status: 400, message: 'Incorrect OTP, attempts exceeded', profileStatus: 'ACTIVE' },
  LKS0205: { status: 400, message: 'Incorrect OTP', profileStatus: 'ACTIVE' },
  LKS0302: { status: 400, message: 'Customer is not registered with the bank app', profileStatus: 'ACTIVE' },
  LKS0303: { status: 400, message: 'Cannot fetch account data', profileStatus: 'ACTIVE' },
  LKS0402: { status: 400, message: 'Customer not found', profileStatus: 'UNKNOWN' },
  LKS0405: { status: 400, message: 'Customer is registered with another LINE account', profileStatus: 'ACTIVE' },
  LKS0406: { status: 423, message: 'Registration locked', profileStatus: 'LOCKED', defaultCooldownSeconds: 60 * 60 },
  LKS0407: { status: 400, message: 'Registration suspended', profileStatus: 'SUSPENDED' },
  LKS0502: { status: 400, message: 'Account limit reached', profileStatus: 'ACTIVE' },
  LKS0503: { status: 400, message: 'Account not found', profileStatus: 'ACTIVE' },
  LKS0504: { status: 400, message: 'Account type not supported', profileStatus: 'ACTIVE' },
  LKS0505: { status: 400, message: 'Account already exists', profileStatus: 'ACTIVE' },
  LKS0506: { status: 400, message: 'Account is dormant', profileStatus: 'ACTIVE' },
  LKS0603: { status: 423, message: 'Verification locked', profileStatus: 'LOCKED', defaultCooldownSeconds: 60 * 60 },
  LKS0604: { status: 400, message: 'Verification failed, customer suspended', profileStatus: 'SUSPENDED' },
  LKS0605: { status: 400, message: 'Customer not found', profileStatus: 'UNKNOWN' },
  LKS1002: { status: 400, message: 'LINE user is not registered', profileStatus: 'UNKNOWN' },
  LKS1102: { status: 400, message: 'Consent data not found', profileStatus: 'ACTIVE' },
  LINE_ID_TOKEN_INVALID_SIGNATURE: { status: 401, message: 'LINE ID token signature is invalid', profileStatus: 'UNKNOWN' },
  LINE_ID_TOKEN_INVALID_KID: { status: 401, message: 'LINE ID token key id is unknown', profileStatus: 'UNKNOWN' },
  LINE_ID_TOKEN_INVALID_ALG: { status: 401, message: 'LINE ID token algorithm is not allowed', profileStatus: 'UNKNOWN' },
  LINE_ID_TOKEN_INVALID_ISSUER: { status: 401, message: 'LINE ID token issuer is invalid', profileStatus: 'UNKNOWN' },
  LINE_ID_TOKEN_INVALID_AUDIENCE: { status: 401, message: 'LINE ID token audience is invalid', profileStatus: 'UNKNOWN' },
  LINE_ID_TOKEN_EXPIRED: { status: 401, message: 'LINE ID token expired', profileStatus: 'UNKNOWN' },
  LINE_ID_TOKEN_NOT_YET_VALID: { status: 401, message: 'LINE ID token is not valid yet', profileStatus: 'UNKNOWN' },
  LINE_ID_TOKEN_INVALID_LIFETIME: { status: 401, message: 'LINE ID token lifetime is not one LINE issues', profileStatus: 'UNKNOWN' },
  LINE_ID_TOKEN_MALFORMED: { status: 401, message: 'LINE ID token is malformed', profileStatus: 'UNKNOWN' },
  LINE_ID_TOKEN_REUSED: { status: 401, message: 'LINE ID token was already exchanged', profileStatus: 'UNKNOWN' },
};

/** Codes outside the catalogue (UNKNOWN and anything a test invents) when forced by fail-next. */
export const FORCED_GENERIC_STATUS = 500;
