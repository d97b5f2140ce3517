import { useSetAtom } from 'jotai';
import { Button, BUTTONS, Page, patchSettingAtom, PATHS, SurveyPicker, useSurveyForm } from 'shared-kernel';
import { SETTINGS_TEXTS } from '../../texts/th';

const TEXT = SETTINGS_TEXTS.survey;

/** Manage interests from the menu: the survey with the customer's saved answers ticked. */
export default function SettingSurveyPage() {
  const patchSetting = useSetAtom(patchSettingAtom);
  // docs/behaviour.md#survey-data: answers to retired choices are kept apart as the setting's oldSurvey.
  const survey = useSurveyForm({
    next: PATHS.successSurvey,
    onLoaded: (_survey, model) => patchSetting({ oldSurvey: model.oldChoices }),
  });
  return (
    <Page
      title={TEXT.title}
      footer={
        survey.loadFailed ? (
          <Button onClick={survey.retry}>{BUTTONS.retry}</Button>
        ) : (
          <Button disabled={!survey.canFinish} onClick={() => void survey.finish()}>
            {BUTTONS.finish}
          </Button>
        )
      }
    >
      <p className="k-text-muted">{TEXT.description}</p>
      {survey.loadFailed ? <p className="k-text-muted">{TEXT.loadFailed}</p> : null}
      {survey.model ? <SurveyPicker model={survey.model} label={TEXT.listLabel} onToggle={survey.toggle} /> : null}
    </Page>
  );
}
