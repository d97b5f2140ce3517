import { type BankAccount } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import { formatAccountNumber, useAccountTypeLabel } from 'shared-kernel/display-formats';
import { useRegistrationTexts } from '../../texts/catalogue';

interface AccountRowProps {
  account: BankAccount;
  /** Without these the row only shows the account (/account-info). */
  onToggle?: () => void;
  onDetails?: () => void;
  onDelete?: () => void;
  canDelete?: boolean;
  /** The line that says why delete is not offered, read with the greyed-out button by a screen reader. */
  cannotDeleteReason?: string;
}

export function AccountRow({ account, onToggle, onDetails, onDelete, canDelete = false, cannotDeleteReason }: AccountRowProps) {
  const TEXT = useRegistrationTexts().accounts;
  const { BUTTONS } = useKernelTexts();
  const type = useAccountTypeLabel()(account.accountType);
  const number = formatAccountNumber(account.accountNumber);
  const name = TEXT.accountLabel(type, number);
  return (
    <li className="reg-account" aria-label={name}>
      <div className="reg-account__head">
        <span>{TEXT.typeName(type)}</span>
        <span className="reg-account__number">{number}</span>
      </div>
      {onToggle ? (
        <div className="reg-account__row">
          <label className="reg-switch">
            <input
              type="checkbox"
              role="switch"
              checked={account.isNotificationEnabled}
              onChange={onToggle}
              aria-label={`${TEXT.notification} ${name}`}
            />
            <span aria-hidden="true">{TEXT.notification}</span>
          </label>
          <span>
            {onDetails ? (
              <button type="button" className="reg-link" onClick={onDetails} aria-label={`${TEXT.details} ${name}`}>
                {TEXT.details}
              </button>
            ) : null}{' '}
            {onDelete ? (
              <button
                type="button"
                className="reg-link reg-link--danger"
                onClick={onDelete}
                disabled={!canDelete}
                aria-label={`${BUTTONS.deleteAccount} ${name}`}
                aria-describedby={canDelete ? undefined : cannotDeleteReason}
              >
                {BUTTONS.deleteAccount}
              </button>
            ) : null}
          </span>
        </div>
      ) : null}
    </li>
  );
}
