import { useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ERROR_CATEGORIES,
  Page,
  PATHS,
  setErrorCategory,
  statementPathFor,
  useVerifiedFlow,
  type StatementRequest,
} from 'shared-kernel';
import { useKernelTexts, useLanguage } from 'shared-kernel/language';
import { EMAIL_MAX_LENGTH } from 'shared-kernel/validation';
import { RadioGroup, TextField } from 'shared-kernel/form-fields';
import {
  CUSTOM_STATEMENT_PERIOD,
  DEFAULT_STATEMENT_PERIOD,
  isPresetStatementPeriod,
  STATEMENT_PERIODS,
  statementPresetRange,
  type StatementPeriod,
} from '../../dates/statement-period';
import { todayInBangkok } from '../../dates/bangkok-time';
import { type IsoDate } from '../../dates/calendar-date';
import { useStatementAccountRef } from '../../lib/statement-account-ref';
import { useStatementTexts } from '../../texts/catalogue';
import { CalendarPopup } from '../../calendar/calendar-popup';
import { AccountHeader } from './account-header';
import { DateField } from './date-field';
import { useStatementFormStyles } from './select-statement-styles';
import { fromDateBounds, toDateBounds, type DraftRange } from './statement-date-limits';
import { isSubmitShown, typesOnScreen } from './submit-visibility';
import { statementFormDraftAtom } from './statement-form-draft';
import { useEmailField } from './use-email-field';
import { useStatementAccount } from './use-statement-account';
import { useSubmitStatement } from './use-submit-statement';
import { useWindowHeight } from './use-window-height';

type Language = StatementRequest['Language'];
const LANGUAGES: readonly Language[] = ['TH', 'EN'];

function rangeFor(period: StatementPeriod, today: IsoDate): DraftRange {
  return isPresetStatementPeriod(period) ? statementPresetRange(period, today) : { from: null, to: null };
}

/** docs/behaviour.md#statement-form: the statement request form. */
export default function SelectStatementPage() {
  const TEXT = useStatementTexts().selectStatement;
  const { BUTTONS } = useKernelTexts();
  // The statement's own language starts as the screen's.
  const screenLanguage = useLanguage();
  const navigate = useNavigate();
  const accountRef = useStatementAccountRef();
  // A form is filled in one sitting: one Thai 'today' for every date on it.
  const today = useMemo(() => todayInBangkok(), []);
  // Without a verify token for the statement the bank refuses the request: back through the
  // entry, which checks the account first, to verification.
  const verified = useVerifiedFlow(
    'select-statement',
    accountRef ? statementPathFor(PATHS.requestStatement, accountRef) : PATHS.generalError,
  );
  const account = useStatementAccount(verified ? accountRef : null);
  // Back from verifying again (the idle limit, or the bank's own), the form is as the customer left it.
  const store = useStore();
  const setDraft = useSetAtom(statementFormDraftAtom);
  const [kept] = useState(() => {
    const draft = store.get(statementFormDraftAtom);
    return draft && draft.accountRef === accountRef ? draft : null;
  });
  const [period, setPeriod] = useState<StatementPeriod>(kept?.period ?? DEFAULT_STATEMENT_PERIOD);
  const [range, setRange] = useState<DraftRange>(() =>
    kept ? { from: kept.from, to: kept.to } : rangeFor(DEFAULT_STATEMENT_PERIOD, today),
  );
  const [language, setLanguage] = useState<Language>(kept?.language ?? (screenLanguage === 'en' ? 'EN' : 'TH'));
  const [calendarFor, setCalendarFor] = useState<'from' | 'to' | null>(null);
  const email = useEmailField(kept?.email);
  const { submit, submitting } = useSubmitStatement();
  const windowHeight = useWindowHeight();
  // A kept address is the customer's own: the bank's address on file does not replace it.
  const prefilledFor = useRef<string | null>(kept ? kept.accountRef : null);

  useStatementFormStyles();
  useEffect(() => {
    setErrorCategory(ERROR_CATEGORIES.statementRequest);
    if (verified && !accountRef) navigate(PATHS.generalError, { replace: true });
  }, [accountRef, verified, navigate]);

  const { prefill } = email;
  // Keyed by the reference the form is for (the chat link's), not the one the bank's answer writes.
  useEffect(() => {
    if (!account || prefilledFor.current === accountRef) return;
    prefilledFor.current = accountRef;
    prefill(account.email);
  }, [account, accountRef, prefill]);

  // Kept from when the account has arrived: before that there is nothing the customer could have chosen.
  useEffect(() => {
    if (!account || !accountRef) return;
    setDraft({ accountRef, period, from: range.from, to: range.to, language, email: email.value });
  }, [account, accountRef, period, range, language, email.value, setDraft]);

  const choosePeriod = (next: StatementPeriod) => {
    setPeriod(next);
    setRange(rangeFor(next, today));
  };
  const isCustom = period === CUSTOM_STATEMENT_PERIOD;
  const bounds = calendarFor === 'from' ? fromDateBounds(range, today) : toDateBounds(range, today);
  const canSubmit = Boolean(accountRef && range.from && range.to && email.isValid) && !submitting;

  const send = () => {
    if (!accountRef || !range.from || !range.to || !email.isValid) return;
    void submit({ accountRef, period, language, from: range.from, to: range.to, email: email.value });
  };

  if (!verified) return null;
  return (
    <Page
      title={TEXT.title}
      footer={
        isSubmitShown(windowHeight, email.focused, typesOnScreen()) ? (
          <Button disabled={!canSubmit} onClick={send}>
            {BUTTONS.sendRequest}
          </Button>
        ) : null
      }
    >
      <AccountHeader account={account} />
      <p className="k-text-muted">{TEXT.historyNote}</p>
      <RadioGroup
        legend={TEXT.periodLegend}
        options={STATEMENT_PERIODS}
        labelOf={(option) => TEXT.periods[option]}
        value={period}
        onChange={choosePeriod}
      />
      <div className="st-dates">
        <DateField label={TEXT.fromLabel} value={range.from} onOpen={isCustom ? () => setCalendarFor('from') : undefined} />
        <DateField label={TEXT.toLabel} value={range.to} onOpen={isCustom ? () => setCalendarFor('to') : undefined} />
      </div>
      <RadioGroup
        legend={TEXT.languageLegend}
        options={LANGUAGES}
        labelOf={(option) => TEXT.languages[option]}
        value={language}
        onChange={setLanguage}
      />
      <TextField
        label={TEXT.emailLabel}
        // type="email" would let the browser turn a Thai domain into punycode before the
        // character filter sees it; text with the e-mail keyboard keeps the filter in charge.
        // A text field is autocorrected on an iPhone (type="email" is not): it must say not to.
        type="text"
        inputMode="email"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        error={email.error}
        {...email.inputProps}
      />
      <CalendarPopup
        open={calendarFor !== null}
        label={calendarFor === 'from' ? TEXT.fromLabel : TEXT.toLabel}
        initialDate={calendarFor === 'from' ? range.from : range.to}
        minDate={bounds.min}
        maxDate={bounds.max}
        today={today}
        onClose={() => setCalendarFor(null)}
        onDone={(date) => {
          setRange((current) => (calendarFor === 'from' ? { ...current, from: date } : { ...current, to: date }));
          setCalendarFor(null);
        }}
      />
    </Page>
  );
}
