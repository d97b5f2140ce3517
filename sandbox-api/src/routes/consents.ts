import { requireRegistered } from '../bank/customers';
import { registrationOf } from '../bank/registrations';
import { BankError, badRequest, conflict, notFound } from '../errors/bank-error';
import { requiredString } from '../http/fields';
import { newId, type Store } from '../state/store';
import type { SandboxDeps } from '../sandbox-deps';
import type { ConsentRecord, ConsentTransaction } from '../state/types';
import { sessionRoute, verifiedRoute } from './bank-route';

// The consent provider is a page the app frames; it returns through the host's
// /stamp-consent-action, and the app then reports the result here. The provider's recorded
// answer decides: the app's report must match it and comes once per transaction.

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
  // Consent is collected for the customer this LINE user proved to be (OTP or bank app) and
  // registered as: the registration's own verify token, after its submit.
  verifiedRoute('POST', '/consents/collection-forms', ['register'], ({ body, store, deps }, session) => {
    const registration = registrationOf(store, session.sub, requiredString(body, 'registerRef'));
    if (session.registerRef !== registration.registerRef)
      throw new BankError('LKS0107', { message: 'This verify token belongs to another registration' });
    if (registration.submittedAt === null || store.links.get(session.sub)?.customerId !== registration.customerId) {
      throw badRequest('the registration is not submitted');
    }
    const customer = store.customer(registration.customerId);
    if (customer.consent !== null || !store.flags.enableRegistrationConsentManagement) return { shouldSkip: true, formUrl: '' };
    const transaction = openTransaction(store, { sub: session.sub, customerId: customer.id, kind: 'collection' });
    return { shouldSkip: false, formUrl: formUrl(deps, transaction) };
  }),

  // Changing a recorded consent needs the customer verified for it, as the app asks.
  verifiedRoute('POST', '/consents/maintenance-forms', ['CONSENT_MANAGEMENT'], ({ store, deps }, session) => {
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
    // The provider's answer is the truth; the app only reports it, once.
    if (transaction.providerStatus === null) throw conflict('the consent provider has not answered this transaction');
    if (transaction.resultStatus !== null) throw conflict('a result for this transaction is already recorded');
    if (status !== transaction.providerStatus) throw conflict("status differs from the consent provider's answer");
    transaction.resultStatus = status;
    const customer = store.customer(transaction.customerId);
    const record: ConsentRecord = {
      status,
      transactionReference: transaction.transactionReference,
      recordedAt: store.clock.now(),
      via: transaction.kind,
    };
    customer.consent = record;
    customer.consentHistory.push(record);
    return {};
  }),
];
