import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ERROR_CATEGORIES,
  normaliseError,
  Page,
  PATHS,
  preGenerateValidate,
  SESSION_KEYS,
  sessionStore,
  setErrorCategory,
  setFlow,
  statementActiveAtom,
  useErrorHandler,
  withLoading,
} from 'shared-kernel';
import { statementPathFor, useStatementAccountRef } from '../../lib/statement-account-ref';
import { STATEMENT_TEXTS } from '../../texts/th';

// docs/behaviour.md#statement-journey: only 'not registered' has its own route; every other failure is general-error.
const NOT_REGISTERED = 'LKS1002';

/**
 * Entry of the statement journey from the chat: the bank checks the account may have a
 * statement, then the customer proves who they are (unless already proven in this window).
 */
export default function RequestStatementPage() {
  const accountRef = useStatementAccountRef();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  // The status-user result: the bank says this customer and account may have a statement.
  const setActive = useSetAtom(statementActiveAtom);

  useEffect(() => {
    setErrorCategory(ERROR_CATEGORIES.statementRequest);
    if (!accountRef) {
      navigate(PATHS.generalError, { replace: true });
      return;
    }
    let active = true;
    withLoading(() => preGenerateValidate(accountRef)).then(
      () => {
        if (!active) return;
        setActive(true);
        if (sessionStore.get(SESSION_KEYS.verifyToken)) {
          navigate(statementPathFor(PATHS.selectStatement, accountRef), { replace: true });
          return;
        }
        // The host's verification pages read the flow to come back to /select-statement.
        setFlow('select-statement');
        navigate(PATHS.requestSetting, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        setActive(false);
        if (normaliseError(error).code === NOT_REGISTERED) void handleError(error);
        else navigate(PATHS.generalError, { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [accountRef, navigate, handleError, setActive]);

  return (
    <Page title={STATEMENT_TEXTS.selectStatement.title}>
      <p className="k-text-muted">{STATEMENT_TEXTS.requestStatement.checking}</p>
    </Page>
  );
}
