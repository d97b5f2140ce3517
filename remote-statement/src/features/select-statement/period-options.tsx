import { STATEMENT_PERIOD_LABELS, STATEMENT_PERIODS, type StatementPeriod } from 'shared-kernel/statement-dates';
import { STATEMENT_TEXTS } from '../../texts/th';

interface PeriodOptionsProps {
  value: StatementPeriod;
  onChange: (period: StatementPeriod) => void;
}

export function PeriodOptions({ value, onChange }: PeriodOptionsProps) {
  return (
    <fieldset className="st-choices">
      <legend>{STATEMENT_TEXTS.selectStatement.periodLegend}</legend>
      {STATEMENT_PERIODS.map((period) => (
        <label key={period}>
          <input type="radio" name="statement-period" checked={value === period} onChange={() => onChange(period)} />
          {STATEMENT_PERIOD_LABELS[period]}
        </label>
      ))}
    </fieldset>
  );
}
