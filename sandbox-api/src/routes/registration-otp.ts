import { assertRegistrationOpen } from '../bank/customers';
import { sendOtp, verifyOtp } from '../bank/otp';
import { assertReadyToVerify, markVerified, registrationOf } from '../bank/registrations';
import { requiredString } from '../http/fields';
import { sessionRoute } from './bank-route';

export const registrationOtpRoutes = [
  sessionRoute('POST', '/registers/otp/request', ({ body, store }, session) => {
    const registration = registrationOf(store, session.sub, requiredString(body, 'registerRef'));
    const customer = store.customer(registration.customerId);
    assertRegistrationOpen(store, customer);
    assertReadyToVerify(registration);
    return sendOtp(store, 'register', customer, session.sub, registration.registerRef);
  }),

  sessionRoute('POST', '/registers/otp/verify', ({ body, store }, session) => {
    const registration = registrationOf(store, session.sub, requiredString(body, 'registerRef'));
    const customer = store.customer(registration.customerId);
    assertRegistrationOpen(store, customer);
    verifyOtp(store, 'register', customer, {
      otpRef: requiredString(body, 'otpRef'),
      otpCode: requiredString(body, 'otpCode'),
      registerRef: registration.registerRef,
      sub: session.sub,
      purpose: null,
    });
    markVerified(store, registration, 'OTP');
    const token = store.tokens.issueVerify(session.sub, customer.id, 'register', registration.registerRef);
    return { accessToken: token.token };
  }),
];
