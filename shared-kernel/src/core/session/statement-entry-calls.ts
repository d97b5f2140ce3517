import { accountRefInQuery, keptStatementAccountRef } from '../accounts/statement-account';
import { beginPreGenerateValidate } from '../api/calls/statements';
import { beginCheckPreVerifyCustomer } from '../api/calls/verification';
import { isVerifiedFor } from './verified-journey';

/**
 * The statement entry's bank calls, begun by the host's start-up while React downloads
 * (host/src/app/start-up.ts), in the journey's own order (docs/behaviour.md#statement-journey):
 * the bank's check of the account first; only once it has passed, and only when the customer has
 * not verified for statements in this window, the read the verification chooser opens with. The
 * pages' own calls take the answers (api/early-calls.ts); each call still waits for the token
 * exchange like any other.
 */
export function beginStatementEntryCalls(query: URLSearchParams): void {
  const accountRef = accountRefInQuery(query) ?? keptStatementAccountRef();
  if (!accountRef) return;
  const checked = beginPreGenerateValidate(accountRef);
  if (isVerifiedFor('select-statement')) return;
  checked.then(
    () => void beginCheckPreVerifyCustomer(),
    () => undefined,
  );
}
