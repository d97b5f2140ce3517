import { normaliseError } from 'shared-kernel';

/**
 * Account numbers whose soft-add went to the bank from this page and whose answer has not been
 * seen: the bank may have added the account to its list before the answer was lost (a dropped
 * connection, the time limit), and then refuses the same add as already there
 * (docs/behaviour.md#account-screens). Kept in memory only: a reload reads the bank's list afresh,
 * which already shows such an account, and nothing is added to the kernel on the first load.
 */
const sent = new Set<string>();

export const addSentUnanswered = (accountNumber: string): boolean => sent.has(accountNumber);
export const recordAddSent = (accountNumber: string): void => void sent.add(accountNumber);
export const forgetAddSent = (accountNumber: string): void => void sent.delete(accountNumber);

/** The bank answered the call (an HTTP status came back), so nothing of it was lost. */
export const bankAnswered = (failure: unknown): boolean => normaliseError(failure).httpStatus !== undefined;
