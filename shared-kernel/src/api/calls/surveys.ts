import * as v from 'valibot';
import { callApi } from 'shared-kernel';
import { SubmissionSchema, SurveySchema } from '../schemas';

export const fetchActiveSurvey = () => callApi({ method: 'GET', path: '/active/surveys', schema: SurveySchema, auth: 'verify' });

export const fetchSurveySubmission = () =>
  callApi({ method: 'GET', path: '/active/survey-submissions', schema: SubmissionSchema, auth: 'verify' });

export const saveSurveySubmission = (id: string, answers: string[]) =>
  callApi({
    method: 'PUT',
    path: `/survey-submissions/${encodeURIComponent(id)}`,
    body: { answers },
    schema: v.unknown(),
    auth: 'verify',
  });
