import { thaiIso } from '../clock';
import { viewList } from '../bank/account-lists';
import { json } from '../http/reply';
import type { Store } from '../state/store';
import type { Customer } from '../state/types';
import { control } from './control-route';

// What the bank recorded for one LINE user, for tests to assert on. Times are +07:00 strings
// ('' when unset) like everywhere else the sandbox speaks.

function time(ms: number | null): string {
  return ms ? thaiIso(ms) : '';
}

function customerSummary(store: Store, customer: Customer) {
  const now = store.clock.now();
  return {
    id: customer.id,
    name: customer.name,
    nationalId: customer.nationalId,
    mobile: customer.mobile,
    email: customer.email,
    status: customer.status,
    hasKma: customer.hasKma,
    registrationLockedUntil: customer.registrationLockedUntil > now ? time(customer.registrationLockedUntil) : '',
    verificationLockedUntil: customer.verificationLockedUntil > now ? time(customer.verificationLockedUntil) : '',
    consent: customer.consent ? { ...customer.consent, recordedAt: time(customer.consent.recordedAt) } : null,
    consentHistory: customer.consentHistory.map((record) => ({ ...record, recordedAt: time(record.recordedAt) })),
  };
}

function stateOf(store: Store, sub: string) {
  const link = store.links.get(sub);
  const registrations = [...store.registrations.values()].filter((registration) => registration.sub === sub);
  const latest = registrations.at(-1);
  const customerId = link?.customerId ?? latest?.customerId;
  const customer = customerId ? store.customer(customerId) : undefined;
  const draft = store.drafts.get(sub);
  return {
    sub,
    registered: link !== undefined,
    customer: customer ? customerSummary(store, customer) : null,
    link: link
      ? {
          customerId: link.customerId,
          linkedAt: time(link.linkedAt),
          accounts: viewList(store, sub, { kind: 'linked', customerId: link.customerId, draft: { added: [], deletedAccountIds: [] } }),
        }
      : null,
    accountDraft: draft ?? null,
    registrations: registrations.map((registration) => ({
      ...registration,
      createdAt: time(registration.createdAt),
      verifiedAt: time(registration.verifiedAt),
      submittedAt: time(registration.submittedAt),
    })),
    kmaRequests: [...store.kmaRequests.values()]
      .filter((request) => request.sub === sub)
      .map(({ verifyToken: _token, ...request }) => ({
        ...request,
        createdAt: time(request.createdAt),
        expiresAt: time(request.expiresAt),
        decidedAt: time(request.decidedAt),
      })),
    consentTransactions: [...store.consentTransactions.values()]
      .filter((transaction) => transaction.sub === sub)
      .map((transaction) => ({ ...transaction, createdAt: time(transaction.createdAt) })),
    survey:
      customer && store.surveys.has(customer.id)
        ? { ...store.surveyOf(customer.id), updatedAt: time(store.surveyOf(customer.id).updatedAt) }
        : null,
    termsAccepted: store.termsAccepted.has(sub)
      ? { acceptedId: store.termsAccepted.get(sub)?.acceptedId, at: time(store.termsAccepted.get(sub)?.at ?? null) }
      : null,
    linkEvents: store.linkEvents.filter((event) => event.sub === sub || event.previousSub === sub),
    tokens: store.tokens.countFor(sub),
  };
}

export const stateControls = [
  control('GET', '/state', ({ query, deps }) => {
    const sub = query.get('sub');
    if (sub) return json(200, stateOf(deps.store, sub));
    return json(200, {
      links: [...deps.store.links.values()].map((link) => ({ sub: link.sub, customerId: link.customerId, accounts: link.accounts.length })),
      linkEvents: deps.store.linkEvents,
    });
  }),
];
