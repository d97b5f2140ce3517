import { type AccountData } from 'shared-kernel';
import { accountTypeLabel, formatAccountNumber } from 'shared-kernel/display-formats';
import { STATEMENT_TEXTS } from '../../texts/th';

const TEXT = STATEMENT_TEXTS.selectStatement;

/** Account type name (savings when unknown) and number, or a masked number until it is known. */
export function AccountHeader({ account }: { account: AccountData | null }) {
  const number = account?.accountNumber ? formatAccountNumber(account.accountNumber) : TEXT.accountNumberPlaceholder;
  return (
    <section className="st-account" aria-label={TEXT.accountLabel}>
      <p>{accountTypeLabel(account?.accountType)}</p>
      <p className="st-account__number">{number}</p>
    </section>
  );
}
