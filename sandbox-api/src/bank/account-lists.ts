import { badRequest } from '../errors/bank-error';
import type { VerifySession } from '../auth/tokens';
import type { Store } from '../state/store';
import type { AccountDraft, Registration } from '../state/types';
import { accountView, knownAccount, type BankAccountView } from './accounts';
import { requireRegistered } from './customers';

// The confirm-account screen works on a list the bank keeps between calls: during
// registration the registration's working set; afterwards the linked accounts with the
// user's unsaved soft-adds and soft-deletes (the draft), until /bank-accounts/submit.

export type AccountList =
  { kind: 'registration'; registration: Registration; customerId: string } | { kind: 'linked'; customerId: string; draft: AccountDraft };

/** Which list a verify token edits: a registration not yet submitted, else the linked set. */
export function accountListFor(store: Store, session: VerifySession, registerRef?: string): AccountList {
  const ref = registerRef || (session.flow === 'register' ? session.registerRef : null);
  if (ref) {
    const registration = store.registrations.get(ref);
    if (registration && registration.sub === session.sub && registration.submittedAt === null) {
      if (registration.registerRef !== session.registerRef) throw badRequest('verify token does not belong to this registration');
      if (registration.workingSet === null) throw badRequest('registration is not verified yet');
      return { kind: 'registration', registration, customerId: registration.customerId };
    }
    if (registerRef) throw badRequest('registerRef is not an open registration');
  }
  const { customer } = requireRegistered(store, session);
  return { kind: 'linked', customerId: customer.id, draft: draftOf(store, session.sub) };
}

export function draftOf(store: Store, sub: string): AccountDraft {
  let draft = store.drafts.get(sub);
  if (!draft) {
    draft = { added: [], deletedAccountIds: [] };
    store.drafts.set(sub, draft);
  }
  return draft;
}

export function viewList(store: Store, sub: string, list: AccountList): BankAccountView[] {
  if (list.kind === 'registration') {
    return (list.registration.workingSet ?? []).map((number) => accountView(knownAccount(store, number), null, false));
  }
  const link = store.links.get(sub);
  const linked = (link?.accounts ?? [])
    .filter((linkedAccount) => !list.draft.deletedAccountIds.includes(linkedAccount.accountId))
    .map((linkedAccount) =>
      accountView(knownAccount(store, linkedAccount.accountNumber), linkedAccount.accountId, linkedAccount.isNotificationEnabled),
    );
  const added = list.draft.added.map((number) => accountView(knownAccount(store, number), null, false));
  return [...linked, ...added];
}
