import type { BankAccount } from '../kit/api/schemas';

/** A deposit account as the bank lists it: active, notifications off, unless the story says otherwise. */
export const bankAccount = (accountNumber: string, extra: Partial<BankAccount> = {}): BankAccount => ({
  accountId: null,
  accountNumber,
  accountType: 'SVNG',
  isNotificationEnabled: false,
  accountStatus: 'Active',
  accountRef: '',
  ...extra,
});

type DataLayerEntry = Record<string, unknown>;

/** What the page pushed to the tag manager's data layer, as the bank's analytics would read it. */
export const dataLayerEntries = (): DataLayerEntry[] => (window as Window & { dataLayer?: DataLayerEntry[] }).dataLayer ?? [];

/** The data-layer entries of one event name. */
export const dataLayerEvents = (event: string): DataLayerEntry[] => dataLayerEntries().filter((entry) => entry.event === event);
