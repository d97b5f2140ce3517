import type { Session } from '../auth/tokens';
import { assertVerificationOpen, requireRegistered, type RegisteredUser } from '../bank/customers';
import { createKmaRequest, kmaLinks, pollKmaForToken } from '../bank/kma';
import { assertCanSend, sendOtp, spendSend, verifyOtp } from '../bank/otp';
import { kmaReturnUrl } from '../control/kma';
import { BankError, badRequest, notFound } from '../errors/bank-error';
import { optionalString, requiredString } from '../http/fields';
import { header } from '../http/request';
import type { Store } from '../state/store';
import { sessionRoute, WithStatus } from './bank-route';

// Service verification for a registered LINE user (settings and statement flows): OTP to the
// registered mobile, or KMA. Success gives a verify token carrying the purpose as its flow.

export const KMA_PURPOSES = ['DEREGISTRATION', 'STATEMENT_REQUEST', 'CONSENT_MANAGEMENT', 'ACCOUNT_MANAGEMENT', 'OTHER'] as const;

function verifiableUser(store: Store, session: Session): RegisteredUser {
  const user = requireRegistered(store, session);
  assertVerificationOpen(store, user.customer);
  return user;
}

/** A fresh verification starts a fresh edit of the account list. */
function issueServiceToken(store: Store, sub: string, customerId: string, flow: string): string {
  store.drafts.delete(sub);
  return store.tokens.issueVerify(sub, customerId, flow).token;
}

/** The purpose an OTP request names in X-Purpose (OTHER when none or an unknown one). */
function purposeFrom(value: string | undefined): string {
  return value && (KMA_PURPOSES as readonly string[]).includes(value) ? value : 'OTHER';
}

export const verificationRoutes = [
  sessionRoute('POST', '/verification/check-pre-verify-customer', ({ store }, session) => {
    const { customer } = verifiableUser(store, session);
    return { isHaveKMA: customer.hasKma };
  }),

  sessionRoute('POST', '/verification/verify-customer', ({ body, store }, session) => {
    const { customer } = verifiableUser(store, session);
    const mobile = requiredString(body, 'mobileNumber');
    // Any text that is not the registered number, well-formed or not, is LKS0605 (the app shows it under the field).
    if (mobile !== customer.mobile) throw new BankError('LKS0605');
    return {};
  }),

  sessionRoute('POST', '/verification/otp/check-generate-available', ({ store }, session) => {
    const { customer } = verifiableUser(store, session);
    assertCanSend(store, 'verification', customer, session.sub);
    return { isAvailable: true };
  }),

  // The purpose is bound when the code is requested: a code sent for a statement cannot be
  // turned into a token to unregister at verify time.
  sessionRoute('POST', '/verification/otp/request', ({ headers, store }, session) => {
    const { customer } = verifiableUser(store, session);
    return sendOtp(store, 'verification', customer, session.sub, null, purposeFrom(header(headers, 'x-purpose')));
  }),

  sessionRoute('POST', '/verification/otp/verify', ({ body, headers, store }, session) => {
    const { customer } = requireRegistered(store, session);
    if (customer.status === 'SUSPENDED') throw new BankError('LKS0604');
    const named = header(headers, 'x-purpose');
    const purpose = verifyOtp(store, 'verification', customer, {
      otpRef: requiredString(body, 'otpRef'),
      otpCode: requiredString(body, 'otpCode'),
      registerRef: null,
      sub: session.sub,
      purpose: named ? purposeFrom(named) : null,
    });
    return { accessToken: issueServiceToken(store, session.sub, customer.id, purpose ?? 'OTHER') };
  }),

  sessionRoute('POST', '/verification/kma/request', ({ body, store, deps }, session) => {
    const { customer } = verifiableUser(store, session);
    const purpose = requiredString(body, 'purpose');
    if (!(KMA_PURPOSES as readonly string[]).includes(purpose)) throw badRequest(`purpose must be one of ${KMA_PURPOSES.join(', ')}`);
    const redirectPath = requiredString(body, 'redirectPath');
    // A path on the host, an app origin or the LIFF permanent link: the bank-app page must not become an open redirect.
    if (kmaReturnUrl(redirectPath, deps) === null) {
      throw badRequest('redirectPath must be a path on the app, an app page or the LIFF app link (https://liff.line.me/...)');
    }
    if (!customer.hasKma) throw new BankError('LKS0302');
    spendSend(store, 'verification', customer, session.sub);
    const accountReference = optionalString(body, 'accountReference');
    const request = createKmaRequest(store, {
      kind: 'verification',
      sub: session.sub,
      customerId: customer.id,
      registerRef: null,
      purpose,
      redirectPath,
      accountReference: accountReference === '' ? null : accountReference,
    });
    return kmaLinks(request, deps.sandboxUrl());
  }),

  sessionRoute('POST', '/verification/kma/verify', ({ body, store }, session) => {
    const request = store.kmaRequests.get(requiredString(body, 'authRef'));
    if (!request || request.kind !== 'verification' || request.sub !== session.sub) throw notFound('authRef not found');
    const poll = pollKmaForToken(store, request, () => {
      const { customer } = requireRegistered(store, session);
      return issueServiceToken(store, session.sub, customer.id, request.purpose);
    });
    if (poll.status === 'PPRC') return new WithStatus(202, poll);
    if (poll.status !== 'FNLD') return poll;
    return { status: poll.status, accessToken: poll.verifyToken };
  }),
];
