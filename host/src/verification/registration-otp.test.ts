import { forgetRegistrationCode, keepRegistrationCode, keptRegistrationCode } from './registration-otp';

const sentAt = Date.parse('2026-11-27T10:00:00Z');
const code = { otpRef: 'AB34CD', otpExpirationTime: new Date(sentAt + 300_000).toISOString() };

afterEach(() => sessionStorage.clear());

describe('the code kept for a reload of /otp in registration', () => {
  it('is shown again for the same registration while it is alive', () => {
    keepRegistrationCode('REG-1', code);
    expect(keptRegistrationCode('REG-1', sentAt + 60_000)).toEqual(code);
  });

  it('is not used once expired, for another registration, after verifying, or when unreadable', () => {
    keepRegistrationCode('REG-1', code);
    expect(keptRegistrationCode('REG-1', sentAt + 300_000)).toBeNull();
    expect(keptRegistrationCode('REG-2', sentAt)).toBeNull();
    forgetRegistrationCode();
    expect(keptRegistrationCode('REG-1', sentAt)).toBeNull();
    sessionStorage.setItem('registrationOtp', '{not json');
    expect(keptRegistrationCode('REG-1', sentAt)).toBeNull();
  });
});
