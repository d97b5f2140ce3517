import * as v from 'valibot';
import { callApi, callApiWithStatus, type DeviceOs } from 'shared-kernel';
import { AuthenticationLinkSchema, BankAccountListSchema, KmaStatusSchema, OtpIssuedSchema, VerifiedSchema } from '../schemas';

const CustomerCheckSchema = v.object({
  isValidateCaptcha: v.optional(v.boolean(), false),
  isHaveKMA: v.optional(v.boolean(), false),
});
export const checkCustomer = (body: { identificationNumber: string; mobileNumber: string }) =>
  callApi({ method: 'POST', path: '/registers/check-customer', body, schema: CustomerCheckSchema });

export const validateCaptcha = (token: string) =>
  callApi({
    method: 'GET',
    path: '/registers/validate-captcha',
    params: { token },
    schema: v.object({ valid: v.boolean() }),
  });

export interface PreRegisterBody {
  identificationNumber: string;
  mobileNumber: string;
  referral: string;
  recaptchaToken: string;
  deviceOS: DeviceOs;
  isSkipReplace?: boolean;
}
const PreRegisteredSchema = v.object({
  registerRef: v.string(),
  hashedMobileNumber: v.optional(v.string(), ''),
  mustConfirmRegisterForReplace: v.optional(v.boolean(), false),
});
export const preRegister = (channel: 'otp' | 'kma', body: PreRegisterBody) =>
  callApi({ method: 'POST', path: `/registers/${channel}/pre-register`, body, schema: PreRegisteredSchema });

export const requestRegisterOtp = (registerRef: string) =>
  callApi({ method: 'POST', path: '/registers/otp/request', body: { registerRef }, schema: OtpIssuedSchema });

export const verifyRegisterOtp = (body: { otpRef: string; otpCode: string; registerRef: string }) =>
  callApi({ method: 'POST', path: '/registers/otp/verify', body, schema: VerifiedSchema });

export const requestRegisterDeepLink = (registerRef: string) =>
  callApi({ method: 'POST', path: '/registers/kma/deep-link/request', body: { registerRef }, schema: AuthenticationLinkSchema });

const DeepLinkVerifySchema = v.object({
  status: v.optional(KmaStatusSchema, 'PPRC'),
  accessToken: v.optional(v.string()),
  bankAccounts: v.optional(BankAccountListSchema),
});
export const verifyRegisterDeepLink = (body: { registerRef: string; authRef: string }) =>
  callApiWithStatus({ method: 'POST', path: '/registers/kma/deep-link/verify', body, schema: DeepLinkVerifySchema, auth: 'access' });

export interface RegisterAccount {
  accountType: string;
  accountNumber: string;
  isNotificationEnabled: boolean;
}
export const submitRegister = (body: { registerRef: string; registerAccounts: RegisterAccount[] }) =>
  callApi({
    method: 'POST',
    path: '/registers/submit',
    body,
    schema: v.object({ mustConsent: v.optional(v.boolean(), false) }),
    auth: 'verify',
  });
