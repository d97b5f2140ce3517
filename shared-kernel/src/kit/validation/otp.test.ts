import { isCompleteOtp, OTP_LENGTH } from './otp';

describe('isCompleteOtp', () => {
  it('needs exactly six digits', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(isCompleteOtp('012345')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('1234567')).toBe(false);
    expect(isCompleteOtp('12 456')).toBe(false);
    expect(isCompleteOtp('')).toBe(false);
  });
});
