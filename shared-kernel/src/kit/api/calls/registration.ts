import { callApi, callApiWithStatus, type DeviceOs } from 'shared-kernel';
import {
  AccessTokenAnswer,
  AuthenticationLinkAnswer,
  CheckCustomerAnswer,
  KmaPolledOrKmaPendingAnswer,
  OtpIssuedAnswer,
  PreRegisteredAnswer,
  SubmitRegisterAnswer,
  ValidateCaptchaAnswer,
  type ApiAction,
} from '../contract.generated';
import { firstOfEach } from '../first-of-each';

export const checkCustomer = (body: { identificationNumber: string; mobileNumber: string }) =>
  callApi({
    method: 'POST',
    path: '/registers/check-customer',
    action: 'CHECK_CUSTOMER' satisfies ApiAction,
    body,
    schema: CheckCustomerAnswer,
  });

export const validateCaptcha = (token: string) =>
  callApi({
    method: 'GET',
    path: '/registers/validate-captcha',
    action: 'VALIDATE_CAPTCHA' satisfies ApiAction,
    params: { token },
    schema: ValidateCaptchaAnswer,
  });

export interface PreRegisterBody {
  identificationNumber: string;
  mobileNumber: string;
  referral: string;
  recaptchaToken: string;
  deviceOS: DeviceOs;
  isSkipReplace?: boolean;
}
export const preRegister = (channel: 'otp' | 'kma', body: PreRegisterBody) =>
  callApi({
    method: 'POST',
    path: `/registers/${channel}/pre-register`,
    action: (channel === 'otp' ? 'PRE_REGISTER_OTP' : 'PRE_REGISTER_KMA') satisfies ApiAction,
    body,
    schema: PreRegisteredAnswer,
  });

export const requestRegisterOtp = (registerRef: string) =>
  callApi({
    method: 'POST',
    path: '/registers/otp/request',
    action: 'REQUEST_REGISTER_OTP' satisfies ApiAction,
    body: { registerRef },
    schema: OtpIssuedAnswer,
  });

export const verifyRegisterOtp = (body: { otpRef: string; otpCode: string; registerRef: string }) =>
  callApi({
    method: 'POST',
    path: '/registers/otp/verify',
    action: 'VERIFY_REGISTER_OTP' satisfies ApiAction,
    body,
    schema: AccessTokenAnswer,
  });

export const requestRegisterDeepLink = (registerRef: string) =>
  callApi({
    method: 'POST',
    path: '/registers/kma/deep-link/request',
    action: 'REQUEST_REGISTER_KMA' satisfies ApiAction,
    body: { registerRef },
    schema: AuthenticationLinkAnswer,
  });

export const verifyRegisterDeepLink = async (body: { registerRef: string; authRef: string }) => {
  const result = await callApiWithStatus({
    method: 'POST',
    path: '/registers/kma/deep-link/verify',
    action: 'VERIFY_REGISTER_KMA' satisfies ApiAction,
    body,
    schema: KmaPolledOrKmaPendingAnswer,
    auth: 'access',
  });
  const { data } = result;
  return 'bankAccounts' in data && data.bankAccounts
    ? { ...result, data: { ...data, bankAccounts: firstOfEach(data.bankAccounts, (account) => account.accountNumber) } }
    : result;
};

export interface RegisterAccount {
  accountType: string;
  accountNumber: string;
  isNotificationEnabled: boolean;
}
export const submitRegister = (body: { registerRef: string; registerAccounts: RegisterAccount[] }) =>
  callApi({
    method: 'POST',
    path: '/registers/submit',
    action: 'SUBMIT_REGISTER' satisfies ApiAction,
    body,
    schema: SubmitRegisterAnswer,
    auth: 'verify',
  });
