import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../../../shared-kernel/src/testing/render-in-app';
import { CalendarPopup, type CalendarPopupProps } from './calendar-popup';

const TODAY = '2026-11-21';

function renderCalendar(props: Partial<CalendarPopupProps> = {}) {
  const onDone = jest.fn();
  const onClose = jest.fn();
  const result = renderInApp(
    <CalendarPopup open label="ตั้งแต่วันที่" today={TODAY} onDone={onDone} onClose={onClose} {...props} />,
  );
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
    expect(day('21 พ.ย. 69')).toBeEnabled();
    expect(day('22 พ.ย. 69')).toBeDisabled();
    expect(day('30 พ.ย. 69')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled();
  });

  it('does not offer the days of the neighbouring months as buttons', () => {
    renderCalendar();
    // November 2026 ends on a Monday; 1-5 December fill the last week greyed.
    expect(screen.queryByRole('button', { name: '1 ธ.ค. 69' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /พ.ย. 69$/ })).toHaveLength(30);
  });

  it('greys days before the minimum and after the maximum', () => {
    renderCalendar({ minDate: '2026-11-05', maxDate: '2026-11-10' });
    expect(day('4 พ.ย. 69')).toBeDisabled();
    expect(day('5 พ.ย. 69')).toBeEnabled();
    expect(day('10 พ.ย. 69')).toBeEnabled();
    expect(day('11 พ.ย. 69')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeDisabled();
  });

  it('goes back across a year end and forward again up to the current month', async () => {
    renderCalendar({ initialDate: '2026-01-15' });
    expect(screen.getByRole('heading', { name: 'มกราคม 2569' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'เดือนก่อนหน้า' }));
    expect(screen.getByRole('heading', { name: 'ธันวาคม 2568' })).toBeVisible();
    expect(day('31 ธ.ค. 68')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'เดือนถัดไป' }));
    await userEvent.click(screen.getByRole('button', { name: 'เดือนถัดไป' }));
    expect(screen.getByRole('heading', { name: 'กุมภาพันธ์ 2569' })).toBeVisible();
  });

  it('shows 29 February in a leap year', () => {
    renderCalendar({ today: '2028-03-10', initialDate: '2028-02-01' });
    expect(day('29 ก.พ. 71')).toBeEnabled();
    expect(screen.queryByRole('button', { name: '30 ก.พ. 71' })).not.toBeInTheDocument();
  });

  it('highlights the initial day and returns the day the customer picks', async () => {
    const { onDone } = renderCalendar({ initialDate: '2026-11-03' });
    expect(day('3 พ.ย. 69')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(day('12 พ.ย. 69'));
    expect(day('12 พ.ย. 69')).toHaveAttribute('aria-pressed', 'true');
    expect(day('3 พ.ย. 69')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(onDone).toHaveBeenCalledWith('2026-11-12');
  });

  it('ignores a tap on a future day', async () => {
    const { onDone } = renderCalendar();
    await userEvent.click(day('25 พ.ย. 69'));
    await userEvent.click(screen.getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(onDone).toHaveBeenCalledWith(TODAY);
  });

  it('returns today after ล้างค่า clears the choice', async () => {
    const { onDone } = renderCalendar({ initialDate: '2026-11-03' });
    await userEvent.click(screen.getByRole('button', { name: 'ล้างค่า' }));
    expect(day('3 พ.ย. 69')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(onDone).toHaveBeenCalledWith(TODAY);
  });

  it('follows a new initial date', () => {
    const { rerender, onDone, onClose } = renderCalendar({ initialDate: '2026-11-03' });
    rerender(<CalendarPopup open label="ตั้งแต่วันที่" today={TODAY} onDone={onDone} onClose={onClose} initialDate="2026-09-09" />);
    expect(screen.getByRole('heading', { name: 'กันยายน 2569' })).toBeVisible();
    expect(day('9 ก.ย. 69')).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes on Escape without answering a day', async () => {
    const { onDone, onClose } = renderCalendar();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('draws nothing while closed', () => {
    renderCalendar({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
