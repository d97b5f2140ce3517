import { useId, type KeyboardEvent } from 'react';
import { Icon } from 'shared-kernel';
import { type IsoDate } from '../../dates/calendar-date';
import { useDatesOnScreen } from '../../calendar/dates-on-screen';
import { useStatementTexts } from '../../texts/catalogue';

interface DateFieldProps {
  label: string;
  value: IsoDate | null;
  /** Only a custom period lets the customer pick a day; presets fill the field themselves. */
  onOpen?: () => void;
}

/** A read-only field showing '21 พ.ย. 69'; with a custom period a tap opens the calendar. */
export function DateField({ label, value, onOpen }: DateFieldProps) {
  const dates = useDatesOnScreen();
  const STATEMENT_TEXTS = useStatementTexts();
  const id = useId();
  const openOnKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (onOpen && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <div className="k-field">
      <label htmlFor={id}>{label}</label>
      <div className="k-field__control">
        <input
          id={id}
          readOnly
          value={value ? dates.short(value) : ''}
          placeholder={onOpen ? STATEMENT_TEXTS.selectStatement.datePlaceholder : undefined}
          aria-haspopup={onOpen ? 'dialog' : undefined}
          // The field shows '21 พ.ย. 69'; a screen reader also gets the day in full, as the calendar names it.
          aria-describedby={value ? `${id}-full` : undefined}
          onClick={onOpen}
          onKeyDown={openOnKey}
        />
        <Icon name="calendar" />
      </div>
      {value ? (
        <span id={`${id}-full`} hidden>
          {dates.full(value)}
        </span>
      ) : null}
    </div>
  );
}
