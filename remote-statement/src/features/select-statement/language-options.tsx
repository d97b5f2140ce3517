import type { StatementRequest } from 'shared-kernel';
import { STATEMENT_TEXTS } from '../../texts/th';

type Language = StatementRequest['Language'];
const LANGUAGES: readonly Language[] = ['TH', 'EN'];
const TEXT = STATEMENT_TEXTS.selectStatement;

interface LanguageOptionsProps {
  value: Language;
  onChange: (language: Language) => void;
}

export function LanguageOptions({ value, onChange }: LanguageOptionsProps) {
  return (
    <fieldset className="st-choices">
      <legend>{TEXT.languageLegend}</legend>
      {LANGUAGES.map((language) => (
        <label key={language}>
          <input type="radio" name="statement-language" checked={value === language} onChange={() => onChange(language)} />
          {TEXT.languages[language]}
        </label>
      ))}
    </fieldset>
  );
}
