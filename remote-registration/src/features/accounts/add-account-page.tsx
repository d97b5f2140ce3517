import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  Button,
  ERROR_CATALOGUE,
  isErrorCode,
  normaliseError,
  Page,
  patchRegistrationAtom,
  PATHS,
  registrationAtom,
  showSuccess,
  useErrorHandler,
  withLoading,
  withNotificationsOn,
  showCatalogueMessage,
  type BankAccount,
} from 'shared-kernel';
import { useGoBack } from 'shared-kernel/go-back';
import { useKernelTexts } from 'shared-kernel/language';
import { useStillHere } from 'shared-kernel/still-here';
import { fetchBankAccounts, softAddAccount } from 'shared-kernel/journey-calls';
import { accountNumberError, canAddAccount } from 'shared-kernel/validation';
import { ACCOUNT_NUMBER_MASK, digitsOnly, formatAccountNumber } from 'shared-kernel/display-formats';
import { EnterForm, TextField } from 'shared-kernel/form-fields';
import { useOneAtATime } from 'shared-kernel/one-at-a-time';
import { useRegistrationTexts } from '../../texts/catalogue';
import { findAccount } from './account-list';
import { addSentUnanswered, forgetAddSent, recordAddSent } from './add-sent';
import { useAccountMode } from './use-account-mode';
import { useLoadAccounts } from './use-load-accounts';
import { accountsUnread } from './accounts-unread';
import { AccountFlowGate } from './account-flow-gate';

/** /add-account: one 10-digit account number, checked, soft-added, then back to the list. */
function AddAccountScreen() {
  const TEXT = useRegistrationTexts().addAccount;
  const { BUTTONS, POPUP_TEXTS } = useKernelTexts();
  const load = useLoadAccounts({ always: false });
  // The list is the screen behind this form: leaving by either back, or once added, returns to it rather than stacking it again.
  const backToList = useGoBack(PATHS.confirmAccount);
  const handleError = useErrorHandler();
  const patch = useSetAtom(patchRegistrationAtom);
  const { bankAccounts } = useAtomValue(registrationAtom);
  const mode = useAccountMode();
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const error = accountNumberError(value);
  const stillHere = useStillHere();

  // One add at a time: a second would get the bank's 'already in the system' for the account just added.
  const add = useOneAtATime(async () => {
    setFocused(true);
    if (!error) await addChecked(digitsOnly(value));
  });

  const addChecked = async (accountNumber: string) => {
    // Refusals the app can see without asking the bank use the bank's own words for them.
    if (findAccount(bankAccounts, accountNumber)) {
      await showCatalogueMessage(ERROR_CATALOGUE.LKS0505);
      return;
    }
    if (!canAddAccount(bankAccounts.length)) {
      await showCatalogueMessage(ERROR_CATALOGUE.LKS0502);
      return;
    }
    const earlierUnanswered = addSentUnanswered(accountNumber);
    recordAddSent(accountNumber);
    try {
      const { account } = await withLoading(() => softAddAccount(mode.addRequest(accountNumber)));
      forgetAddSent(accountNumber);
      await added(account);
    } catch (failure) {
      if (earlierUnanswered && isErrorCode(normaliseError(failure).code, 'LKS0505')) {
        await settleLostAdd(accountNumber, failure);
        return;
      }
      if (stillHere()) await handleError(failure, { verifyBy: mode.verifyBy });
    }
  };

  const added = async (account: BankAccount) => {
    // The bank holds the account whether or not the customer waited: the list behind has it.
    patch({ bankAccounts: [...bankAccounts, ...withNotificationsOn([account])] });
    if (!stillHere()) return;
    await showSuccess(POPUP_TEXTS.accountAdded);
    if (stillHere()) backToList();
  };

  /**
   * 'Already in the system' after an add whose answer was lost: that add went through when the
   * bank's list holds the number (docs/behaviour.md#account-screens). Only the added account is
   * taken from it, so the choices made on the other accounts stay as the customer left them.
   */
  const settleLostAdd = async (accountNumber: string, refusal: unknown) => {
    let accounts: BankAccount[];
    try {
      ({ accounts } = await withLoading(fetchBankAccounts));
    } catch (readFailure) {
      if (stillHere()) await handleError(readFailure, { verifyBy: mode.verifyBy });
      return;
    }
    forgetAddSent(accountNumber);
    const account = findAccount(accounts, accountNumber);
    if (account) await added(account);
    else if (stillHere()) await handleError(refusal, { verifyBy: mode.verifyBy });
  };

  // An add onto a list not read would, saved in settings, replace the linked set with it.
  if (load.unread) return accountsUnread(TEXT.title, BUTTONS.retry, load);
  return (
    <Page
      title={TEXT.title}
      footer={
        <>
          <Button onClick={() => void add()}>{BUTTONS.confirm}</Button>
          <Button variant="secondary" onClick={backToList}>
            {BUTTONS.back}
          </Button>
        </>
      }
    >
      <EnterForm onEnter={add}>
        <TextField
          label={TEXT.accountNumber}
          hint={TEXT.hint}
          inputMode="numeric"
          autoComplete="off"
          mask={ACCOUNT_NUMBER_MASK}
          value={value}
          onChange={(typed) => setValue(formatAccountNumber(typed))}
          onFocus={() => setFocused(true)}
          error={focused ? error : null}
        />
      </EnterForm>
    </Page>
  );
}

export default function AddAccountPage() {
  return (
    <AccountFlowGate>
      <AddAccountScreen />
    </AccountFlowGate>
  );
}
