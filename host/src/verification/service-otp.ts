import {
  ApiError,
  checkOtpGenerateAvailable,
  requestServiceOtp,
  serverError,
  type CatalogueCode,
  type KmaPurpose,
  type OtpIssued,
} from 'shared-kernel';

/**
 * The service OTP send (docs/behaviour.md#otp-verification): availability first, then the request. A bank that
 * says 'not available' without an error code is treated as its send limit (LKS0202).
 */
export async function sendServiceOtp(purpose: KmaPurpose): Promise<OtpIssued> {
  const { isAvailable } = await checkOtpGenerateAvailable();
  if (!isAvailable) throw new ApiError(serverError({ code: 'LKS0202' satisfies CatalogueCode, message: 'OTP is not available now' }));
  return requestServiceOtp(purpose);
}
