import type { Wording } from 'shared-kernel';
import { MAX_ACCOUNTS } from 'shared-kernel/validation';
import type { REGISTRATION_TEXTS } from './th';

/**
 * The registration remote's wording in English (docs/glossary.md holds the bank's terms), fetched
 * only when the screen is in English; typed against the Thai, so a missing key fails the type check.
 */
export const REGISTRATION_TEXTS_EN = {
  landing: {
    title: 'Register for the bank on LINE',
    intro: 'Get news and manage your accounts easily in the chat.',
    blurbs: [
      { title: 'Money in and out alerts', text: 'Know at once whenever money goes into or out of the accounts you choose.' },
      { title: 'Account statements', text: 'Ask for up to 12 months of account statements, sent straight to your e-mail.' },
      { title: 'Safe at every step', text: "Verify your identity with an OTP or the bank's app." },
    ],
  },
  terms: {
    title: 'Terms and conditions',
    documentLabel: 'Text of the terms and conditions',
    scrollHint: 'Please scroll to the end of the terms and conditions to accept them.',
    accept: 'I have read and accept the terms and conditions',
  },
  info: {
    title: 'Your details',
    idCard: 'National ID number',
    mobile: 'Mobile number',
    referral: 'Referral code (if any)',
    captchaTitle: 'Confirm you are not a robot',
    captchaDone: 'Confirmed',
    captchaUnavailable: 'This check cannot be shown right now. Please try again later.',
    captchaFailed: 'The check did not succeed. Please tap Next to try again.',
  },
  accounts: {
    infoTitle: 'Your accounts',
    infoIntro: 'The accounts linked to your national ID number. You can turn alerts on or off in the next step.',
    confirmTitle: 'Accounts with alerts',
    confirmIntro: 'Choose the accounts you want money in and out alerts for.',
    listLabel: 'Accounts',
    notification: 'Alerts',
    typeName: (type: string) => `${type} account`,
    accountLabel: (type: string, number: string) => `${type} account ${number}`,
    maxReached: `You can add up to ${MAX_ACCOUNTS} accounts`,
    lastAccount: 'You need at least 1 account',
    empty: 'No accounts found. Please add an account.',
    deleteQuestion: 'Delete this account?',
    deleteDescription: (number: string) => `Account ${number} will no longer get alerts.`,
    details: 'Details',
  },
  addAccount: {
    title: 'Add account',
    accountNumber: 'Account number',
    hint: 'Enter your 10-digit deposit account number',
  },
  accountDetail: {
    title: 'Account details',
    accountNumber: 'Account number',
    accountType: 'Account type',
    status: 'Account status',
    statusActive: 'Active',
    statusInactive: 'Dormant',
    notFound: 'This account is not in your list.',
  },
  consent: {
    title: 'Consent',
    frameLabel: 'Consent form',
    waiting: 'Please read the form below and make your consent choices.',
  },
  survey: {
    title: 'Your interests',
    intro: 'Choose the products or services you are interested in (you can choose more than one).',
    listLabel: 'Products and services',
  },
  success: {
    title: 'Registration complete',
    description: 'You will get money in and out alerts in the chat for the accounts you chose.',
  },
} as const satisfies Wording<typeof REGISTRATION_TEXTS>;
