import { useSetAtom } from 'jotai';
import { patchSettingAtom } from 'shared-kernel';
import { SurveyScreen } from 'shared-kernel/survey';
import { useSettingsTexts } from '../../texts/catalogue';
import { OWN_PATHS } from '../../own-paths';

/** Manage interests from the menu: the survey with the customer's saved answers ticked. */
export default function SettingSurveyPage() {
  const SETTINGS_TEXTS = useSettingsTexts();
  const patchSetting = useSetAtom(patchSettingAtom);
  return (
    <SurveyScreen
      texts={SETTINGS_TEXTS.survey}
      next={OWN_PATHS.successSurvey}
      // docs/behaviour.md#survey-data: answers to retired choices are kept apart as the setting's oldSurvey.
      onLoaded={(_survey, model) => patchSetting({ oldSurvey: model.oldChoices })}
    />
  );
}
