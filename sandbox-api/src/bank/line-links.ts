import { newId, type Store } from '../state/store';
import type { SubmittedAccount } from './submitted-accounts';

// A LINE user's link to a bank customer. Un-registering and registering over someone else's
// link both end a link; ending one also drops that user's unsaved account-list edit, and the
// link history (read by tests through /__sandbox/state) records why it ended.

function dropLink(store: Store, sub: string): void {
  store.links.delete(sub);
  store.drafts.delete(sub);
}

/** The LINE user leaves the bank (un-register), or registers as another customer. */
export function unlinkLineUser(store: Store, sub: string): void {
  const link = store.links.get(sub);
  if (!link) return;
  dropLink(store, sub);
  store.recordLinkEvent({ event: 'unlinked', sub, customerId: link.customerId });
}

/** Another LINE user takes over the customer's link (registration with isSkipReplace). */
export function replaceLineUser(store: Store, previousSub: string, sub: string, customerId: string): void {
  dropLink(store, previousSub);
  store.recordLinkEvent({ event: 'replaced', sub, customerId, previousSub });
}

export function linkLineUser(store: Store, sub: string, customerId: string, accounts: SubmittedAccount[]): void {
  const now = store.clock.now();
  store.links.set(sub, {
    sub,
    customerId,
    linkedAt: now,
    accounts: accounts.map((account) => ({ accountId: newId('ACC'), ...account, linkedAt: now })),
  });
  store.drafts.delete(sub);
  store.recordLinkEvent({ event: 'linked', sub, customerId });
}
