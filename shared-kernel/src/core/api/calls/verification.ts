import { callApi, callApiWithStatus } from '../client';
import { beginEarlyCall, takeEarlyCall } from '../early-calls';
import type { KmaPurpose } from '../../../kit/api/schemas';
import {
  AccessTokenAnswer,
  AuthenticationLinkAnswer,
  CheckOtpAvailableAnswer,
  CheckPreVerifyCustomerAnswer,
  EmptyAnswer,
  KmaPolledOrKmaPendingAnswer,
  OtpIssuedAnswer,
  type ApiAction,
} from '../../../kit/api/contract.generated';

const preVerifyRead = () =>
  callApi({
    method: 'POST',
    path: '/verification/check-pre-verify-customer',
    action: 'CHECK_PRE_VERIFY_CUSTOMER' satisfies ApiAction,
    body: {},
    schema: CheckPreVerifyCustomerAnswer,
  });
const PRE_VERIFY_KEY = 'check-pre-verify-customer';

/** What the verification chooser needs from the bank; the answer of an early call for it, if one was begun. */
export const checkPreVerifyCustomer = () => takeEarlyCall(PRE_VERIFY_KEY, preVerifyRead);

/** Begins the chooser's read before the chooser has arrived (api/early-calls.ts). */
export const beginCheckPreVerifyCustomer = () => beginEarlyCall(PRE_VERIFY_KEY, preVerifyRead);

export const verifyCustomer = (mobileNumber: string) =>
  callApi({
    method: 'POST',
    path: '/verification/verify-customer',
    action: 'VERIFY_CUSTOMER_MOBILE' satisfies ApiAction,
    body: { mobileNumber },
    schema: EmptyAnswer,
  });

export const checkOtpGenerateAvailable = () =>
  callApi({
    method: 'POST',
    path: '/verification/otp/check-generate-available',
    action: 'CHECK_OTP_AVAILABLE' satisfies ApiAction,
    body: {},
    schema: CheckOtpAvailableAnswer,
  });

// X-Purpose tells the bank which service the verify token is for (the KMA request carries it in the body).
export const requestServiceOtp = (purpose?: KmaPurpose) =>
  callApi({
    method: 'POST',
    path: '/verification/otp/request',
    action: 'REQUEST_OTP' satisfies ApiAction,
    body: {},
    schema: OtpIssuedAnswer,
    purpose,
  });

export const verifyServiceOtp = (body: { otpRef: string; otpCode: string }, purpose?: KmaPurpose) =>
  callApi({
    method: 'POST',
    path: '/verification/otp/verify',
    action: 'VERIFY_OTP' satisfies ApiAction,
    body,
    schema: AccessTokenAnswer,
    purpose,
  });

export const requestKmaVerification = (body: { redirectPath: string; purpose: KmaPurpose; accountReference?: string }) =>
  callApi({
    method: 'POST',
    path: '/verification/kma/request',
    action: 'REQUEST_KMA' satisfies ApiAction,
    body,
    schema: AuthenticationLinkAnswer,
    purpose: body.purpose,
  });

export const verifyKma = (authRef: string) =>
  callApiWithStatus({
    method: 'POST',
    path: '/verification/kma/verify',
    action: 'VERIFY_KMA' satisfies ApiAction,
    body: { authRef },
    schema: KmaPolledOrKmaPendingAnswer,
  });
