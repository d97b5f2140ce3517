import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ID_CARD_MASK, formatIdCard } from '../format/display-masks';
import { TextField } from './text-field';

function IdCardField({ error = null }: { error?: string | null }) {
  const [value, setValue] = useState('');
  return (
    <TextField label="เลขบัตรประชาชน" mask={ID_CARD_MASK} value={value} onChange={(typed) => setValue(formatIdCard(typed))} error={error} />
  );
}

describe('TextField', () => {
  it('is found by its Thai label and stops at a full value of its display mask', async () => {
    render(<IdCardField />);
    const field = screen.getByRole('textbox', { name: 'เลขบัตรประชาชน' });
    expect(field).toHaveAttribute('maxLength', String('X-XXXX-XXXXX-XX-X'.length));
    await userEvent.type(field, '12345678901234567');
    expect(field).toHaveValue('1-2345-67890-12-3');
  });

  it('takes a whole pasted value longer than its display mask, spaces and all, instead of cutting it short', async () => {
    render(<IdCardField />);
    const field = screen.getByRole('textbox', { name: 'เลขบัตรประชาชน' });
    await userEvent.click(field);
    await userEvent.paste(' 1 - 2345 - 67890 - 12 - 3 ');
    expect(field).toHaveValue('1-2345-67890-12-3');
  });

  it('puts a pasted part where the caret is, and stops at a full value', async () => {
    render(<IdCardField />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'เลขบัตรประชาชน' });
    await userEvent.type(field, '1234');
    field.setSelectionRange(1, 1);
    await userEvent.paste('9 9');
    expect(field).toHaveValue('1-9923-4');
    await userEvent.type(field, '5678901234567');
    expect(field).toHaveValue('1-9923-45678-90-1');
  });

  it('keeps the caret where a digit in the middle was deleted, so the one typed next goes there', async () => {
    render(<IdCardField />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'เลขบัตรประชาชน' });
    await userEvent.type(field, '1101700001024');
    await userEvent.type(field, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(field).toHaveValue('1-1010-00010-24');
    expect(field.selectionStart).toBe(5);
    await userEvent.keyboard('9');
    expect(field).toHaveValue('1-1019-00001-02-4');
  });

  it('keeps the caret where it was when a key changes no digit in the middle (a dash deleted, a space typed)', async () => {
    render(<IdCardField />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'เลขบัตรประชาชน' });
    await userEvent.type(field, '1101700001024');
    // Backspace just after the dash of '1-1017-|00001-02-4': the dash comes back, and the caret stays before it.
    await userEvent.type(field, '{Backspace}', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(field).toHaveValue('1-1017-00001-02-4');
    expect(field.selectionStart).toBe(6);
    await userEvent.keyboard('{Backspace}');
    expect(field).toHaveValue('1-1010-00010-24');
    await userEvent.type(field, ' ', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(field.selectionStart).toBe(3);
  });

  it('leaves an input method composing its text alone, and formats what it commits', () => {
    render(<IdCardField />);
    const field = screen.getByRole('textbox', { name: 'เลขบัตรประชาชน' });
    fireEvent.compositionStart(field);
    fireEvent.change(field, { target: { value: '１' } });
    expect(field).toHaveValue('１');
    fireEvent.change(field, { target: { value: '１２' } });
    expect(field).toHaveValue('１２');
    fireEvent.compositionEnd(field);
    expect(field).toHaveValue('1-2');
    fireEvent.change(field, { target: { value: '1-23' } });
    expect(field).toHaveValue('1-23');
  });

  it('announces its error and ties it to the field', () => {
    render(<IdCardField error="กรุณากรอกเลขบัตรประชาชนให้ถูกต้อง" />);
    const field = screen.getByRole('textbox', { name: 'เลขบัตรประชาชน' });
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกเลขบัตรประชาชนให้ถูกต้อง');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('กรุณากรอกเลขบัตรประชาชนให้ถูกต้อง');
  });

  it('says nothing while there is no error', () => {
    render(<IdCardField />);
    const field = screen.getByRole('textbox', { name: 'เลขบัตรประชาชน' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('takes a length of its own when it has no mask, and describes itself with its hint', () => {
    render(<TextField label="อีเมล" hint="ใช้รับเอกสาร" maxLength={64} value="" onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'อีเมล' });
    expect(field).toHaveAttribute('maxLength', '64');
    expect(field).toHaveAccessibleDescription('ใช้รับเอกสาร');
  });
});
