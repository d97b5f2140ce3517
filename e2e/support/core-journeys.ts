// The core journeys — register by OTP, a statement, cancel — picked from the everyday specs,
// unchanged, for the suites that run them on another composition of the app: mixed releases
// (compat.config.ts) and the production topology (topology.config.ts).
export const CORE_JOURNEYS = {
  testMatch: [
    'registration/register-by-otp.spec.ts',
    'statement/statement-entry.spec.ts',
    'statement/statement-presets.spec.ts',
    'settings/cancel-service.spec.ts',
  ],
  grep: [
    /a new customer registers by OTP from the landing page to \/success/,
    /the entry asks for verification in the statement flow, then skips it once verified/,
    /the form shows the account and its defaults, and one tap sends one request/,
    /cancel service after OTP/,
  ],
};
