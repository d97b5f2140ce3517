import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { addAccountDetailPath, type BankAccount, Button, Page, patchRegistrationAtom, registrationAtom } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import { useOneAtATime } from 'shared-kernel/one-at-a-time';
import { canAddAccount, canRemoveAccount } from 'shared-kernel/validation';
import { useRegistrationTexts } from '../../texts/catalogue';
import { useRegistrationStyles } from '../../ui/registration-styles';
import { toggleNotification } from './account-list';
import { AccountRow } from './account-row';
import { accountsUnread } from './accounts-unread';
import { useAccountMode } from './use-account-mode';
import { useDeleteAccount } from './use-delete-account';
import { useLoadAccounts } from './use-load-accounts';
import { AccountFlowGate } from './account-flow-gate';
import { OWN_PATHS } from '../../own-paths';

/**
 * /confirm-account: the accounts with their notification switches. Registration ends here
 * with Register; the settings flow 'confirm-account' saves the list instead.
 */
function ConfirmAccountScreen() {
  const TEXT = useRegistrationTexts().accounts;
  const { BUTTONS } = useKernelTexts();
  useRegistrationStyles();
  const load = useLoadAccounts({ always: false });
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const patch = useSetAtom(patchRegistrationAtom);
  const { bankAccounts } = useAtomValue(registrationAtom);
  const mode = useAccountMode();
  // The spinner's overlay stops a second tap, not a second Enter on the focused button: one
  // registration or save at a time (mode.submit handles its own failure, which frees it).
  const submit = useOneAtATime(mode.submit);
  const deletable = canRemoveAccount(bankAccounts.length);
  const addable = canAddAccount(bankAccounts.length);
  // A greyed-out button says why, where a screen reader meets it: the line below the list is read with it.
  const lastAccountId = useId();
  const maxReachedId = useId();
  // The deleted row takes its focused button with it: the list, now one shorter, is where the customer is.
  const listRef = useRef<HTMLUListElement>(null);
  const remove = (account: BankAccount) =>
    void deleteAccount(account).then((deleted) => {
      if (deleted) listRef.current?.focus();
    });

  if (load.unread) return accountsUnread(TEXT.confirmTitle, BUTTONS.retry, load);

  return (
    <Page
      title={TEXT.confirmTitle}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={!addable}
            aria-describedby={addable ? undefined : maxReachedId}
            onClick={() => navigate(OWN_PATHS.addAccount)}
          >
            {BUTTONS.addAccount}
          </Button>
          <Button disabled={bankAccounts.length === 0} onClick={() => void submit()}>
            {mode.submitLabel}
          </Button>
        </>
      }
    >
      <p className="k-text-muted">{TEXT.confirmIntro}</p>
      {bankAccounts.length === 0 ? <p>{TEXT.empty}</p> : null}
      <ul ref={listRef} className="reg-list" aria-label={TEXT.listLabel} tabIndex={-1}>
        {bankAccounts.map((account) => (
          <AccountRow
            key={account.accountNumber}
            account={account}
            onToggle={() => patch({ bankAccounts: toggleNotification(bankAccounts, account.accountNumber) })}
            onDetails={() => navigate(addAccountDetailPath(account.accountNumber, account.accountStatus))}
            onDelete={() => remove(account)}
            canDelete={deletable}
            cannotDeleteReason={lastAccountId}
          />
        ))}
      </ul>
      {bankAccounts.length === 1 ? (
        <p id={lastAccountId} className="k-text-muted">
          {TEXT.lastAccount}
        </p>
      ) : null}
      {addable ? null : (
        <p id={maxReachedId} role="note">
          {TEXT.maxReached}
        </p>
      )}
    </Page>
  );
}

export default function ConfirmAccountPage() {
  return (
    <AccountFlowGate>
      <ConfirmAccountScreen />
    </AccountFlowGate>
  );
}
