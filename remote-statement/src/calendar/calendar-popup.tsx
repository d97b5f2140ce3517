import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Icon, ModalDialog } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import { addDays, type IsoDate } from '../dates/calendar-date';
import { useDatesOnScreen } from './dates-on-screen';
import { useStatementTexts } from '../texts/catalogue';
import {
  canShowNextMonth,
  canShowPreviousMonth,
  doneDate,
  isDaySelectable,
  monthGrid,
  monthOf,
  shiftMonth,
  type DayLimits,
  type YearMonth,
} from './calendar-rules';
import { useCalendarStyles } from './calendar-styles';

export interface CalendarPopupProps {
  open: boolean;
  /** The dialog's name: which field it fills. */
  label: string;
  onClose: () => void;
  /** The chosen day, or today when none is chosen (docs/behaviour.md#calendar: Done returns it at midnight). */
  onDone: (date: IsoDate) => void;
  initialDate?: IsoDate | null;
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
  /** Today in Thailand; passed in so the whole form agrees on one day. */
  today: IsoDate;
}

/** Arrow keys move a day or a week, as in every date picker; a day that cannot be chosen is not a stop. */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function CalendarPopup({ open, label, onClose, onDone, initialDate, minDate, maxDate, today }: CalendarPopupProps) {
  const TEXT = useStatementTexts().calendar;
  const { BUTTONS } = useKernelTexts();
  const dates = useDatesOnScreen();
  const [selected, setSelected] = useState<IsoDate | null>(initialDate ?? null);
  const [view, setView] = useState(monthOf(initialDate ?? today));
  // The day that holds keyboard focus inside the grid (one Tab stop for the whole month).
  const [focusDate, setFocusDate] = useState<IsoDate | null>(null);
  const [keyMoved, setKeyMoved] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const tabStopRef = useRef<HTMLButtonElement>(null);

  // Each opening starts from the field's current value, and follows it when it changes. Reset
  // while drawing, not in an effect after: the dialog puts focus on a day of the first month it
  // draws, and a month left from the last opening would take that day away again.
  const [drawnFor, setDrawnFor] = useState({ open, initialDate, today });
  if (drawnFor.open !== open || drawnFor.initialDate !== initialDate || drawnFor.today !== today) {
    setDrawnFor({ open, initialDate, today });
    if (open) {
      setSelected(initialDate ?? null);
      setView(monthOf(initialDate ?? today));
      setFocusDate(null);
      setKeyMoved(false);
    }
  }

  // A month arrow pressed to its last month is disabled there, and the browser drops the focus it
  // held: the month's day that takes Tab gets it instead.
  const arrowEnded = useRef(false);
  useCalendarStyles();
  useEffect(() => {
    if (keyMoved && focusDate) gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [keyMoved, focusDate, view]);
  useEffect(() => {
    if (!arrowEnded.current) return;
    arrowEnded.current = false;
    tabStopRef.current?.focus();
  }, [view]);

  if (!open) return null;

  const limits: DayLimits = { today, min: minDate, max: maxDate };
  const days = monthGrid(view);
  const selectableInView = days.filter((day) => day.inMonth && isDaySelectable(day.date, limits)).map((day) => day.date);
  const tabStop = [focusDate, selected, today].find((date) => date && selectableInView.includes(date)) ?? selectableInView[0];

  const showMonth = (month: YearMonth, canGoOn: (month: YearMonth) => boolean) => {
    arrowEnded.current = !canGoOn(month);
    setView(month);
  };

  const moveByKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    const from = event.currentTarget.dataset.date;
    if (step === undefined || !from) return;
    event.preventDefault();
    const to = addDays(from, step);
    if (!isDaySelectable(to, limits)) return;
    setView(monthOf(to));
    setFocusDate(to);
    setKeyMoved(true);
  };

  return (
    <ModalDialog label={label} className="st-cal-modal" onCancel={onClose} closeOnBackdrop initialFocus={tabStopRef}>
      <div className="st-cal">
        <div className="st-cal__head">
          <button
            type="button"
            className="st-cal__arrow"
            aria-label={TEXT.previousMonth}
            disabled={!canShowPreviousMonth(view, minDate)}
            onClick={() => showMonth(shiftMonth(view, -1), (month) => canShowPreviousMonth(month, minDate))}
          >
            <Icon name="chevron" className="k-svg--flip" />
          </button>
          <h2 aria-live="polite">{dates.monthYear(`${view}-01`)}</h2>
          <button
            type="button"
            className="st-cal__arrow"
            aria-label={TEXT.nextMonth}
            disabled={!canShowNextMonth(view, today)}
            onClick={() => showMonth(shiftMonth(view, 1), (month) => canShowNextMonth(month, today))}
          >
            <Icon name="chevron" />
          </button>
        </div>
        <div className="st-cal__grid" ref={gridRef}>
          {dates.weekdays.map((weekday) => (
            <span key={weekday} className="st-cal__weekday" aria-hidden="true">
              {weekday}
            </span>
          ))}
          {days.map(({ date, inMonth }) => {
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
                data-date={date}
                ref={date === tabStop ? tabStopRef : undefined}
                aria-label={dates.full(date)}
                aria-pressed={date === selected}
                aria-current={date === today ? 'date' : undefined}
                tabIndex={date === tabStop ? 0 : -1}
                disabled={!isDaySelectable(date, limits)}
                onKeyDown={moveByKey}
                onClick={() => {
                  setSelected(date);
                  setFocusDate(date);
                }}
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
    </ModalDialog>
  );
}
