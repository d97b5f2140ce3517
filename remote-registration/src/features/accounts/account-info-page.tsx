import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, Page, PATHS, registrationAtom } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import { useRegistrationTexts } from '../../texts/catalogue';
import { useRegistrationStyles } from '../../ui/registration-styles';
import { AccountFlowGate } from './account-flow-gate';
import { AccountRow } from './account-row';
import { accountsUnread } from './accounts-unread';
import { useLoadAccounts } from './use-load-accounts';

/** /account-info: right after verification, the accounts the bank found for this customer. */
function AccountInfoScreen() {
  const TEXT = useRegistrationTexts().accounts;
  const { BUTTONS } = useKernelTexts();
  useRegistrationStyles();
  const load = useLoadAccounts({ always: true });
  const navigate = useNavigate();
  const { bankAccounts } = useAtomValue(registrationAtom);
  if (load.unread) return accountsUnread(TEXT.infoTitle, BUTTONS.retry, load);
  return (
    <Page title={TEXT.infoTitle} footer={<Button onClick={() => navigate(PATHS.confirmAccount)}>{BUTTONS.next}</Button>}>
      <p className="k-text-muted">{TEXT.infoIntro}</p>
      {bankAccounts.length === 0 ? <p>{TEXT.empty}</p> : null}
      <ul className="reg-list" aria-label={TEXT.listLabel}>
        {bankAccounts.map((account) => (
          <AccountRow key={account.accountNumber} account={account} />
        ))}
      </ul>
    </Page>
  );
}

export default function AccountInfoPage() {
  return (
    <AccountFlowGate>
      <AccountInfoScreen />
    </AccountFlowGate>
  );
}
