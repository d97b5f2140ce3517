import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  BUTTONS,
  Button,
  canFinishSurvey,
  fetchActiveSurvey,
  fetchSurveySubmission,
  Page,
  patchSettingAtom,
  PATHS,
  saveSurveySubmission,
  SURVEY_SELECTED,
  surveyAnswersOf,
  surveyModelFrom,
  toggleSurveyItem,
  useErrorHandler,
  withLoading,
  type SurveyModel,
} from 'shared-kernel';
import { SETTINGS_TEXTS } from '../../texts/th';
import { ensureSettingsStyles } from '../../ui/settings-styles';

const TEXT = SETTINGS_TEXTS.survey;
/** SPEC.md section 9: the thanks page follows the saved survey after 1.5 s. */
const SURVEY_SUCCESS_DELAY_MS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Loaded {
  submissionId: string;
  model: SurveyModel;
}

/** Manage interests from the menu: the survey with the customer's saved answers ticked. */
export default function SettingSurveyPage() {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const patchSetting = useSetAtom(patchSettingAtom);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const started = useRef(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const [survey, submission] = await withLoading(() => Promise.all([fetchActiveSurvey(), fetchSurveySubmission()]));
      const model = surveyModelFrom(survey.choices, submission.answers);
      // SPEC.md section 3: answers to retired choices are kept apart as the setting's oldSurvey.
      patchSetting({ oldSurvey: model.oldChoices });
      setLoaded({ submissionId: submission.id, model });
    } catch (error) {
      setFailed(true);
      await handleError(error);
    }
  }, [handleError, patchSetting]);

  useEffect(() => {
    ensureSettingsStyles();
    if (started.current) return;
    started.current = true;
    void load();
  }, [load]);

  const finish = async () => {
    if (!loaded) return;
    setSaving(true);
    try {
      // The spinner covers the pause too, so the saved choice cannot be tapped again meanwhile.
      await withLoading(async () => {
        await saveSurveySubmission(loaded.submissionId, surveyAnswersOf(loaded.model));
        await sleep(SURVEY_SUCCESS_DELAY_MS);
      });
    } catch (error) {
      setSaving(false);
      await handleError(error);
      return;
    }
    navigate(PATHS.successSurvey, { replace: true });
  };

  if (failed)
    return (
      <Page title={TEXT.title} footer={<Button onClick={() => void load()}>{BUTTONS.retry}</Button>}>
        <p className="k-text-muted">{TEXT.loadFailed}</p>
      </Page>
    );
  return (
    <Page
      title={TEXT.title}
      footer={
        loaded ? (
          <Button disabled={saving || !canFinishSurvey(loaded.model)} onClick={() => void finish()}>
            {BUTTONS.finish}
          </Button>
        ) : null
      }
    >
      <p className="k-text-muted">{TEXT.description}</p>
      {loaded ? (
        <fieldset className="set-survey-group">
          <legend className="k-sr-only">{TEXT.listLabel}</legend>
          <ul className="set-survey">
            {loaded.model.items.map((item) => (
              <li key={item.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={item.type === SURVEY_SELECTED}
                    onChange={() => setLoaded((now) => now && { ...now, model: toggleSurveyItem(now.model, item.id) })}
                  />
                  <span>{item.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </Page>
  );
}
