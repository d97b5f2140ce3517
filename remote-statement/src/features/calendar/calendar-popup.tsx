import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { BUTTONS, Button, type IsoDate } from 'shared-kernel';
import { formatMonthYearHeader, formatShortThaiDate, THAI_WEEKDAYS_SHORT } from 'shared-kernel/thai-date';
import { STATEMENT_TEXTS } from '../../texts/th';
import {
  canShowNextMonth,
  canShowPreviousMonth,
  doneDate,
  isDaySelectable,
  monthGrid,
  monthOf,
  shiftMonth,
  type DayLimits,
} from './calendar-rules';
import { ensureCalendarStyles } from './calendar-styles';

export interface CalendarPopupProps {
  open: boolean;
  /** The dialog's name: which field it fills. */
  label: string;
  onClose: () => void;
  /** The chosen day, or today when none is chosen (SPEC.md: Done returns it at midnight). */
  onDone: (date: IsoDate) => void;
  initialDate?: IsoDate | null;
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
  /** Today in Thailand; passed in so the whole form agrees on one day. */
  today: IsoDate;
}

const TEXT = STATEMENT_TEXTS.calendar;

export function CalendarPopup({ open, label, onClose, onDone, initialDate, minDate, maxDate, today }: CalendarPopupProps) {
  const [selected, setSelected] = useState<IsoDate | null>(initialDate ?? null);
  const [view, setView] = useState(monthOf(initialDate ?? today));
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => ensureCalendarStyles(), []);
  // Each opening starts from the field's current value, and follows it when it changes.
  useEffect(() => {
    if (!open) return;
    setSelected(initialDate ?? null);
    setView(monthOf(initialDate ?? today));
    dialogRef.current?.focus();
  }, [open, initialDate, today]);

  if (!open) return null;

  const limits: DayLimits = { today, min: minDate, max: maxDate };
  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <div className="k-overlay" onClick={closeOnBackdrop} onKeyDown={closeOnEscape}>
      <div className="st-cal" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} ref={dialogRef}>
        <div className="st-cal__head">
          <button
            type="button"
            className="st-cal__arrow"
            aria-label={TEXT.previousMonth}
            disabled={!canShowPreviousMonth(view, minDate)}
            onClick={() => setView(shiftMonth(view, -1))}
          >
            ‹
          </button>
          <h2 aria-live="polite">{formatMonthYearHeader(`${view}-01`)}</h2>
          <button
            type="button"
            className="st-cal__arrow"
            aria-label={TEXT.nextMonth}
            disabled={!canShowNextMonth(view, today)}
            onClick={() => setView(shiftMonth(view, 1))}
          >
            ›
          </button>
        </div>
        <div className="st-cal__grid">
          {THAI_WEEKDAYS_SHORT.map((weekday) => (
            <span key={weekday} className="st-cal__weekday" aria-hidden="true">
              {weekday}
            </span>
          ))}
          {monthGrid(view).map(({ date, inMonth }) => {
            const dayNumber = Number(date.slice(8));
            if (!inMonth) {
              return (
                <span key={date} className="st-cal__day st-cal__day--outside" aria-hidden="true">
                  {dayNumber}
                </span>
              );
            }
            return (
              <button
                key={date}
                type="button"
                className="st-cal__day"
                aria-label={formatShortThaiDate(date)}
                aria-pressed={date === selected}
                disabled={!isDaySelectable(date, limits)}
                onClick={() => setSelected(date)}
              >
                {dayNumber}
              </button>
            );
          })}
        </div>
        <div className="st-cal__foot">
          <Button variant="secondary" onClick={() => setSelected(null)}>
            {BUTTONS.calendarReset}
          </Button>
          <Button onClick={() => onDone(doneDate(selected, limits))}>{BUTTONS.calendarDone}</Button>
        </div>
      </div>
    </div>
  );
}
