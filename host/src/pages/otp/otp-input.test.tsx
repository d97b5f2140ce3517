import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInApp } from 'shared-kernel/testing';
import { OtpInput } from './otp-input';

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState('');
  return <OtpInput value={value} onChange={setValue} label="รหัส OTP 6 หลัก" disabled={disabled} />;
}

const field = () => screen.getByRole('textbox', { name: 'รหัส OTP 6 หลัก' });
// The six boxes are the field's picture, hidden from screen readers (they read the one real field).
const boxes = () => screen.getAllByRole('listitem', { hidden: true });
const shown = () => boxes().map((box) => box.textContent);
const activeBox = () => boxes().findIndex((box) => box.getAttribute('aria-current') === 'true');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

describe('OTP input', () => {
  it('is one real field that SMS autofill and the numeric keypad understand', () => {
    renderInApp(<Harness />);
    expect(field()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()).toHaveLength(6);
  });

  it('moves the highlighted box along as digits are typed', async () => {
    renderInApp(<Harness />);
    expect(activeBox()).toBe(0);
    await user().type(field(), '123');
    expect(activeBox()).toBe(3);
    await user().type(field(), '456');
    // Full: the last box keeps the highlight, the only sign of focus a keyboard user sees.
    expect(activeBox()).toBe(5);
    expect(field()).toHaveValue('123456');
  });

  it('shows each new digit for 0.5 s, then masks it', async () => {
    renderInApp(<Harness />);
    await user().type(field(), '7');
    expect(shown()[0]).toBe('7');
    act(() => jest.advanceTimersByTime(499));
    expect(shown()[0]).toBe('7');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toEqual(['●', '', '', '', '', '']);
  });

  it('fills all six boxes from a pasted code, separators and all', async () => {
    renderInApp(<Harness />);
    await user().type(field(), '9');
    act(() => field().focus());
    await user().paste('123 456');
    expect(field()).toHaveValue('123456');
    expect(shown()).toEqual(['1', '2', '3', '4', '5', '6']);
    act(() => jest.advanceTimersByTime(500));
    expect(shown()).toEqual(['●', '●', '●', '●', '●', '●']);
  });

  it('takes a code in Thai or full-width digits, typed or pasted', async () => {
    renderInApp(<Harness />);
    await user().type(field(), '๑๒');
    expect(field()).toHaveValue('12');
    await user().clear(field());
    await user().paste('๔๕๖７８９');
    expect(field()).toHaveValue('456789');
  });

  it.each([
    'รหัส OTP (Ref: K7P2QX) คือ 482913 ใช้ได้ภายใน 5 นาที',
    '[Bank] Ref.K7P2QX OTP=482913',
    'Your OTP is 482913 (Ref: K7P2QX), valid 5 min.',
  ])('takes the code out of a whole SMS pasted in: %p', async (sms) => {
    renderInApp(<Harness />);
    act(() => field().focus());
    await user().paste(sms);
    expect(field()).toHaveValue('482913');
  });

  it.each([
    ['a reference of digits only before the code', 'รหัส OTP (Ref: 482733) คือ 905113'],
    ['the code joined to its label', '[Bank] Ref.K7P2QX OTP905113'],
  ])('fills no wrong code from an SMS whose code cannot be told apart: %s', async (_sms, sms) => {
    renderInApp(<Harness />);
    act(() => field().focus());
    await user().paste(sms);
    // Its other digits are not the code: a wrong code would cost one of the customer's attempts.
    expect(field()).toHaveValue('');
  });

  it('leaves an input method composing the code alone, and takes what it commits', () => {
    renderInApp(<Harness />);
    fireEvent.compositionStart(field());
    fireEvent.change(field(), { target: { value: '１２' } });
    expect(field()).toHaveValue('１２');
    fireEvent.compositionEnd(field());
    expect(field()).toHaveValue('12');
    expect(shown()).toEqual(['1', '2', '', '', '', '']);
  });

  it('shows no digit again when one in the middle is deleted: the digits that move along were not typed', async () => {
    renderInApp(<Harness />);
    await user().type(field(), '123456');
    act(() => jest.advanceTimersByTime(500));
    await user().type(field(), '{Backspace}', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(field()).toHaveValue('12456');
    expect(shown()).toEqual(['●', '●', '●', '●', '●', '']);
    await user().type(field(), '7', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(field()).toHaveValue('127456');
    expect(shown()).toEqual(['●', '●', '7', '●', '●', '●']);
  });

  it('takes digits only, six at most', async () => {
    renderInApp(<Harness />);
    await user().type(field(), '1a2-3 4567');
    expect(field()).toHaveValue('123456');
  });

  it('cannot be typed in when disabled, and highlights no box', async () => {
    renderInApp(<Harness disabled />);
    expect(field()).toBeDisabled();
    await user().type(field(), '12');
    expect(field()).toHaveValue('');
    expect(activeBox()).toBe(-1);
  });

  it('leaves no masking timer running after it is gone', async () => {
    const { unmount } = renderInApp(<Harness />);
    await user().type(field(), '12');
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
