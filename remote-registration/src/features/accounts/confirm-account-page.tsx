import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  addAccountDetailPath,
  Button,
  BUTTONS,
  canAddAccount,
  canRemoveAccount,
  featureFlagsAtom,
  Page,
  patchRegistrationAtom,
  PATHS,
  POPUP_TEXTS,
  registrationAtom,
  showSuccess,
  submitBankAccounts,
  submitRegister,
  useErrorHandler,
  withLoading,
  registerRefOf,
} from 'shared-kernel';
import { REGISTRATION_TEXTS } from '../../texts/th';
import { useRegistrationStyles } from '../../ui/registration-styles';
import { isSettingsAccountFlow, toggleNotification } from './account-list';
import { AccountRow } from './account-row';
import { useDeleteAccount } from './use-delete-account';
import { useLoadAccounts } from './use-load-accounts';
import { AccountFlowGate } from './account-flow-gate';

const TEXT = REGISTRATION_TEXTS.accounts;

/**
 * /confirm-account: the accounts with their notification switches. Registration ends here
 * with Register; the settings flow 'confirm-account' saves the list instead.
 */
function ConfirmAccountScreen() {
  useRegistrationStyles();
  useLoadAccounts({ always: false });
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const deleteAccount = useDeleteAccount();
  const patch = useSetAtom(patchRegistrationAtom);
  const { bankAccounts, registerRef } = useAtomValue(registrationAtom);
  const { enableRegistrationConsentManagement } = useAtomValue(featureFlagsAtom);
  const settings = isSettingsAccountFlow();
  const deletable = canRemoveAccount(bankAccounts.length);
  const addable = canAddAccount(bankAccounts.length);

  const register = async () => {
    try {
      const { mustConsent } = await withLoading(() =>
        submitRegister({
          registerRef: registerRefOf(registerRef),
          registerAccounts: bankAccounts.map(({ accountType, accountNumber, isNotificationEnabled }) => ({
            accountType,
            accountNumber,
            isNotificationEnabled,
          })),
        }),
      );
      await showSuccess(POPUP_TEXTS.registered);
      navigate(enableRegistrationConsentManagement && mustConsent ? PATHS.consentCollection : PATHS.survey, { replace: true });
    } catch (error) {
      await handleError(error, { verifyBy: 'info' });
    }
  };

  const save = async () => {
    try {
      await withLoading(() =>
        submitBankAccounts(
          bankAccounts.map(({ accountId, accountNumber, accountType, isNotificationEnabled }) => ({
            accountId,
            accountNumber,
            accountType,
            isNotificationEnabled,
          })),
        ),
      );
      navigate(PATHS.successAccount, { replace: true });
    } catch (error) {
      await handleError(error, { verifyBy: 'request-setting' });
    }
  };

  return (
    <Page
      title={TEXT.confirmTitle}
      footer={
        <>
          <Button variant="secondary" disabled={!addable} onClick={() => navigate(PATHS.addAccount)}>
            {BUTTONS.addAccount}
          </Button>
          <Button disabled={bankAccounts.length === 0} onClick={() => void (settings ? save() : register())}>
            {settings ? BUTTONS.save : BUTTONS.register}
          </Button>
        </>
      }
    >
      <p className="k-text-muted">{TEXT.confirmIntro}</p>
      {bankAccounts.length === 0 ? <p>{TEXT.empty}</p> : null}
      <ul className="reg-list" aria-label={TEXT.listLabel}>
        {bankAccounts.map((account) => (
          <AccountRow
            key={account.accountNumber}
            account={account}
            onToggle={() => patch({ bankAccounts: toggleNotification(bankAccounts, account.accountNumber) })}
            onDetails={() => navigate(addAccountDetailPath(account.accountNumber, account.accountStatus))}
            onDelete={() => void deleteAccount(account)}
            canDelete={deletable}
          />
        ))}
      </ul>
      {bankAccounts.length === 1 ? <p className="k-text-muted">{TEXT.lastAccount}</p> : null}
      {addable ? null : <p role="note">{TEXT.maxReached}</p>}
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
