import { API_ACTIONS } from '../../kit/api/contract.generated';
import { SESSION_KEYS } from '../storage/keys';
import { CALL_MODULES, EVERY_CALL } from '../../testing/every-bank-call';
import { ok, startFakeBank } from '../../testing/fake-bank-server';
// The bank API contract (docs/api/openapi.yaml) as the sandbox reads it: the one checker of requests.
import { bankContract } from '../../../../scripts/api-contract';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;
afterEach(async () => {
  await bank?.close();
  bank = null;
});

describe('the requests the app builds, against the bank API contract', () => {
  it('every call of the kernel goes out as docs/api/openapi.yaml describes it: path, method, headers and body', async () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    sessionStorage.setItem(SESSION_KEYS.verifyToken, 'verify-1');
    bank = await startFakeBank(() => ok({}));
    const exported = CALL_MODULES.flatMap((module) => Object.values(module).filter((value) => typeof value === 'function'));
    // preRegister covers two calls, exchangeChatIdToken lives in the client: a new call is listed here or this fails.
    expect(EVERY_CALL).toHaveLength(exported.length + 2);
    for (const call of EVERY_CALL) await call().catch(() => undefined);

    const contract = bankContract();
    const problems = bank.requests.flatMap((request) => {
      const [path = '', search = ''] = request.path.split('?');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
      );
      return contract.checkRequest({ method: request.method, path, query: new URLSearchParams(search), headers, body: request.body });
    });
    expect(problems).toEqual([]);
    const sent = new Set(
      bank.requests.map((request) => contract.operationFor(request.method, request.path.split('?')[0] ?? '')?.operationId),
    );
    // Every operation of the contract is one the app makes: the document describes no call the app does not need.
    expect(contract.operations.map((operation) => operation.operationId).filter((id) => !sent.has(id))).toEqual([]);
    // Every action of the contract goes out with its call.
    const actions = new Set(bank.requests.map((request) => request.headers['x-action']));
    expect(Object.values(API_ACTIONS).filter((action) => !actions.has(action))).toEqual([]);
  });
});
