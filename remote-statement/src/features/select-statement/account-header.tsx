import { type AccountData } from 'shared-kernel';
import { formatAccountNumber, useAccountTypeLabel } from 'shared-kernel/display-formats';
import { useStatementTexts } from '../../texts/catalogue';

/** Account type name (savings when unknown) and number, or a masked number until it is known. */
export function AccountHeader({ account }: { account: AccountData | null }) {
  const accountTypeLabel = useAccountTypeLabel();
  const TEXT = useStatementTexts().selectStatement;
  const number = account?.accountNumber ? formatAccountNumber(account.accountNumber) : TEXT.accountNumberPlaceholder;
  return (
    <section className="st-account" aria-label={TEXT.accountLabel}>
      <p>{accountTypeLabel(account?.accountType)}</p>
      <p className="st-account__number">{number}</p>
    </section>
  );
}
