/**
 * How long a verified screen may go without a tap or a key before the app drops the verify token
 * and asks the customer to verify again (docs/behaviour.md#verification-journey, docs/security.md
 * "Verify tokens"). Ten minutes: a statement form, an account change or a consent choice is done
 * in a few, so only a phone put down mid-journey meets it; and it is well inside the bank's own
 * 15-minute limit on a verify token's age, so a customer who left the phone hears why from the app
 * before the bank refuses the next call.
 */
export const VERIFIED_IDLE_LIMIT_MS = 10 * 60 * 1000;
