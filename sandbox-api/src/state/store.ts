import { randomBytes } from 'node:crypto';
import { HOUR_MS, thaiIso, type SandboxClock } from '../clock';
import { TokenStore } from '../auth/tokens';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags';
import { SEED_CUSTOMERS, SEED_SPECIAL_ACCOUNTS, accountRefFor } from './seed';
import type {
  Account,
  AccountDraft,
  ConsentTransaction,
  Customer,
  FailRule,
  HoldRule,
  FeatureFlags,
  JudgedPair,
  KmaRequest,
  LineLink,
  LinkEvent,
  OtpGuard,
  OtpRecord,
  Registration,
  SmsMessage,
  StatementEmail,
  SurveySubmission,
} from './types';

// Everything the sandbox bank remembers, in memory. reset() rebuilds it from the seed so each
// test (or a person) can start over without restarting the process.

export class Store {
  tokens!: TokenStore;
  flags!: FeatureFlags;
  failRules!: FailRule[];
  holdRules!: HoldRule[];
  customers!: Map<string, Customer>;
  accounts!: Map<string, Account>;
  links!: Map<string, LineLink>;
  linkEvents!: LinkEvent[];
  drafts!: Map<string, AccountDraft>;
  registrations!: Map<string, Registration>;
  otps!: Map<string, OtpRecord>;
  otpGuards!: Map<string, OtpGuard>;
  /** OTP send times in the last day per `sub:<LINE user>` and per quota (bank/otp.ts quotaKey). */
  dailySends!: Map<string, number[]>;
  /** The key OTP codes are kept under (HMAC); made once per process, never shown. */
  readonly otpKey = randomBytes(32);
  /** The key of `hashedMobileNumber` (HMAC); made once per process, never shown. */
  readonly mobileKey = randomBytes(32);
  /** Per LINE ID token exchanged (bank/id-token-exchanges.ts): the access token it last gave, until the ID token expires. */
  idTokenExchanges!: Map<string, { accessToken: string; expiresAt: number }>;
  kmaRequests!: Map<string, KmaRequest>;
  consentTransactions!: Map<string, ConsentTransaction>;
  captchaTokens!: Map<string, number>;
  /** The LINE user each captcha token was first used by (bank/registrations.ts takeCaptchaToken). */
  captchaHolders!: Map<string, string>;
  /** Pairs judged per `line:<LINE user>` and per `id:<national ID>` in the current window (bank/customer-checks.ts). */
  customerChecks!: Map<string, JudgedPair[]>;
  /** LINE users whose next pre-register needs a captcha token, whoever the customer. */
  captchaDemanded!: Set<string>;
  surveys!: Map<string, SurveySubmission>;
  termsAccepted!: Map<string, { acceptedId: string; at: number }>;
  sms!: SmsMessage[];
  emails!: StatementEmail[];

  /** `accountRefKey`: the key of every `accountRef` (HMAC, state/seed.ts accountRefFor), never shown; made now unless the starter gives one. */
  constructor(
    readonly clock: SandboxClock,
    readonly accountRefKey: Buffer = randomBytes(32),
  ) {
    this.reset();
  }

  reset(): void {
    this.clock.reset();
    const now = this.clock.now();
    // A new token store also restores the default token lifetime.
    this.tokens = new TokenStore(this.clock);
    this.flags = { ...DEFAULT_FEATURE_FLAGS };
    this.failRules = [];
    this.holdRules = [];
    this.customers = new Map();
    this.accounts = new Map();
    this.links = new Map();
    this.linkEvents = [];
    this.drafts = new Map();
    this.registrations = new Map();
    this.otps = new Map();
    this.otpGuards = new Map();
    this.dailySends = new Map();
    this.idTokenExchanges = new Map();
    this.kmaRequests = new Map();
    this.consentTransactions = new Map();
    this.captchaTokens = new Map();
    this.captchaHolders = new Map();
    this.customerChecks = new Map();
    this.captchaDemanded = new Set();
    this.surveys = new Map();
    this.termsAccepted = new Map();
    this.sms = [];
    this.emails = [];
    this.loadSeed(now);
  }

  private loadSeed(now: number): void {
    for (const seed of SEED_CUSTOMERS) {
      this.customers.set(seed.id, {
        id: seed.id,
        name: seed.name,
        nationalId: seed.nationalId,
        mobile: seed.mobile,
        email: seed.email,
        hasKma: seed.hasKma,
        captchaRequired: seed.captchaRequired,
        status: seed.status,
        registrationLockedUntil: seed.registrationLocked ? now + HOUR_MS : 0,
        verificationLockedUntil: 0,
        consent: seed.consented ? { status: 'ACCEPTED', transactionReference: `SEED-${seed.id}`, recordedAt: now, via: 'seed' } : null,
        consentHistory: [],
      });
      for (const account of seed.accounts) {
        this.accounts.set(account.accountNumber, {
          ...account,
          dormant: false,
          ownerId: seed.id,
          accountRef: accountRefFor(this.accountRefKey, account.accountNumber),
        });
      }
      if (seed.lineSub) {
        this.links.set(seed.lineSub, {
          sub: seed.lineSub,
          customerId: seed.id,
          linkedAt: now,
          accounts: seed.linkedAccounts.map((linked) => ({
            accountId: newId('ACC'),
            accountNumber: linked.accountNumber,
            isNotificationEnabled: linked.isNotificationEnabled,
            linkedAt: now,
          })),
        });
      }
      if (seed.surveyAnswers) {
        this.surveys.set(seed.id, { id: surveyIdFor(seed.id), customerId: seed.id, answers: [...seed.surveyAnswers], updatedAt: null });
      }
    }
    for (const special of SEED_SPECIAL_ACCOUNTS) {
      this.accounts.set(special.accountNumber, {
        accountNumber: special.accountNumber,
        accountType: special.accountType,
        accountStatus: special.dormant ? 'Inactive' : 'Active',
        dormant: special.dormant,
        ownerId: special.ownerId,
        offeredAtRegistration: false,
        accountRef: accountRefFor(this.accountRefKey, special.accountNumber),
      });
    }
  }

  findCustomer(nationalId: string, mobile: string): Customer | undefined {
    for (const customer of this.customers.values()) {
      if (customer.nationalId === nationalId && customer.mobile === mobile) return customer;
    }
    return undefined;
  }

  customer(id: string): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw new Error(`no customer ${id}`);
    return customer;
  }

  linkOfCustomer(customerId: string): LineLink | undefined {
    for (const link of this.links.values()) {
      if (link.customerId === customerId) return link;
    }
    return undefined;
  }

  /** The send window and wrong codes of one quota (bank/otp.ts quotaKey). */
  otpGuard(key: string): OtpGuard {
    let guard = this.otpGuards.get(key);
    if (!guard) {
      guard = { sends: [], cooldownUntil: 0, wrongCodesAt: [] };
      this.otpGuards.set(key, guard);
    }
    return guard;
  }

  surveyOf(customerId: string): SurveySubmission {
    let survey = this.surveys.get(customerId);
    if (!survey) {
      survey = { id: surveyIdFor(customerId), customerId, answers: [], updatedAt: null };
      this.surveys.set(customerId, survey);
    }
    return survey;
  }

  recordLinkEvent(event: Omit<LinkEvent, 'at'>): void {
    this.linkEvents.push({ at: thaiIso(this.clock.now()), ...event });
  }
}

export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(8).toString('hex').toUpperCase()}`;
}

function surveyIdFor(customerId: string): string {
  return `SUB-${customerId}`;
}
