/**
 * Every storage key the app uses, named once (docs/behaviour.md#storage-keys).
 * Tokens live in sessionStorage only: they die with the LIFF window and never reach a URL.
 */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  verifyToken: 'verifyToken',
  /** When a verified screen last saw a tap or a key (the phone's clock, ms): a reload counts the idle limit on from there. */
  verifiedActiveAt: 'verifiedActiveAt',
  flow: 'flow',
  authRef: 'authRef',
  errorCategory: 'errorCategory',
  consentMarker: 'consentGoNext',
  consentTransactionReference: 'consentTransactionReference',
  consentStatus: 'consentStatus',
  /** The consent form a page has open (an id made when it opened the frame). */
  consentFormId: 'consentFormId',
  /** The form that was open when /stamp-consent-action wrote the marker. */
  consentReturnFormId: 'consentReturnFormId',
  isHaveKMA: 'isHaveKMA',
  verifyExpirationTime: 'verifyExpirationTime',
  /** The history entry of /redirect-kma that asked the bank for the open request. */
  kmaRequestEntry: 'kmaRequestEntry',
  /** Where a registration the bank has accepted stands: its consent, survey or success screen. */
  registrationStep: 'registrationStep',
  /** A cancel of the service went to the bank from this window and its answer has not been seen. */
  unbindingSent: 'unbindingSent',
  /** The code the bank last sent in this window: otpRef and expiry, with the registerRef or the service flow it is for (never the code or the mobile). */
  registrationOtp: 'registrationOtp',
  /** This window's statement account (local storage's `accountRef` is the device's copy). */
  accountRef: 'accountRef',
  /** This window's registration (local storage's `registerRef` is the device's copy). */
  registerRef: 'registerRef',
  debugMode: 'debugMode',
  /** When this window last went to LINE Login for a fresh ID token (guards against a loop). */
  reloginAt: 'reloginAt',
  /** How far this phone's clock is ahead of LINE's (ms, behind when negative), learnt at a re-login. */
  lineClockAhead: 'lineClockAhead',
  /** Sandbox only: `?sandboxClient=browser` plays a plain browser instead of the LINE client. */
  sandboxClient: 'sandboxClient',
  /** Sandbox only: `?sandboxLanguage=en` plays LINE's app language. */
  sandboxLanguage: 'sandboxLanguage',
  /** Written and removed at once to learn whether this page's storage takes writes at all. */
  storageProbe: 'storageProbe',
} as const;

export const LOCAL_KEYS = {
  registerRef: 'registerRef',
  scenarioId: 'scenarioId',
  accountRef: 'accountRef',
  wantToGoTo: 'wantToGoTo',
  hashedMobileNumber: 'hashedMobileNumber',
  offlineEvents: 'offlineEvents',
  /** Sandbox only: the mock LINE user this browser plays. */
  sandboxLineUserId: 'sandboxLineUserId',
  /** The language the customer picked with the switch (`th` or `en`), kept on the device. */
  language: 'language',
  /** Written and removed at once to learn whether this page's storage takes writes at all. */
  storageProbe: 'storageProbe',
  /** The SHA-256 of the LINE user whose journey the keys below belong to (./line-user-state.ts). */
  lineUser: 'lineUser',
} as const;

/** What the device keeps whichever LINE user is logged in: debug mode, the re-login guard and its clock, the sandbox's choices. */
const DEVICE_SESSION_KEYS: readonly string[] = [
  SESSION_KEYS.debugMode,
  SESSION_KEYS.reloginAt,
  SESSION_KEYS.lineClockAhead,
  SESSION_KEYS.sandboxClient,
  SESSION_KEYS.sandboxLanguage,
  SESSION_KEYS.storageProbe,
];

/** The language picked, the queue of analytics events (which carry no one's data), the sandbox's user, the owner. */
const DEVICE_LOCAL_KEYS: readonly string[] = [
  LOCAL_KEYS.offlineEvents,
  LOCAL_KEYS.sandboxLineUserId,
  LOCAL_KEYS.language,
  LOCAL_KEYS.storageProbe,
  LOCAL_KEYS.lineUser,
];

/**
 * One LINE user's journey: every key the device does not keep, so a key added above starts as the
 * user's. LINE's in-app browser and a phone's browser keep storage per site, whichever LINE account
 * is logged in, and a tab keeps its session storage across LINE Login: a different LINE user starts
 * without these (./line-user-state.ts).
 */
export const LINE_USER_SESSION_KEYS = Object.values(SESSION_KEYS).filter((key) => !DEVICE_SESSION_KEYS.includes(key));

export const LINE_USER_LOCAL_KEYS = Object.values(LOCAL_KEYS).filter((key) => !DEVICE_LOCAL_KEYS.includes(key));

/**
 * The one cookie the app writes: the language the customer picked with the switch (`th` or
 * `en`, nothing else), which the host's server reads to draw the next page in it
 * (server/page-language.js).
 */
export const COOKIE_KEYS = {
  language: 'lks_language',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
