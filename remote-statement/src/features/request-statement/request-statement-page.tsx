import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  endJourney,
  ERROR_CATEGORIES,
  isErrorCode,
  isVerifiedFor,
  normaliseError,
  Page,
  PATHS,
  preGenerateValidate,
  setErrorCategory,
  statementPathFor,
  startJourney,
  statementActiveAtom,
  useErrorHandler,
  useVisitLoad,
} from 'shared-kernel';
import { useStatementAccountRef } from '../../lib/statement-account-ref';
import { useStatementTexts } from '../../texts/catalogue';

/**
 * Entry of the statement journey from the chat: the bank checks the account may have a
 * statement, then the customer proves who they are (unless already proven in this window).
 */
export default function RequestStatementPage() {
  const STATEMENT_TEXTS = useStatementTexts();
  const accountRef = useStatementAccountRef();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  // The status-user result: the bank says this customer and account may have a statement.
  const setActive = useSetAtom(statementActiveAtom);

  useEffect(() => {
    setErrorCategory(ERROR_CATEGORIES.statementRequest);
    if (!accountRef) navigate(PATHS.generalError, { replace: true });
  }, [accountRef, navigate]);

  const validate = useMemo(() => (accountRef ? () => preGenerateValidate(accountRef).then(() => accountRef) : null), [accountRef]);
  useVisitLoad(validate, {
    onLoaded: (checked) => {
      setActive(true);
      if (isVerifiedFor('select-statement')) {
        navigate(statementPathFor(PATHS.selectStatement, checked), { replace: true });
        return;
      }
      // The host's verification pages read the flow to come back to /select-statement.
      startJourney('select-statement');
      navigate(PATHS.requestSetting, { replace: true });
    },
    onFailed: (error) => {
      setActive(false);
      // docs/behaviour.md#statement-journey: only 'not registered' (LKS1002) has its own route;
      // every other failure is general-error.
      if (isErrorCode(normaliseError(error).code, 'LKS1002')) {
        // Not registered: the statement journey ends here, and the registration it leads to is
        // not reported under it (docs/behaviour.md#error-category).
        endJourney();
        void handleError(error);
      } else navigate(PATHS.generalError, { replace: true });
    },
  });

  return (
    <Page title={STATEMENT_TEXTS.selectStatement.title}>
      <p className="k-text-muted">{STATEMENT_TEXTS.requestStatement.checking}</p>
    </Page>
  );
}
