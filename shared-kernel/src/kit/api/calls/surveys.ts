import { callApi } from 'shared-kernel';
import { EmptyAnswer, GetSurveyAnswer, GetSurveyAnswersAnswer } from '../contract.generated';

export const fetchActiveSurvey = () => callApi({ method: 'GET', path: '/active/surveys', schema: GetSurveyAnswer, auth: 'verify' });

export const fetchSurveySubmission = () =>
  callApi({ method: 'GET', path: '/active/survey-submissions', schema: GetSurveyAnswersAnswer, auth: 'verify' });

export const saveSurveySubmission = (id: string, answers: string[]) =>
  callApi({
    method: 'PUT',
    path: `/survey-submissions/${encodeURIComponent(id)}`,
    body: { answers },
    schema: EmptyAnswer,
    auth: 'verify',
  });
