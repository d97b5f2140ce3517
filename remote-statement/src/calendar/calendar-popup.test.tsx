import { screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from 'shared-kernel/language';
import { renderInApp } from 'shared-kernel/testing';
import { CalendarPopup, type CalendarPopupProps } from './calendar-popup';

const TODAY = '2026-11-21';

function renderCalendar(props: Partial<CalendarPopupProps> = {}) {
  const onDone = jest.fn();
  const onClose = jest.fn();
  const result = renderInApp(<CalendarPopup open label="ตั้งแต่วันที่" today={TODAY} onDone={onDone} onClose={onClose} {...props} />);
  return { onDone, onClose, ...result };
}

const day = (name: string) => screen.getByRole('button', { name });

describe('CalendarPopup', () => {
  it('opens on the month of today with the Thai month, Buddhist year and weekday row', () => {
    renderCalendar();
    const dialog = screen.getByRole('dialog', { name: 'ตั้งแต่วันที่' });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('heading', { name: 'พฤศจิกายน 2569' })).toBeVisible();
    expect(dialog).toHaveTextContent(/อา\s*จ\s*อ\s*พ\s*พฤ\s*ศ\s*ส/);
  });

  it('greys the days after today and disables the next-month arrow on the current month', async () => {
    renderCalendar();
    expect(day('วันเสาร์ที่ 21 พฤศจิกายน 2569')).toBeEnabled();
    expect(day('วันอาทิตย์ที่ 22 พฤศจิกายน 2569')).toBeDisabled();
    expect(day('วันจันทร์ที่ 30 พฤศจิกายน 2569')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled();
  });

  it('does not offer the days of the neighbouring months as buttons', () => {
    renderCalendar();
    // November 2026 ends on a Monday; 1-5 December fill the last week greyed.
    expect(screen.queryByRole('button', { name: 'วันอังคารที่ 1 ธันวาคม 2569' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: / พฤศจิกายน 2569$/ })).toHaveLength(30);
  });

  it('greys days before the minimum and after the maximum', () => {
    renderCalendar({ minDate: '2026-11-05', maxDate: '2026-11-10' });
    expect(day('วันพุธที่ 4 พฤศจิกายน 2569')).toBeDisabled();
    expect(day('วันพฤหัสบดีที่ 5 พฤศจิกายน 2569')).toBeEnabled();
    expect(day('วันอังคารที่ 10 พฤศจิกายน 2569')).toBeEnabled();
    expect(day('วันพุธที่ 11 พฤศจิกายน 2569')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeDisabled();
  });

  it('goes back across a year end and forward again up to the current month', async () => {
    renderCalendar({ initialDate: '2026-01-15' });
    expect(screen.getByRole('heading', { name: 'มกราคม 2569' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'เดือนก่อนหน้า' }));
    expect(screen.getByRole('heading', { name: 'ธันวาคม 2568' })).toBeVisible();
    expect(day('วันพุธที่ 31 ธันวาคม 2568')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'เดือนถัดไป' }));
    await userEvent.click(screen.getByRole('button', { name: 'เดือนถัดไป' }));
    expect(screen.getByRole('heading', { name: 'กุมภาพันธ์ 2569' })).toBeVisible();
  });

  it('puts focus on a day of the month when the arrow pressed becomes disabled there, rather than losing it', async () => {
    renderCalendar({ initialDate: '2026-10-15' });
    const next = screen.getByRole('button', { name: 'เดือนถัดไป' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'พฤศจิกายน 2569' })).toBeVisible();
    expect(next).toBeDisabled();
    expect(day('วันเสาร์ที่ 21 พฤศจิกายน 2569')).toHaveFocus();
  });

  it('keeps focus on the month arrow while it still leads somewhere', async () => {
    renderCalendar({ initialDate: '2026-09-15' });
    const next = screen.getByRole('button', { name: 'เดือนถัดไป' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'ตุลาคม 2569' })).toBeVisible();
    expect(next).toHaveFocus();
  });

  it('shows 29 February in a leap year', () => {
    renderCalendar({ today: '2028-03-10', initialDate: '2028-02-01' });
    expect(day('วันอังคารที่ 29 กุมภาพันธ์ 2571')).toBeEnabled();
    expect(screen.queryByRole('button', { name: / 30 กุมภาพันธ์ 2571$/ })).not.toBeInTheDocument();
  });

  it('highlights the initial day and returns the day the customer picks', async () => {
    const { onDone } = renderCalendar({ initialDate: '2026-11-03' });
    expect(day('วันอังคารที่ 3 พฤศจิกายน 2569')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(day('วันพฤหัสบดีที่ 12 พฤศจิกายน 2569'));
    expect(day('วันพฤหัสบดีที่ 12 พฤศจิกายน 2569')).toHaveAttribute('aria-pressed', 'true');
    expect(day('วันอังคารที่ 3 พฤศจิกายน 2569')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(onDone).toHaveBeenCalledWith('2026-11-12');
  });

  it('ignores a tap on a future day', async () => {
    const { onDone } = renderCalendar();
    await userEvent.click(day('วันพุธที่ 25 พฤศจิกายน 2569'));
    await userEvent.click(screen.getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(onDone).toHaveBeenCalledWith(TODAY);
  });

  it('returns today after ล้างค่า clears the choice', async () => {
    const { onDone } = renderCalendar({ initialDate: '2026-11-03' });
    await userEvent.click(screen.getByRole('button', { name: 'ล้างค่า' }));
    expect(day('วันอังคารที่ 3 พฤศจิกายน 2569')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(onDone).toHaveBeenCalledWith(TODAY);
  });

  it('follows a new initial date', () => {
    const { rerender, onDone, onClose } = renderCalendar({ initialDate: '2026-11-03' });
    rerender(<CalendarPopup open label="ตั้งแต่วันที่" today={TODAY} onDone={onDone} onClose={onClose} initialDate="2026-09-09" />);
    expect(screen.getByRole('heading', { name: 'กันยายน 2569' })).toBeVisible();
    expect(day('วันพุธที่ 9 กันยายน 2569')).toHaveAttribute('aria-pressed', 'true');
  });

  it('opened again after the customer moved to another month, opens on the field month with focus on one of its days', async () => {
    function FieldWithCalendar() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            ตั้งแต่วันที่
          </button>
          <CalendarPopup open={open} label="ตั้งแต่วันที่" today={TODAY} onDone={() => setOpen(false)} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderInApp(<FieldWithCalendar />);
    await userEvent.click(screen.getByRole('button', { name: 'ตั้งแต่วันที่' }));
    await userEvent.click(screen.getByRole('button', { name: 'เดือนก่อนหน้า' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'ตั้งแต่วันที่' }));
    expect(screen.getByRole('heading', { name: 'พฤศจิกายน 2569' })).toBeVisible();
    expect(day('วันเสาร์ที่ 21 พฤศจิกายน 2569')).toHaveFocus();
  });

  it('closes on Escape without answering a day', async () => {
    const { onDone, onClose } = renderCalendar();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('names every day with its full Thai date', () => {
    renderCalendar();
    expect(day('วันเสาร์ที่ 21 พฤศจิกายน 2569')).toHaveAttribute('aria-current', 'date');
  });

  it('moves between days with the arrow keys, across months, never past today', async () => {
    renderCalendar({ initialDate: '2026-10-01' });
    // Focus starts on the chosen day; the month is one Tab stop.
    expect(day('วันพฤหัสบดีที่ 1 ตุลาคม 2569')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { name: 'กันยายน 2569' })).toBeVisible();
    expect(day('วันพุธที่ 30 กันยายน 2569')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day('วันพุธที่ 7 ตุลาคม 2569')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    expect(day('วันพฤหัสบดีที่ 1 ตุลาคม 2569')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(day('วันพฤหัสบดีที่ 1 ตุลาคม 2569')).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not move onto a day after today', async () => {
    renderCalendar();
    expect(day('วันเสาร์ที่ 21 พฤศจิกายน 2569')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('วันเสาร์ที่ 21 พฤศจิกายน 2569')).toHaveFocus();
  });

  it('keeps Tab inside the calendar', async () => {
    renderCalendar({ initialDate: '2026-10-01' });
    const done = screen.getByRole('button', { name: 'เสร็จสิ้น' });
    done.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'เดือนก่อนหน้า' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('draws nothing while closed', () => {
    renderCalendar({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('CalendarPopup in English', () => {
  beforeEach(() => switchLanguage('en'));

  it('shows the English month with the Gregorian year, the English weekday row and days named in full', async () => {
    const { onDone } = renderCalendar({ label: 'From' });
    const dialog = await screen.findByRole('dialog', { name: 'From' });
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    expect(dialog).toHaveTextContent(/Su\s*Mo\s*Tu\s*We\s*Th\s*Fr\s*Sa/);
    expect(day('Sunday 22 November 2026')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeVisible();
    await userEvent.click(day('Thursday 1 October 2026'));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith('2026-10-01');
  });
});
