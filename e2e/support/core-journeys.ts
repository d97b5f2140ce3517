// The core journeys — register by OTP (and a reload of its /otp), a statement, cancel — picked
// from the everyday specs, unchanged, for the suites that run them on another composition of the
// app: mixed releases (compat.config.ts) and the production topology (topology.config.ts).
export const CORE_JOURNEYS = {
  testMatch: [
    'registration/register-by-otp.spec.ts',
    // Where the host's /otp and the registration remote's /info meet on the code already sent.
    'verification/otp-registration.spec.ts',
    'statement/statement-entry.spec.ts',
    'statement/statement-presets.spec.ts',
    'settings/cancel-service.spec.ts',
  ],
  grep: [
    /a new customer registers by OTP from the landing page to \/success/,
    /a reload of \/otp after \/info sent the first code shows that code again/,
    /the entry asks for verification in the statement flow, then skips it once verified/,
    /the form shows the account and its defaults, and one tap sends one request/,
    /cancel service after OTP/,
  ],
};
