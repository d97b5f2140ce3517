import { SURVEY_SELECTED, type SurveyModel } from '../survey/survey-choices';

interface SurveyPickerProps {
  model: SurveyModel;
  label: string;
  onToggle: (id: string) => void;
}

/**
 * The interest slots as a two-column grid of checkboxes; registration and settings draw the same.
 * The names are the bank's, in Thai whatever the screen's language (docs/behaviour.md#language).
 */
export function SurveyPicker({ model, label, onToggle }: SurveyPickerProps) {
  return (
    <ul className="k-choices" aria-label={label}>
      {model.items.map((item) => {
        const on = item.type === SURVEY_SELECTED;
        return (
          <li key={item.id}>
            <label className={`k-choice${on ? ' k-choice--on' : ''}`}>
              <input type="checkbox" checked={on} onChange={() => onToggle(item.id)} />
              <span lang="th">{item.name}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
