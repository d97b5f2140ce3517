import { callApi } from 'shared-kernel';
import { EmptyAnswer, GetSurveyAnswer, GetSurveyAnswersAnswer, type ApiAction } from '../contract.generated';

export const fetchActiveSurvey = () =>
  callApi({ method: 'GET', path: '/active/surveys', action: 'GET_SURVEY' satisfies ApiAction, schema: GetSurveyAnswer, auth: 'verify' });

export const fetchSurveySubmission = () =>
  callApi({
    method: 'GET',
    path: '/active/survey-submissions',
    action: 'GET_SURVEY_ANSWERS' satisfies ApiAction,
    schema: GetSurveyAnswersAnswer,
    auth: 'verify',
  });

export const saveSurveySubmission = (id: string, answers: string[]) =>
  callApi({
    method: 'PUT',
    path: `/survey-submissions/${encodeURIComponent(id)}`,
    action: 'SAVE_SURVEY_ANSWERS' satisfies ApiAction,
    body: { answers },
    schema: EmptyAnswer,
    auth: 'verify',
  });
