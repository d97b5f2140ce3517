import {
  currentFlow,
  keptStatementAccountRef,
  PATHS,
  SESSION_KEYS,
  sessionStore,
  statementPathFor,
  type Flow,
  type KmaPurpose,
  type LockVerifyBy,
} from 'shared-kernel';

/**
 * The flow value in sessionStorage decides which bank calls verify the customer and where
 * success goes (docs/behaviour.md#flows). Registration verifies a registerRef; every other
 * flow verifies the registered customer with the /verification calls.
 */
export type VerificationMode = 'register' | 'service';

/** `registerRefInMemory` covers a registration page that did not set the flow value. */
export function verificationMode(flow: Flow | null = currentFlow(), registerRefInMemory = ''): VerificationMode {
  if (flow === 'register') return 'register';
  return flow === null && registerRefInMemory ? 'register' : 'service';
}

export const KMA_PURPOSE_BY_FLOW: Record<Flow, KmaPurpose> = {
  register: 'OTHER',
  unbinding: 'DEREGISTRATION',
  'select-statement': 'STATEMENT_REQUEST',
  'manage-consent': 'CONSENT_MANAGEMENT',
  'confirm-account': 'ACCOUNT_MANAGEMENT',
};

export const purposeOf = (flow: Flow | null): KmaPurpose => (flow ? KMA_PURPOSE_BY_FLOW[flow] : 'OTHER');

/** Where a verified customer goes next. With no flow value there is nothing to continue, so the settings menu. */
export function successPathFor(flow: Flow | null): string {
  switch (flow) {
    case 'register':
      return PATHS.accountInfo;
    case 'select-statement': {
      const accountRef = keptStatementAccountRef();
      return accountRef ? statementPathFor(PATHS.selectStatement, accountRef) : PATHS.selectStatement;
    }
    case 'confirm-account':
      return PATHS.confirmAccount;
    case 'manage-consent':
      return PATHS.consentMaintenance;
    case 'unbinding':
      return PATHS.unbinding;
    case null:
      return PATHS.setting;
  }
}

/** Where the bank app's approval goes: registration to the accounts the bank offers, any other flow where the flow says. */
export const kmaApprovedPath = (mode: VerificationMode, flow: Flow | null): string =>
  mode === 'register' ? PATHS.confirmAccount : successPathFor(flow);

export const verificationErrorPath = (mode: VerificationMode): string =>
  mode === 'register' ? PATHS.authRegisterVerificationError : PATHS.authCommonVerificationError;

/** Where the lock screen returns when its countdown ends. */
export const lockReturnFor = (mode: VerificationMode, by: 'otp' | 'kma'): LockVerifyBy =>
  mode === 'register' ? 'info' : by === 'otp' ? 'receive-otp' : 'request-setting';

/** The OTP leg starts at phone entry for a service flow, straight at /otp for registration. */
export const otpEntryPath = (mode: VerificationMode): string => (mode === 'register' ? PATHS.otp : PATHS.receiveOtp);

/** A finished or abandoned bank-app request must not be polled again. */
export function forgetKmaRequest(): void {
  sessionStore.remove(SESSION_KEYS.authRef);
  sessionStore.remove(SESSION_KEYS.verifyExpirationTime);
  sessionStore.remove(SESSION_KEYS.kmaRequestEntry);
}

/** The bank-app request just made was asked from this history entry of /redirect-kma. */
export const rememberKmaRequestEntry = (entry: string): void => sessionStore.set(SESSION_KEYS.kmaRequestEntry, entry);

/**
 * Whether this history entry of /redirect-kma already asked and the request is still open: the
 * customer came back to it (the phone's back from the bank app, forward, a reload), and asking
 * again would put a second prompt on their phone and open the app once more
 * (docs/behaviour.md#kma-screens).
 */
export function kmaRequestOpenFrom(entry: string): boolean {
  const deadline = Date.parse(sessionStore.get(SESSION_KEYS.verifyExpirationTime) ?? '');
  return (
    sessionStore.get(SESSION_KEYS.kmaRequestEntry) === entry && Boolean(sessionStore.get(SESSION_KEYS.authRef)) && deadline > Date.now()
  );
}
