import { assertAccountList, readAccountList } from '../bank/submitted-accounts';
import { assertRegistrationOpen, mobileDigest } from '../bank/customers';
import { countCustomerCheck } from '../bank/customer-checks';
import { linkLineUser, replaceLineUser, unlinkLineUser } from '../bank/line-links';
import { isCaptchaTokenValid, registrationOf, takeCaptchaToken } from '../bank/registrations';
import { BankError, badRequest } from '../errors/bank-error';
import { optionalString, requiredArray, requiredString } from '../http/fields';
import { newId, type Store } from '../state/store';
import type { Customer } from '../state/types';
import { publicRoute, sessionRoute, verifiedRoute, type BankCall } from './bank-route';

// Registration up to verification, and the final submit. The OTP and KMA legs are in their
// own files.

function customerFrom(store: Store, body: Record<string, unknown>): Customer {
  const customer = store.findCustomer(requiredString(body, 'identificationNumber'), requiredString(body, 'mobileNumber'));
  if (!customer) throw new BankError('LKS0402');
  return customer;
}

/** Counts the pair in the customer-check ration (bank/customer-checks.ts) before anything is looked up. */
function countCheck(store: Store, sub: string, body: Record<string, unknown>, repeatFree = false): boolean {
  return countCustomerCheck(store, sub, requiredString(body, 'identificationNumber'), requiredString(body, 'mobileNumber'), repeatFree);
}

function preRegister(channel: 'OTP' | 'KMA') {
  return ({ body, store }: BankCall, sub: string) => {
    countCheck(store, sub, body, true);
    const captchaPassed = () => takeCaptchaToken(store, body.recaptchaToken, sub);
    if (store.captchaDemanded.has(sub) && !captchaPassed()) throw badRequest('captcha required');
    const customer = customerFrom(store, body);
    const referral = optionalString(body, 'referral');
    const deviceOS = optionalString(body, 'deviceOS');
    if (customer.captchaRequired && !captchaPassed()) throw badRequest('captcha required');
    assertRegistrationOpen(store, customer);
    if (channel === 'KMA' && !customer.hasKma) throw new BankError('LKS0302');
    const isSkipReplace = body.isSkipReplace === true;
    const existing = store.linkOfCustomer(customer.id);
    const mustConfirmRegisterForReplace = existing !== undefined && existing.sub !== sub && !isSkipReplace;
    const registerRef = newId('REG');
    store.registrations.set(registerRef, {
      registerRef,
      sub,
      customerId: customer.id,
      channel,
      isSkipReplace,
      mustConfirmRegisterForReplace,
      referral,
      deviceOS,
      createdAt: store.clock.now(),
      verifiedAt: null,
      verifiedBy: null,
      workingSet: null,
      submittedAt: null,
      replacedSub: null,
    });
    return { registerRef, hashedMobileNumber: mobileDigest(store, customer.mobile), mustConfirmRegisterForReplace };
  };
}

export const registrationRoutes = [
  sessionRoute('POST', '/registers/check-customer', ({ body, store }, session) => {
    if (!countCheck(store, session.sub, body)) return { isValidateCaptcha: true, isHaveKMA: false };
    const customer = customerFrom(store, body);
    // The bank-app answer matters only to a registration that may use the bank app.
    return { isValidateCaptcha: customer.captchaRequired, isHaveKMA: store.flags.enableRegistrationKma && customer.hasKma };
  }),

  publicRoute('GET', '/registers/validate-captcha', ({ query, store }) => ({ valid: isCaptchaTokenValid(store, query.get('token')) })),

  sessionRoute('POST', '/registers/otp/pre-register', (call, session) => preRegister('OTP')(call, session.sub)),
  sessionRoute('POST', '/registers/kma/pre-register', (call, session) => preRegister('KMA')(call, session.sub)),

  verifiedRoute('POST', '/registers/submit', ['register'], ({ body, store }, session) => {
    const registerRef = requiredString(body, 'registerRef');
    const registration = registrationOf(store, session.sub, registerRef);
    if (session.flow !== 'register' || session.registerRef !== registerRef) {
      throw badRequest('verify token does not belong to this registration');
    }
    if (registration.submittedAt !== null) throw badRequest('registration already submitted');
    const customer = store.customer(registration.customerId);
    assertRegistrationOpen(store, customer);
    const accounts = readAccountList(requiredArray(body, 'registerAccounts'));
    assertAccountList(store, customer.id, accounts);

    const previous = store.linkOfCustomer(customer.id);
    if (previous && previous.sub !== session.sub) {
      if (!registration.isSkipReplace) throw new BankError('LKS0405');
      replaceLineUser(store, previous.sub, session.sub, customer.id);
      registration.replacedSub = previous.sub;
    }
    if (store.links.get(session.sub)?.customerId !== customer.id) unlinkLineUser(store, session.sub);
    linkLineUser(store, session.sub, customer.id, accounts);
    registration.submittedAt = store.clock.now();
    store.surveyOf(customer.id);
    return { mustConsent: customer.consent === null };
  }),
];
