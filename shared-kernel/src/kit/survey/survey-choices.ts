import { firstOfEach } from '../api/first-of-each';

/**
 * The interest survey as a picker sees it (docs/behaviour.md#survey-data): the bank's current
 * choices merged with the customer's saved answers. Registration's /survey and settings'
 * /setting-survey both draw from this model.
 */
export const SURVEY_SLOTS = 16;
export const SURVEY_SELECTED = 0;
export const SURVEY_UNSELECTED = 2;
export type SurveyChoiceType = typeof SURVEY_SELECTED | typeof SURVEY_UNSELECTED;

export interface SurveyItem {
  id: string;
  name: string;
  type: SurveyChoiceType;
}

export interface SurveyModel {
  items: SurveyItem[];
  /** Saved answers that are no longer offered; the picker cannot show them, so they ride along. */
  oldChoices: string[];
}

export function surveyModelFrom(choices: ReadonlyArray<{ id: string; name: string }>, answers: readonly string[]): SurveyModel {
  const chosen = new Set(answers);
  // A choice the bank lists twice is one choice (its first): two boxes would tick together and save it twice.
  const items = firstOfEach(choices, (choice) => choice.id)
    .slice(0, SURVEY_SLOTS)
    .map(({ id, name }): SurveyItem => ({ id, name, type: chosen.has(id) ? SURVEY_SELECTED : SURVEY_UNSELECTED }));
  const offered = new Set(items.map((item) => item.id));
  const oldChoices = [...new Set(answers)].filter((id) => !offered.has(id));
  return { items, oldChoices };
}

export function toggleSurveyItem(model: SurveyModel, id: string): SurveyModel {
  return {
    ...model,
    items: model.items.map((item) =>
      item.id === id ? { ...item, type: item.type === SURVEY_SELECTED ? SURVEY_UNSELECTED : SURVEY_SELECTED } : item,
    ),
  };
}

export const selectedSurveyIds = (model: SurveyModel): string[] =>
  model.items.filter((item) => item.type === SURVEY_SELECTED).map((item) => item.id);

/** 'Finish' needs at least one current choice; an old answer alone does not count. */
export const canFinishSurvey = (model: SurveyModel): boolean => selectedSurveyIds(model).length > 0;

/** What PUT /survey-submissions/{id} receives: the current picks, then the kept old answers. */
export const surveyAnswersOf = (model: SurveyModel): string[] => [...selectedSurveyIds(model), ...model.oldChoices];
