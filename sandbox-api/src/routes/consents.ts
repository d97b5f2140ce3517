import { requireRegistered } from '../bank/customers';
import { registrationOf } from '../bank/registrations';
import { BankError, badRequest, notFound } from '../errors/bank-error';
import { requiredString } from '../http/fields';
import { newId, type Store } from '../state/store';
import type { SandboxDeps } from '../sandbox-deps';
import type { ConsentRecord, ConsentTransaction } from '../state/types';
import { sessionRoute } from './bank-route';

// The consent provider is a page the app frames; it returns through the host's
// /stamp-consent-action, and the app then reports the result here.

export const CONSENT_RETURN_PATH = '/stamp-consent-action';

function openTransaction(store: Store, fields: Pick<ConsentTransaction, 'sub' | 'customerId' | 'kind'>): ConsentTransaction {
  const transaction: ConsentTransaction = {
    ...fields,
    transactionReference: newId('CNS'),
    createdAt: store.clock.now(),
    providerStatus: null,
    resultStatus: null,
  };
  store.consentTransactions.set(transaction.transactionReference, transaction);
  return transaction;
}

function formUrl(deps: SandboxDeps, transaction: ConsentTransaction): string {
  const query = new URLSearchParams({ tx: transaction.transactionReference, returnTo: `${deps.hostOrigin}${CONSENT_RETURN_PATH}` });
  return `${deps.sandboxUrl()}/__sandbox/consent?${query.toString()}`;
}

export const consentRoutes = [
  sessionRoute('POST', '/consents/collection-forms', ({ body, store, deps }, session) => {
    const registration = registrationOf(store, session.sub, requiredString(body, 'registerRef'));
    const customer = store.customer(registration.customerId);
    if (customer.consent !== null || !store.flags.enableRegistrationConsentManagement) return { shouldSkip: true, formUrl: '' };
    const transaction = openTransaction(store, { sub: session.sub, customerId: customer.id, kind: 'collection' });
    return { shouldSkip: false, formUrl: formUrl(deps, transaction) };
  }),

  sessionRoute('POST', '/consents/maintenance-forms', ({ store, deps }, session) => {
    const { customer } = requireRegistered(store, session);
    if (customer.consent === null) throw new BankError('LKS1102');
    const transaction = openTransaction(store, { sub: session.sub, customerId: customer.id, kind: 'maintenance' });
    return { formUrl: formUrl(deps, transaction) };
  }),

  sessionRoute('POST', '/consents/forms/results', ({ body, store }, session) => {
    const transaction = store.consentTransactions.get(requiredString(body, 'transactionReference'));
    if (!transaction || transaction.sub !== session.sub) throw notFound('transactionReference not found');
    const status = body.status;
    if (status !== 'ACCEPTED' && status !== 'REJECTED') throw badRequest('status must be ACCEPTED or REJECTED');
    transaction.resultStatus = status;
    const customer = store.customer(transaction.customerId);
    const record: ConsentRecord = { status, transactionReference: transaction.transactionReference, recordedAt: store.clock.now(), via: transaction.kind };
    customer.consent = record;
    customer.consentHistory.push(record);
    return {};
  }),
];
