import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  isErrorCode,
  normaliseError,
  requestStatement,
  startJourney,
  useErrorHandler,
  withLoading,
  type StatementRequest,
} from 'shared-kernel';
import { useOneAtATime } from 'shared-kernel/one-at-a-time';
import { useStillHere } from 'shared-kernel/still-here';
import { fromBookingDateTime, toBookingDateTime } from '../../dates/bangkok-time';
import { type IsoDate } from '../../dates/calendar-date';
import { type StatementPeriod } from '../../dates/statement-period';
import { statementFormDraftAtom } from './statement-form-draft';
import { trackStatementSubmit } from './statement-events';
import { useStatementErrorContext } from './use-statement-error-context';
import { OWN_PATHS } from '../../own-paths';

export interface StatementSubmit {
  accountRef: string;
  period: StatementPeriod;
  language: StatementRequest['Language'];
  from: IsoDate;
  to: IsoDate;
  email: string;
}

/**
 * POST /statements once per tap: a second tap while the first is on its way does nothing.
 * The dates are Thai calendar days sent with +07:00, so the phone's zone never shifts them.
 */
export function useSubmitStatement() {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const errorContext = useStatementErrorContext();
  const [submitting, setSubmitting] = useState(false);
  const setDraft = useSetAtom(statementFormDraftAtom);
  const stillHere = useStillHere();
  // A Send that failed may have been accepted, its answer lost (the signal, the app's time limit,
  // the host's server giving up on a slow bank with a 502 of its own): what each asked for, to
  // know a later Send of the same statement. One the bank refused did not spend the token, so no
  // LKS0107 comes of it.
  const unanswered = useRef(new Set<string>());

  const send = useOneAtATime(
    async (request: StatementSubmit) => {
      setSubmitting(true);
      const statement: StatementRequest = {
        accountRef: request.accountRef,
        Language: request.language,
        FromBookingDateTime: fromBookingDateTime(request.from),
        ToBookingDateTime: toBookingDateTime(request.to),
        Email: request.email,
      };
      const asked = JSON.stringify(statement);
      const sentBefore = unanswered.current.has(asked);
      try {
        await withLoading(async () => {
          await trackStatementSubmit({ email: request.email, period: request.period, language: request.language });
          await requestStatement(statement);
        });
      } catch (error) {
        const { code } = normaliseError(error);
        unanswered.current.add(asked);
        // The bank revokes the verify token once it accepts a statement, and refuses another with
        // it as unknown (LKS0107, docs/api/openapi.yaml requestStatement): after a Send of this
        // same statement failed, that refusal says the earlier one went out. A form changed since
        // (the address corrected) asked for one the bank may not have taken.
        if (!(sentBefore && isErrorCode(code, 'LKS0107'))) throw error;
      }
      // Sent: a later request starts from a fresh form, and from verification, since the bank
      // takes a verify token for one statement (docs/behaviour.md#bank-side-rules).
      setDraft(null);
      startJourney('select-statement');
      if (stillHere()) navigate(OWN_PATHS.successStatement, { replace: true });
    },
    { holdAfterSuccess: true },
  );

  const submit = async (request: StatementSubmit) => {
    try {
      await send(request);
    } catch (error) {
      setSubmitting(false);
      if (stillHere()) await handleError(error, errorContext);
    }
  };

  return { submit, submitting };
}
