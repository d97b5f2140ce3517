import { createHmac } from 'node:crypto';
import type { Account, Customer, LinkedAccount } from './types';

// The seeded bank: one customer per path the app must be able to reach from a fresh start.
// Exported as data so tests and SEED.md read the same thing. National IDs pass the Thai
// checksum; mobiles are 10 digits starting 0 with a non-zero second digit.

/** offeredAtRegistration false means the customer has to type the number in (soft-add). */
export type SeedAccount = Pick<Account, 'accountNumber' | 'accountType' | 'accountStatus' | 'offeredAtRegistration'>;

export type SeedLinkedAccount = Pick<LinkedAccount, 'accountNumber' | 'isNotificationEnabled'>;

/** A seeded customer: the bank's own fields of a Customer, plus how the reset sets them up. */
export type SeedCustomer = Pick<Customer, 'id' | 'name' | 'nationalId' | 'mobile' | 'email' | 'hasKma' | 'captchaRequired' | 'status'> & {
  key: string;
  /** Registration locked for one hour from every reset. */
  registrationLocked: boolean;
  consented: boolean;
  lineSub: string | null;
  linkedAccounts: SeedLinkedAccount[];
  surveyAnswers: string[] | null;
  exercises: string;
  accounts: SeedAccount[];
};

export interface SeedSpecialAccount {
  accountNumber: string;
  accountType: string;
  dormant: boolean;
  /** The customer whose soft-add answers the special code; every other customer gets LKS0503. */
  ownerId: string;
  exercises: string;
}

function account(
  accountNumber: string,
  accountType: string,
  offeredAtRegistration = true,
  accountStatus: 'Active' | 'Inactive' = 'Active',
): SeedAccount {
  return { accountNumber, accountType, accountStatus, offeredAtRegistration };
}

const MANY_ACCOUNT_TYPES = ['SVNG', 'CURR', 'TIME'];

function manyAccounts(): SeedAccount[] {
  const offered = Array.from({ length: 14 }, (_, i) =>
    account(`10000007${String(i + 1).padStart(2, '0')}`, MANY_ACCOUNT_TYPES[i % 3] as string),
  );
  return [...offered, account('1000000715', 'SVNG', false), account('1000000716', 'CURR', false)];
}

const base = {
  email: '',
  hasKma: false,
  captchaRequired: false,
  status: 'ACTIVE' as const,
  registrationLocked: false,
  consented: false,
  lineSub: null,
  linkedAccounts: [],
  surveyAnswers: null,
};

export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  {
    ...base,
    id: 'CUST-01',
    key: 'new-with-kma',
    name: 'สมชาย ใจดี',
    nationalId: '1101700001016',
    mobile: '0812345601',
    email: 'somchai.j@example.com',
    hasKma: true,
    exercises: 'New customer with the bank app: registration by KMA (or OTP); 1000000014 is added by number',
    accounts: [
      account('1000000011', 'SVNG'),
      account('1000000012', 'CURR'),
      account('1000000013', 'TIME'),
      account('1000000014', 'SVNG', false),
    ],
  },
  {
    ...base,
    id: 'CUST-02',
    key: 'new-without-kma',
    name: 'สมหญิง รักเรียน',
    nationalId: '1101700001024',
    mobile: '0812345602',
    email: 'somying.r@example.com',
    exercises: 'New customer without the bank app: KMA pre-register answers LKS0302, registration by OTP',
    accounts: [account('1000000021', 'SVNG'), account('1000000022', 'TIME'), account('1000000023', 'CURR', false)],
  },
  {
    ...base,
    id: 'CUST-03',
    key: 'captcha-required',
    name: 'ประเสริฐ มั่นคง',
    nationalId: '1101700001032',
    mobile: '0812345603',
    captchaRequired: true,
    exercises: 'Customer check answers isValidateCaptcha true; pre-register needs a captcha token',
    accounts: [account('1000000031', 'SVNG'), account('1000000032', 'CURR')],
  },
  {
    ...base,
    id: 'CUST-04',
    key: 'linked-to-other-line-user',
    name: 'วิไล สุขสันต์',
    nationalId: '1101700001041',
    mobile: '0812345604',
    consented: true,
    lineSub: 'U-previous-owner',
    linkedAccounts: [{ accountNumber: '1000000041', isNotificationEnabled: true }],
    surveyAnswers: ['2'],
    exercises:
      'Already linked to LINE user U-previous-owner: mustConfirmRegisterForReplace, then replace with isSkipReplace; already consented (mustConsent false)',
    accounts: [account('1000000041', 'SVNG'), account('1000000042', 'TIME')],
  },
  {
    ...base,
    id: 'CUST-05',
    key: 'suspended',
    name: 'มานะ อดทน',
    nationalId: '1101700001059',
    mobile: '0812345605',
    hasKma: true,
    status: 'SUSPENDED',
    exercises: 'Suspended: pre-register answers LKS0407',
    accounts: [account('1000000051', 'SVNG')],
  },
  {
    ...base,
    id: 'CUST-06',
    key: 'locked',
    name: 'ปิติ ยินดี',
    nationalId: '1101700001067',
    mobile: '0812345606',
    registrationLocked: true,
    exercises: 'Registration locked for 1 hour after every reset: pre-register answers LKS0406 with cooldownFinishedAt',
    accounts: [account('1000000061', 'SVNG')],
  },
  {
    ...base,
    id: 'CUST-07',
    key: 'many-accounts',
    name: 'ชูใจ รุ่งเรือง',
    nationalId: '1101700001075',
    mobile: '0812345607',
    exercises: '14 accounts listed at registration; adding 1000000715 makes 15, adding 1000000716 then answers LKS0502',
    accounts: manyAccounts(),
  },
  {
    ...base,
    id: 'CUST-08',
    key: 'registered',
    name: 'สมศักดิ์ เจริญสุข',
    nationalId: '1101700002012',
    mobile: '0891234501',
    email: 'somsak.c@example.com',
    hasKma: true,
    consented: true,
    lineSub: 'U-registered-1',
    linkedAccounts: [
      { accountNumber: '2000000011', isNotificationEnabled: true },
      { accountNumber: '2000000012', isNotificationEnabled: false },
      { accountNumber: '2000000013', isNotificationEnabled: true },
    ],
    surveyAnswers: ['1', '5', '17'],
    exercises:
      'Registered with linked accounts: settings (accounts, consent, interests, cancel) and statements by OTP or KMA; 2000000014 can be added in settings; survey answers include old choice 17',
    accounts: [
      account('2000000011', 'SVNG'),
      account('2000000012', 'CURR'),
      account('2000000013', 'TIME', true, 'Inactive'),
      account('2000000014', 'SVNG', false),
    ],
  },
  {
    ...base,
    id: 'CUST-09',
    key: 'registered-never-consented',
    name: 'นภา ศรีสุข',
    nationalId: '1101700002021',
    mobile: '0891234502',
    email: 'napa.s@example.com',
    hasKma: true,
    lineSub: 'U-no-consent-1',
    linkedAccounts: [{ accountNumber: '2000000021', isNotificationEnabled: true }],
    surveyAnswers: [],
    exercises: 'Registered but never consented: consent maintenance answers LKS1102',
    accounts: [account('2000000021', 'SVNG')],
  },
  {
    ...base,
    id: 'CUST-10',
    key: 'registered-without-kma',
    name: 'อนันต์ พึ่งตน',
    nationalId: '1101700002039',
    mobile: '0891234503',
    consented: true,
    lineSub: 'U-registered-no-kma',
    linkedAccounts: [
      { accountNumber: '2000000031', isNotificationEnabled: true },
      { accountNumber: '2000000032', isNotificationEnabled: true },
    ],
    surveyAnswers: ['3'],
    exercises:
      'Registered without the bank app: verification KMA answers LKS0302, OTP only; no e-mail on file (statement form starts empty)',
    accounts: [account('2000000031', 'SVNG'), account('2000000032', 'CURR')],
  },
  {
    ...base,
    id: 'CUST-11',
    key: 'registered-suspended',
    name: 'ธนา ถาวร',
    nationalId: '1101700002047',
    mobile: '0891234504',
    email: 'thana.t@example.com',
    hasKma: true,
    status: 'SUSPENDED',
    consented: true,
    lineSub: 'U-suspended-1',
    linkedAccounts: [{ accountNumber: '2000000041', isNotificationEnabled: true }],
    surveyAnswers: [],
    exercises: 'Registered then suspended: every verification call answers LKS0604',
    accounts: [account('2000000041', 'SVNG')],
  },
];

/**
 * Accounts of `new-without-kma` that the bank never lists and refuses to link; their codes are
 * told only to their owner (an account's state is the owner's business).
 */
export const SEED_SPECIAL_ACCOUNTS: readonly SeedSpecialAccount[] = [
  { accountNumber: '9000000001', accountType: 'SVNG', dormant: true, ownerId: 'CUST-02', exercises: 'Dormant: soft-add answers LKS0506' },
  {
    accountNumber: '9000000002',
    accountType: 'FCD',
    dormant: false,
    ownerId: 'CUST-02',
    exercises: 'Foreign-currency deposit, unsupported type: soft-add answers LKS0504',
  },
];

/** Any number the bank does not know answers LKS0503; this one is kept free on purpose. */
export const SEED_UNKNOWN_ACCOUNT_NUMBER = '9999999999';

/**
 * An account's reference, which travels in statement links: an HMAC of the number under the
 * bank's key (Store.accountRefKey), since a plain hash of a ten-digit number is reversed by
 * trying them all. Stable while the process runs; GET /__sandbox/seed lists them.
 */
export function accountRefFor(key: Buffer, accountNumber: string): string {
  return 'AR-' + createHmac('sha256', key).update(accountNumber).digest('hex').slice(0, 16).toUpperCase();
}

export const SEED = {
  customers: SEED_CUSTOMERS,
  specialAccounts: SEED_SPECIAL_ACCOUNTS,
  unknownAccountNumber: SEED_UNKNOWN_ACCOUNT_NUMBER,
};
