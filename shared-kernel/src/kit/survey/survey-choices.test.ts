import {
  canFinishSurvey,
  selectedSurveyIds,
  SURVEY_SELECTED,
  SURVEY_UNSELECTED,
  surveyAnswersOf,
  surveyModelFrom,
  toggleSurveyItem,
} from './survey-choices';

const choices = Array.from({ length: 18 }, (_, i) => ({ id: String(i + 1), name: `ตัวเลือก ${i + 1}` }));

describe('surveyModelFrom', () => {
  it('marks saved answers selected (type 0) and the rest unselected (type 2)', () => {
    const model = surveyModelFrom(choices.slice(0, 3), ['2']);
    expect(model.items.map((item) => item.type)).toEqual([SURVEY_UNSELECTED, SURVEY_SELECTED, SURVEY_UNSELECTED]);
    expect(SURVEY_SELECTED).toBe(0);
    expect(SURVEY_UNSELECTED).toBe(2);
  });

  it('offers at most 16 slots', () => {
    expect(surveyModelFrom(choices, []).items).toHaveLength(16);
  });

  it('keeps answers that are no longer offered apart, once each', () => {
    const model = surveyModelFrom(choices.slice(0, 16), ['1', '17', '5', '17']);
    expect(model.oldChoices).toEqual(['17']);
    expect(selectedSurveyIds(model)).toEqual(['1', '5']);
  });
});

describe('toggling and finishing', () => {
  it('toggles one item and leaves the others', () => {
    const model = toggleSurveyItem(surveyModelFrom(choices.slice(0, 3), ['1']), '3');
    expect(selectedSurveyIds(model)).toEqual(['1', '3']);
    expect(selectedSurveyIds(toggleSurveyItem(model, '1'))).toEqual(['3']);
  });

  it('can finish only with at least one current choice', () => {
    const none = surveyModelFrom(choices.slice(0, 16), ['17']);
    expect(canFinishSurvey(none)).toBe(false);
    expect(canFinishSurvey(toggleSurveyItem(none, '4'))).toBe(true);
  });

  it('submits the current picks followed by the kept old answers', () => {
    const model = toggleSurveyItem(surveyModelFrom(choices.slice(0, 16), ['1', '17']), '2');
    expect(surveyAnswersOf(model)).toEqual(['1', '2', '17']);
  });
});
