import { flowLabel, hashEmailForAnalytics, track } from 'shared-kernel';
import { type StatementPeriod } from '../../dates/statement-period';

export const EMAIL_ERROR_EVENT = 'statement_email_error';
export const STATEMENT_SUBMIT_EVENT = 'statement_request_submit';

const FLOW = flowLabel('select-statement');

export function trackEmailError(kind: 'EMPTY' | 'INVALID'): void {
  track({ name: EMAIL_ERROR_EVENT, params: { flow: FLOW, errorType: kind } });
}

/**
 * The address itself never reaches the tag manager, only its SHA-256; the bank's hash of the
 * mobile (hashedMobileNumber) is not sent at all: it identifies the customer to the bank.
 */
export async function trackStatementSubmit(submit: { email: string; period: StatementPeriod; language: string }): Promise<void> {
  track({
    name: STATEMENT_SUBMIT_EVENT,
    params: {
      flow: FLOW,
      period: submit.period,
      language: submit.language,
      hashedEmail: await hashEmailForAnalytics(submit.email),
    },
  });
}
