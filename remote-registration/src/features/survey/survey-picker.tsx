import { SURVEY_SELECTED, type SurveyModel } from 'shared-kernel';

interface SurveyPickerProps {
  model: SurveyModel;
  label: string;
  onToggle: (id: string) => void;
}

/** The 16 interest slots as checkboxes; the settings survey draws the same picker. */
export function SurveyPicker({ model, label, onToggle }: SurveyPickerProps) {
  return (
    <ul className="reg-choices" aria-label={label}>
      {model.items.map((item) => {
        const on = item.type === SURVEY_SELECTED;
        return (
          <li key={item.id}>
            <label className={`reg-choice${on ? ' reg-choice--on' : ''}`}>
              <input type="checkbox" checked={on} onChange={() => onToggle(item.id)} />
              <span>{item.name}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
