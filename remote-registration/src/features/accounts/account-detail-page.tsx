import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, Page, PATHS, registrationAtom } from 'shared-kernel';
import { useGoBack } from 'shared-kernel/go-back';
import { useKernelTexts } from 'shared-kernel/language';
import { useStillHere } from 'shared-kernel/still-here';
import { canRemoveAccount } from 'shared-kernel/validation';
import { formatAccountNumber, useAccountTypeLabel } from 'shared-kernel/display-formats';
import { useRegistrationTexts } from '../../texts/catalogue';
import { useRegistrationStyles } from '../../ui/registration-styles';
import { findAccount } from './account-list';
import { useDeleteAccount } from './use-delete-account';
import { useLoadAccounts } from './use-load-accounts';
import { accountsUnread } from './accounts-unread';
import { AccountFlowGate } from './account-flow-gate';

/** /add-account/:accountNo?accountStatus=…: one account of the list, with delete. */
function AccountDetailScreen() {
  const TEXT = useRegistrationTexts().accountDetail;
  const accountTypeLabel = useAccountTypeLabel();
  const REGISTRATION_TEXTS = useRegistrationTexts();
  const { BUTTONS } = useKernelTexts();
  useRegistrationStyles();
  const load = useLoadAccounts({ always: false });
  const { accountNo = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { bankAccounts } = useAtomValue(registrationAtom);
  const deleteAccount = useDeleteAccount();
  const account = findAccount(bankAccounts, accountNo);
  const status = searchParams.get('accountStatus') ?? account?.accountStatus;
  // The list is the screen behind this one: leaving by either back, or after a delete, returns to it rather than stacking it again.
  const back = useGoBack(PATHS.confirmAccount);
  const deletable = canRemoveAccount(bankAccounts.length);
  // The greyed-out delete says why, where a screen reader meets it.
  const lastAccountId = useId();
  const stillHere = useStillHere();

  if (load.unread) return accountsUnread(TEXT.title, BUTTONS.retry, load);
  return (
    <Page
      title={TEXT.title}
      footer={
        <>
          {account ? (
            <Button
              variant="warning"
              disabled={!deletable}
              aria-describedby={deletable ? undefined : lastAccountId}
              onClick={() =>
                void deleteAccount(account).then((deleted) => {
                  if (deleted && stillHere()) back();
                })
              }
            >
              {BUTTONS.deleteAccount}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={back}>
            {BUTTONS.back}
          </Button>
        </>
      }
    >
      {account ? (
        <dl className="reg-detail">
          <dt>{TEXT.accountNumber}</dt>
          <dd>{formatAccountNumber(account.accountNumber)}</dd>
          <dt>{TEXT.accountType}</dt>
          <dd>{accountTypeLabel(account.accountType)}</dd>
          <dt>{TEXT.status}</dt>
          <dd>{status === 'Inactive' ? TEXT.statusInactive : TEXT.statusActive}</dd>
        </dl>
      ) : (
        <p>{TEXT.notFound}</p>
      )}
      {account && !deletable ? (
        <p id={lastAccountId} className="k-text-muted">
          {REGISTRATION_TEXTS.accounts.lastAccount}
        </p>
      ) : null}
    </Page>
  );
}

export default function AccountDetailPage() {
  return (
    <AccountFlowGate>
      <AccountDetailScreen />
    </AccountFlowGate>
  );
}
