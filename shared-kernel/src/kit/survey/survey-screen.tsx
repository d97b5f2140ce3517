import { Button, Page } from 'shared-kernel';
import { useKernelTexts } from '../language/served-language';
import { SurveyPicker } from '../ui/survey-picker';
import { useSurveyForm, type SurveyFormOptions } from './use-survey-form';

export interface SurveyScreenTexts {
  title: string;
  intro: string;
  listLabel: string;
}

/**
 * The interest survey screen both flows show (registration's /survey, settings' /setting-survey):
 * the flow gives its words, where a saved survey goes and what it keeps of the loaded one.
 */
export function SurveyScreen({ texts, ...options }: { texts: SurveyScreenTexts } & SurveyFormOptions) {
  const survey = useSurveyForm(options);
  const { BUTTONS } = useKernelTexts();
  return (
    <Page
      title={texts.title}
      footer={
        // A failed load's one message is the popup the error handler showed (the bank's reason,
        // in the catalogue's words); the page only offers to ask again.
        survey.loadFailed ? (
          <Button onClick={survey.retry}>{BUTTONS.retry}</Button>
        ) : (
          <Button disabled={!survey.canFinish} onClick={() => void survey.finish()}>
            {BUTTONS.finish}
          </Button>
        )
      }
    >
      <p className="k-text-muted">{texts.intro}</p>
      {survey.model ? <SurveyPicker model={survey.model} label={texts.listLabel} onToggle={survey.toggle} /> : null}
    </Page>
  );
}
