import { useKernelTexts } from '../texts/kernel-texts';
import { switchLanguage, useLanguage } from './catalogue';
import type { Language } from './language';

/** Each language is named in itself, so a customer who cannot read the screen still finds theirs. */
const CHOICES: ReadonlyArray<{ language: Language; name: string }> = [
  { language: 'th', name: 'ภาษาไทย' },
  { language: 'en', name: 'English' },
];

/** ภาษาไทย / English, at the foot of the landing and the settings menu: changes every screen at once. */
export function LanguageSwitch() {
  const language = useLanguage();
  const { LANGUAGE_TEXTS } = useKernelTexts();
  return (
    <div className="k-language" role="group" aria-label={LANGUAGE_TEXTS.switchLabel}>
      {CHOICES.map((choice) => (
        <button
          key={choice.language}
          type="button"
          lang={choice.language}
          aria-pressed={language === choice.language}
          onClick={() => void switchLanguage(choice.language)}
        >
          {choice.name}
        </button>
      ))}
    </div>
  );
}
