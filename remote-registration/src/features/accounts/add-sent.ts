/**
 * Account numbers whose soft-add went to the bank from this page and has not been seen to succeed:
 * the bank may have added the account to its list before the answer was lost (a dropped
 * connection, the app's time limit, or the host's server giving up on a slow bank with a 502 of its
 * own), and then refuses the same add as already there (docs/behaviour.md#account-screens). A
 * failure of any kind keeps the mark, as a cancel's and a Register's do: the bank's list, read on
 * that refusal, decides. Kept in memory only: a reload reads the bank's list afresh, which already
 * shows such an account, and nothing is added to the kernel on the first load.
 */
const sent = new Set<string>();

export const addSentUnanswered = (accountNumber: string): boolean => sent.has(accountNumber);
export const recordAddSent = (accountNumber: string): void => void sent.add(accountNumber);
export const forgetAddSent = (accountNumber: string): void => void sent.delete(accountNumber);
