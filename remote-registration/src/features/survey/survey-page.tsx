import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  BUTTONS,
  canFinishSurvey,
  fetchActiveSurvey,
  fetchSurveySubmission,
  Page,
  patchRegistrationAtom,
  PATHS,
  saveSurveySubmission,
  surveyAnswersOf,
  surveyModelFrom,
  toggleSurveyItem,
  useErrorHandler,
  withLoading,
  type SurveyModel,
} from 'shared-kernel';
import { REGISTRATION_TEXTS } from '../../texts/th';
import { useRegistrationStyles } from '../../ui/registration-styles';
import { SurveyPicker } from './survey-picker';

const TEXT = REGISTRATION_TEXTS.survey;
/** SPEC.md section 4: the app waits 1.5 s after a saved survey before the success page. */
export const SURVEY_SUCCESS_DELAY_MS = 1500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /survey: the customer's interests, saved answers preselected; Finish needs one choice. */
export default function SurveyPage() {
  useRegistrationStyles();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const patch = useSetAtom(patchRegistrationAtom);
  const [model, setModel] = useState<SurveyModel | null>(null);
  const [submissionId, setSubmissionId] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoadFailed(false);
    withLoading(() => Promise.all([fetchActiveSurvey(), fetchSurveySubmission()])).then(
      ([survey, submission]) => {
        if (!active) return;
        patch({ survey });
        setSubmissionId(submission.id);
        setModel(surveyModelFrom(survey.choices, submission.answers));
      },
      (error: unknown) => {
        if (!active) return;
        setLoadFailed(true);
        void handleError(error);
      },
    );
    return () => {
      active = false;
    };
  }, [attempt, handleError, patch]);

  const toggle = useCallback((id: string) => setModel((current) => current && toggleSurveyItem(current, id)), []);

  const finish = async () => {
    if (!model || !canFinishSurvey(model)) return;
    try {
      await withLoading(async () => {
        await saveSurveySubmission(submissionId, surveyAnswersOf(model));
        await wait(SURVEY_SUCCESS_DELAY_MS);
      });
      navigate(PATHS.success, { replace: true });
    } catch (error) {
      await handleError(error);
    }
  };

  return (
    <Page
      title={TEXT.title}
      footer={
        loadFailed ? (
          <Button onClick={() => setAttempt((n) => n + 1)}>{BUTTONS.retry}</Button>
        ) : (
          <Button disabled={!model || !canFinishSurvey(model)} onClick={() => void finish()}>
            {BUTTONS.finish}
          </Button>
        )
      }
    >
      <p className="k-text-muted">{TEXT.intro}</p>
      {loadFailed ? <p>{TEXT.loadFailed}</p> : null}
      {model ? <SurveyPicker model={model} label={TEXT.listLabel} onToggle={toggle} /> : null}
    </Page>
  );
}
