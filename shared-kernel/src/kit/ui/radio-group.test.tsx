import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from './radio-group';

const LABELS = { TH: 'ภาษาไทย', EN: 'ภาษาอังกฤษ' } as const;
type Language = keyof typeof LABELS;

function Languages({ onChange }: { onChange: (language: Language) => void }) {
  const [value, setValue] = useState<Language>('TH');
  return (
    <RadioGroup
      legend="ภาษาของเอกสาร"
      options={['TH', 'EN'] as const}
      labelOf={(option) => LABELS[option]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('names its question with the legend and shows the current choice', () => {
    render(<Languages onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'ภาษาของเอกสาร' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ภาษาไทย' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ภาษาอังกฤษ' })).not.toBeChecked();
  });

  it('hands the chosen option back and keeps one choice at a time', async () => {
    const onChange = jest.fn();
    render(<Languages onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'ภาษาอังกฤษ' }));
    expect(onChange).toHaveBeenCalledWith('EN');
    expect(screen.getByRole('radio', { name: 'ภาษาอังกฤษ' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ภาษาไทย' })).not.toBeChecked();
  });

  it('brings its own styles, once', () => {
    render(
      <>
        <Languages onChange={() => undefined} />
        <Languages onChange={() => undefined} />
      </>,
    );
    expect(document.head.querySelectorAll('style#kernel-radio-group-styles')).toHaveLength(1);
  });
});
