import { actionFor } from './actions';
import { callApi } from './client';
import { EmptyAnswer } from '../../kit/api/contract.generated';
import { ok, startFakeBank } from '../../testing/fake-bank-server';

// That every call names its operation's action and sends it: contract.test.ts.
describe('X-Action', () => {
  it('matches a path segment placeholder but not a longer or shorter path', () => {
    expect(actionFor('PUT', '/survey-submissions/S-1')).toBe('SAVE_SURVEY_ANSWERS');
    expect(actionFor('put', '/survey-submissions/S-1?x=1')).toBe('SAVE_SURVEY_ANSWERS');
    expect(actionFor('PUT', '/survey-submissions/')).toBeUndefined();
    expect(actionFor('PUT', '/survey-submissions/S-1/x')).toBeUndefined();
    expect(actionFor('GET', '/survey-submissions/S-1')).toBeUndefined();
  });

  it("a call that names none, as a remote built before the calls named theirs makes it, goes out with the table's action", async () => {
    const bank = await startFakeBank(() => ok({}));
    try {
      await callApi({ method: 'PUT', path: '/survey-submissions/S-1', body: { answers: ['1'] }, schema: EmptyAnswer, auth: 'none' });
      expect(bank.requests.map((request) => request.headers['x-action'])).toEqual(['SAVE_SURVEY_ANSWERS']);
    } finally {
      await bank.close();
    }
  });
});
