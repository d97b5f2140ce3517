import * as v from 'valibot';
import { callApi } from 'shared-kernel';

const SurveySchema = v.object({
  uid: v.string(),
  choices: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type Survey = v.InferOutput<typeof SurveySchema>;

export const fetchActiveSurvey = () => callApi({ method: 'GET', path: '/active/surveys', schema: SurveySchema, auth: 'verify' });

const SubmissionSchema = v.object({ id: v.string(), answers: v.array(v.string()) });
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
