import { requireRegistered } from '../bank/customers';
import { badRequest, notFound } from '../errors/bank-error';
import { requiredArray } from '../http/fields';
import { isKnownSurveyAnswer, SURVEY_CHOICES, SURVEY_UID } from '../state/survey-catalogue';
import { sessionRoute } from './bank-route';

export const surveyRoutes = [
  sessionRoute('GET', '/active/surveys', () => ({ uid: SURVEY_UID, choices: SURVEY_CHOICES.map((choice) => ({ ...choice })) })),

  sessionRoute('GET', '/active/survey-submissions', ({ store }, session) => {
    const { customer } = requireRegistered(store, session);
    const survey = store.surveyOf(customer.id);
    return { id: survey.id, answers: [...survey.answers] };
  }),

  sessionRoute('PUT', '/survey-submissions/:id', ({ params, body, store }, session) => {
    const { customer } = requireRegistered(store, session);
    const survey = store.surveyOf(customer.id);
    if (params.id !== survey.id) throw notFound('survey submission not found');
    const answers = requiredArray(body, 'answers');
    if (answers.length === 0) throw badRequest('choose at least one answer');
    if (!answers.every((answer): answer is string => typeof answer === 'string' && isKnownSurveyAnswer(answer))) {
      throw badRequest('answers must be ids of survey choices');
    }
    if (new Set(answers).size !== answers.length) throw badRequest('answers must not repeat');
    survey.answers = [...answers];
    survey.updatedAt = store.clock.now();
    return {};
  }),
];
