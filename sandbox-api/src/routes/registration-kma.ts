import { accountView, knownAccount } from '../bank/accounts';
import { assertRegistrationOpen } from '../bank/customers';
import { createKmaRequest, kmaLinks, pollKmaForToken, REGISTRATION_KMA_RETURN_PATH } from '../bank/kma';
import { assertReadyToVerify, markVerified, registrationOf } from '../bank/registrations';
import { spendSend } from '../bank/otp';
import { BankError, notFound } from '../errors/bank-error';
import { requiredString } from '../http/fields';
import { sessionRoute, WithStatus } from './bank-route';

export const registrationKmaRoutes = [
  sessionRoute('POST', '/registers/kma/deep-link/request', ({ body, store, deps }, session) => {
    const registration = registrationOf(store, session.sub, requiredString(body, 'registerRef'));
    const customer = store.customer(registration.customerId);
    assertRegistrationOpen(store, customer);
    assertReadyToVerify(registration);
    if (!customer.hasKma) throw new BankError('LKS0302');
    spendSend(store, 'register', customer, session.sub);
    const request = createKmaRequest(store, {
      kind: 'register',
      sub: session.sub,
      customerId: customer.id,
      registerRef: registration.registerRef,
      purpose: 'REGISTRATION',
      redirectPath: REGISTRATION_KMA_RETURN_PATH,
      accountReference: null,
    });
    return kmaLinks(request, deps.sandboxUrl());
  }),

  sessionRoute('POST', '/registers/kma/deep-link/verify', ({ body, store }, session) => {
    const registration = registrationOf(store, session.sub, requiredString(body, 'registerRef'));
    const request = store.kmaRequests.get(requiredString(body, 'authRef'));
    if (!request || request.kind !== 'register' || request.registerRef !== registration.registerRef) throw notFound('authRef not found');
    const poll = pollKmaForToken(store, request, () => {
      markVerified(store, registration, 'KMA');
      return store.tokens.issueVerify(session.sub, registration.customerId, 'register', registration.registerRef).token;
    });
    if (poll.status === 'PPRC') return new WithStatus(202, poll);
    if (poll.status !== 'FNLD') return poll;
    const bankAccounts = (registration.workingSet ?? []).map((number) => accountView(knownAccount(store, number), null, false));
    return { status: poll.status, accessToken: poll.verifyToken, bankAccounts };
  }),
];
