import { useSetAtom } from 'jotai';
import { Button, BUTTONS, Page, patchRegistrationAtom, PATHS, SurveyPicker, useSurveyForm } from 'shared-kernel';
import { REGISTRATION_TEXTS } from '../../texts/th';
import { useRegistrationStyles } from '../../ui/registration-styles';

const TEXT = REGISTRATION_TEXTS.survey;

/** /survey: the customer's interests, saved answers preselected; Finish needs one choice. */
export default function SurveyPage() {
  useRegistrationStyles();
  const patch = useSetAtom(patchRegistrationAtom);
  const survey = useSurveyForm({ next: PATHS.success, onLoaded: (loaded) => patch({ survey: loaded }) });
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
      <p className="k-text-muted">{TEXT.intro}</p>
      {survey.loadFailed ? <p>{TEXT.loadFailed}</p> : null}
      {survey.model ? <SurveyPicker model={survey.model} label={TEXT.listLabel} onToggle={survey.toggle} /> : null}
    </Page>
  );
}
