import { useId } from 'react';
import { useFeatureStyles } from './feature-styles';

// Travels with the component (the form-fields entry), so the first load does not carry it.
const css = `
.k-radios{border:0;margin:0 0 16px;padding:0}
.k-radios legend{font-weight:600;margin-bottom:4px;padding:0}
.k-radios label{display:flex;align-items:center;gap:8px;min-height:44px}
.k-radios input{width:20px;height:20px;accent-color:var(--yellow-dark)}
`;

interface RadioGroupProps<Option extends string | number> {
  legend: string;
  options: readonly Option[];
  labelOf: (option: Option) => string;
  value: Option;
  onChange: (option: Option) => void;
}

/** One choice out of a few, as a fieldset whose legend names the question. */
export function RadioGroup<Option extends string | number>({ legend, options, labelOf, value, onChange }: RadioGroupProps<Option>) {
  useFeatureStyles('kernel-radio-group-styles', css);
  const name = useId();
  return (
    <fieldset className="k-radios">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}
