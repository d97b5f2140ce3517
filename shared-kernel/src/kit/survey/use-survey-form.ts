import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchActiveSurvey, fetchSurveySubmission, saveSurveySubmission } from '../api/calls/surveys';
import type { Survey } from '../api/schemas';
import { useErrorHandler, useVisitLoad, withLoading } from 'shared-kernel';
import { useStillHere } from '../routing/use-still-here';
import { useOneAtATime } from '../ui/use-one-at-a-time';
import { canFinishSurvey, surveyAnswersOf, surveyModelFrom, toggleSurveyItem, type SurveyModel } from './survey-choices';

/** docs/behaviour.md#survey-journey: after a saved survey the app waits 1.5 s before the next page. */
export const SURVEY_SUCCESS_DELAY_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bank's choices with the customer's earlier answers. */
const readSurvey = () => Promise.all([fetchActiveSurvey(), fetchSurveySubmission()]);

export interface SurveyForm {
  model: SurveyModel | null;
  loadFailed: boolean;
  /** At least one current choice, and no save under way. */
  canFinish: boolean;
  toggle: (id: string) => void;
  retry: () => void;
  finish: () => Promise<void>;
}

export interface SurveyFormOptions {
  /** Where a saved survey goes: /success in registration, /success-survey in settings. */
  next: string;
  /** Lets a flow keep what it needs of the loaded survey (its atom). */
  onLoaded?: (survey: Survey, model: SurveyModel) => void;
}

/**
 * The interest survey as both flows run it: load the bank's choices with the customer's
 * answers, toggle, save, wait 1.5 s under the spinner (so the choice cannot be sent twice),
 * go on. A failed load offers a retry; a failed save keeps the customer's picks.
 */
export function useSurveyForm({ next, onLoaded }: SurveyFormOptions): SurveyForm {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const [model, setModel] = useState<SurveyModel | null>(null);
  const [submissionId, setSubmissionId] = useState('');
  const [saving, setSaving] = useState(false);
  const stillHere = useStillHere();

  const { failed: loadFailed, retry } = useVisitLoad(readSurvey, {
    onLoaded: ([survey, submission]) => {
      const built = surveyModelFrom(survey.choices, submission.answers);
      onLoaded?.(survey, built);
      setSubmissionId(submission.id);
      setModel(built);
    },
    onFailed: (error) => void handleError(error),
  });

  const toggle = useCallback((id: string) => setModel((current) => current && toggleSurveyItem(current, id)), []);

  // A second tap in the same frame, before the disabled button has rendered, saves nothing more.
  const save = useOneAtATime(
    async (chosen: SurveyModel) => {
      setSaving(true);
      await withLoading(async () => {
        await saveSurveySubmission(submissionId, surveyAnswersOf(chosen));
        await wait(SURVEY_SUCCESS_DELAY_MS);
      });
      if (stillHere()) navigate(next, { replace: true });
    },
    { holdAfterSuccess: true },
  );

  const finish = async () => {
    if (!model || !canFinishSurvey(model)) return;
    try {
      await save(model);
    } catch (error) {
      setSaving(false);
      if (stillHere()) await handleError(error);
    }
  };

  const canFinish = model !== null && canFinishSurvey(model) && !saving;
  return { model, loadFailed, canFinish, toggle, retry, finish };
}
