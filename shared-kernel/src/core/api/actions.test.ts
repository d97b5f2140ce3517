import { actionFor } from './actions';

// That every call sends its operation's action name: contract.test.ts.
describe('X-Action', () => {
  it('matches a path segment placeholder but not a longer or shorter path', () => {
    expect(actionFor('PUT', '/survey-submissions/S-1')).toBe('SAVE_SURVEY_ANSWERS');
    expect(actionFor('put', '/survey-submissions/S-1?x=1')).toBe('SAVE_SURVEY_ANSWERS');
    expect(actionFor('PUT', '/survey-submissions/')).toBeUndefined();
    expect(actionFor('PUT', '/survey-submissions/S-1/x')).toBeUndefined();
    expect(actionFor('GET', '/survey-submissions/S-1')).toBeUndefined();
  });
});
