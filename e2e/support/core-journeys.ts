// The core journeys — register by OTP (and a reload of its /otp), a statement, cancel — picked
// from the everyday specs, unchanged, for the suites that run them on another composition of the
// app: mixed releases (compat.config.ts) and the production topology (topology.config.ts).
const JOURNEYS = [
  { spec: 'registration/register-by-otp.spec.ts', title: /a new customer registers by OTP from the landing page to \/success/ },
  {
    spec: 'statement/statement-entry.spec.ts',
    title: /the entry asks for verification in the statement flow, then skips it once verified/,
  },
  { spec: 'statement/statement-presets.spec.ts', title: /the form shows the account and its defaults, and one tap sends one request/ },
  { spec: 'settings/cancel-service.spec.ts', title: /cancel service after OTP/ },
];

/**
 * Where the host's /otp and the registration remote's /info meet on the code kept for a reload.
 * The release in production (release/previous) keeps none, so its host sends a second SMS on a
 * reload by its own design: the journey runs wherever today's host serves the page.
 */
const OTP_RELOAD = {
  spec: 'verification/otp-registration.spec.ts',
  title: /a reload of \/otp after \/info sent the first code shows that code again/,
};

/** Playwright's `testMatch` and `grep` for the core journeys; without the reload of /otp on the previous release's host. */
export function coreJourneys({ previousHost = false } = {}) {
  const journeys = previousHost ? JOURNEYS : [...JOURNEYS, OTP_RELOAD];
  return { testMatch: journeys.map(({ spec }) => spec), grep: journeys.map(({ title }) => title) };
}
