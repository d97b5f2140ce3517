import type { Wording } from 'shared-kernel';
import type { SETTINGS_TEXTS } from './th';

/**
 * The settings remote's wording in English (docs/glossary.md holds the bank's terms), fetched only
 * when the screen is in English; typed against the Thai, so a missing key fails the type check.
 */
export const SETTINGS_TEXTS_EN = {
  menu: {
    title: 'Settings',
    manageAccounts: 'Manage products and accounts',
    manageConsent: 'Manage personal data',
    manageInterests: 'Manage interests',
    cancelService: 'Cancel the service',
  },
  consentMaintenance: {
    title: 'Manage personal data',
    frameTitle: 'Consent form',
  },
  survey: {
    title: 'Manage interests',
    intro: 'Choose the products or services you are interested in (you can choose more than one).',
    listLabel: 'Products and services',
  },
  unbinding: {
    description:
      'If you cancel the service, you will no longer get money in and out alerts in the chat, and you will need to register again to use the service.',
    confirm: 'Yes, cancel the service',
    keep: 'No, keep the service',
  },
} as const satisfies Wording<typeof SETTINGS_TEXTS>;
