import { actionFor, API_ACTIONS } from './actions';
import { CALL_MODULES, EVERY_CALL } from '../testing/every-bank-call';
import { ok, startFakeBank } from '../testing/fake-bank-server';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;
afterEach(async () => {
  await bank?.close();
  bank = null;
});

describe('X-Action', () => {
  it('every call of the kernel sends the action name the table gives it, and the table has no unused entry', async () => {
    bank = await startFakeBank(() => ok({}));
    // The bank answers every call alike; a refused answer shape still means the request went out.
    const exported = CALL_MODULES.flatMap((module) => Object.values(module).filter((value) => typeof value === 'function'));
    // preRegister covers two calls, exchangeChatIdToken lives in the client: the list above misses none.
    expect(EVERY_CALL).toHaveLength(exported.length + 2);
    // One at a time: the test bank's short time limit must not drop a call on a busy machine.
    for (const call of EVERY_CALL) await call().catch(() => undefined);
    const sent = bank.requests.map((r) => ({ call: `${r.method} ${r.path.split('?')[0]}`, action: r.headers['x-action'] }));
    for (const { call, action } of sent) {
      const [method = '', path = ''] = call.split(' ');
      expect({ call, action }).toEqual({ call, action: actionFor(method, path) });
      expect(action).toEqual(expect.any(String));
    }
    const used = new Set(sent.map((s) => s.action));
    expect(Object.values(API_ACTIONS).filter((action) => !used.has(action))).toEqual([]);
  });

  it('matches a path segment placeholder but not a longer or shorter path', () => {
    expect(actionFor('PUT', '/survey-submissions/S-1')).toBe('SAVE_SURVEY_ANSWERS');
    expect(actionFor('put', '/survey-submissions/S-1?x=1')).toBe('SAVE_SURVEY_ANSWERS');
    expect(actionFor('PUT', '/survey-submissions/')).toBeUndefined();
    expect(actionFor('PUT', '/survey-submissions/S-1/x')).toBeUndefined();
    expect(actionFor('GET', '/survey-submissions/S-1')).toBeUndefined();
  });
});
